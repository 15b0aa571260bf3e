import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_CODE_PATTERN, TRACKING_MESSAGES } from '@shop/contract';
import { orders } from '../../db/schema/index.ts';
import { smsParts } from '../../notifications/sms-text.ts';
import { createTestApp, useTestApp, dbKind } from '../../test/helper.ts';
import {
  startGateway,
  startMailServer,
  until,
  type Gateway,
  type MailServer,
} from '../../test/peers.ts';
import { addToCart, checkout, createProduct, setStatus } from '../../test/shop.ts';

/*
 * Issue 29: every order's public tracking page, /t/{code}, through api.trackOrder. The code is
 * the database's (orders.tracking_code); texts and emails carry PUBLIC_URL/t/{code}.
 */

const PUBLIC_URL = 'https://shop.example.ph';
let gateway: Gateway;
let mail: MailServer;
beforeAll(async () => {
  gateway = await startGateway();
  mail = await startMailServer();
});
afterAll(async () => {
  await gateway?.close();
  await mail?.close();
});
const t = useTestApp(async () => ({
  PUBLIC_URL,
  SMS_GATEWAY_URL: gateway.url,
  SMS_GATEWAY_USERNAME: 'sms',
  SMS_GATEWAY_PASSWORD: 'gateway-secret',
  SMTP_URL: mail.url,
  MAIL_FROM: 'Sweet Crumbs <orders@sweetcrumbs.ph>',
}));

const NAME = 'Rosario Dimaculangan';
const PHONE = '0917 765 4321';
const ADDRESS = '88 Kalayaan Ave, Diliman';

let productId: string;
beforeAll(async () => {
  productId = (await createProduct(t, t.admin.token, { name: 'Track Flour', price: 1200 }))._id;
  await t.request('updateShopSettings', {
    token: t.admin.token,
    body: {
      shopName: 'Sweet Crumbs',
      address: '12 Rizal Ave, Quezon City',
      hours: 'Mon to Sat, 7 AM to 5 PM',
      phone: '(02) 8123 4567',
      messengerUrl: 'https://m.me/sweetcrumbs',
      viberNumber: '09171234567',
    },
  });
});

async function placeOrder(overrides: Record<string, unknown> = {}) {
  const customer = await t.createUser('customer');
  expect((await addToCart(t, customer.token, productId, 1)).statusCode).toBe(200);
  const res = await checkout(t, customer.token, {
    name: NAME,
    phoneNumber: PHONE,
    address: ADDRESS,
    deliveryMode: 'delivery',
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json().order as { _id: string; orderNumber: number; createdAt: string };
  return { ...order, code: await codeOf(order._id), customer };
}

async function codeOf(id: string): Promise<string | null> {
  const [row] = await t.database.db
    .select({ code: orders.trackingCode })
    .from(orders)
    .where(eq(orders.id, id));
  return row!.code;
}

const track = (code: string) => t.request('trackOrder', { params: { code } });

describe(`order tracking links on ${dbKind}`, () => {
  it('gives every order its own random code of 24 base64url characters', async () => {
    const codes = [];
    for (let i = 0; i < 5; i += 1) codes.push((await placeOrder()).code);
    for (const code of codes) expect(code).toMatch(TRACKING_CODE_PATTERN);
    expect(new Set(codes).size).toBe(5);
    // 18 bytes each: 138 of their 144 bits random, so no two codes share long runs.
    const bytes = codes.map((c) => Buffer.from(c!, 'base64url'));
    for (const b of bytes) expect(b).toHaveLength(18);
  });

  it('shows the order, its timeline and the shop, and nothing about the customer', async () => {
    const order = await placeOrder();
    expect(
      (await setStatus(t, t.cashier.token, order._id, 'approved', 'See you Friday')).statusCode,
    ).toBe(200);

    const res = await track(order.code!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json().order;
    expect(body).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'approved',
      note: 'See you Friday',
      deliveryMode: 'delivery',
      totalAmount: 1200,
      paymentMethod: 'cash',
      paid: false,
      createdAt: order.createdAt,
      shop: {
        shopName: 'Sweet Crumbs',
        address: '12 Rizal Ave, Quezon City',
        hours: 'Mon to Sat, 7 AM to 5 PM',
        phone: '(02) 8123 4567',
        messengerUrl: 'https://m.me/sweetcrumbs',
        viberNumber: '09171234567',
        contactUrl: null,
      },
    });
    expect(body.statusHistory).toEqual([
      { status: 'pending', at: order.createdAt, note: null },
      { status: 'approved', at: expect.any(String), note: 'See you Friday' },
    ]);
    // No field, and no value anywhere, names the customer, their phone or their address.
    for (const secret of [NAME, 'Dimaculangan', '7654321', '765 4321', ADDRESS, 'Kalayaan']) {
      expect(res.body).not.toContain(secret);
    }
    expect(Object.keys(body).sort()).toEqual(
      [
        'createdAt',
        'deliveryMode',
        'note',
        'orderNumber',
        'paid',
        'paymentMethod',
        'pickupDate',
        'shop',
        'status',
        'statusHistory',
        'totalAmount',
      ].sort(),
    );
  });

  it('answers 404 with a readable message for an unknown or malformed code', async () => {
    for (const code of ['A'.repeat(24), 'short', 'x'.repeat(100), "'; drop table orders; --"]) {
      const res = await track(code);
      expect(res.statusCode, code).toBe(404);
      expect(res.json()).toEqual({ message: TRACKING_MESSAGES.notFound });
    }
  });

  it('stops working once the customer info is cleared', async () => {
    const order = await placeOrder();
    expect((await track(order.code!)).statusCode).toBe(200);
    expect((await setStatus(t, t.cashier.token, order._id, 'declined')).statusCode).toBe(200);
    const cleared = await t.request('clearCustomerInfo', {
      token: t.cashier.token,
      params: { id: order._id },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await codeOf(order._id)).toBeNull();
    const res = await track(order.code!);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(TRACKING_MESSAGES.notFound);
  });

  it('puts PUBLIC_URL/t/{code} in the text and the email, and the text keeps two parts', async () => {
    const order = await placeOrder({ phoneNumber: '09181112222' });
    const note = 'Please bring your receipt and a bag for the sacks. '.repeat(4).slice(0, 200);
    expect((await setStatus(t, t.cashier.token, order._id, 'approved', note)).statusCode).toBe(200);
    const link = `${PUBLIC_URL}/t/${order.code}`;

    // Earlier tests' messages may still arrive: this order's are the ones with its link.
    const [text, raw] = await until('the text and the email', () => {
      const sms = gateway.requests.find((r) => r.body.message?.includes(link));
      const email = mail.messages.find((m) => m.raw.replace(/=\r\n/g, '').includes(link));
      return sms && email && ([sms.body.message!, email.raw.replace(/=\r\n/g, '')] as const);
    });
    expect(text.endsWith(` Track: ${link}`)).toBe(true);
    expect(text).toContain(`Order #${order.orderNumber} is approved.`);
    expect(smsParts(text)).toBeLessThanOrEqual(2);
    // The 200-character note was cut to make room for the link.
    expect(text).toMatch(/Note: Please bring your receipt.*\.\.\. Track: /);
    expect(raw).toContain(`Follow your order: ${link}`);
    expect(raw).toContain(`<a href=3D"${link}">Follow your order</a>`);

    // The link's path is the page; its code opens the order.
    const res = await track(new URL(link).pathname.slice('/t/'.length));
    expect(res.json().order.orderNumber).toBe(order.orderNumber);
  });
});

describe(`what the shop can send, on ${dbKind}`, () => {
  it('getShopSettings says texts and email are set up when they are', async () => {
    const res = await t.request('getShopSettings');
    expect(res.json().messaging).toEqual({ sms: true, email: true });
  });

  it('and that neither is on a server without SMS_GATEWAY_URL and SMTP_URL', async () => {
    const app = await createTestApp();
    try {
      expect((await app.request('getShopSettings')).json().messaging).toEqual({
        sms: false,
        email: false,
      });
    } finally {
      await app.close();
    }
  });
});

describe(`tracking rate limit on ${dbKind}`, () => {
  it('answers 429 past TRACK_RATE_LIMIT_PER_MINUTE from one address', async () => {
    const app = await createTestApp({ TRACK_RATE_LIMIT_PER_MINUTE: 3 });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push(
          (await app.request('trackOrder', { params: { code: 'B'.repeat(24) } })).statusCode,
        );
      }
      expect(statuses).toEqual([404, 404, 404, 429]);
    } finally {
      await app.close();
    }
  });
});
