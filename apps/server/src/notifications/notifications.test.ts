import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { FILIPINO_MONTHS, addDays, shopToday } from '@shop/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../db/schema/index.ts';
import { useTestApp, dbKind } from '../test/helper.ts';
import {
  startGateway,
  startMailServer,
  until,
  type Gateway,
  type MailServer,
} from '../test/peers.ts';
import { addToCart, cancelOrder, checkout, createProduct, setStatus } from '../test/shop.ts';
import { readMail } from '../test/mail.ts';
import { orders } from '../db/schema/index.ts';

/*
 * Issue 15: messages to customers, through real peers on this machine: a local HTTP server in
 * the place of the SMS gateway phone, an in-process SMTP server. The worker runs as it does in
 * the server (started with the app); retries are made quick (NOTIFICATION_RETRY_SECONDS 0.1).
 */

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let gateway: Gateway;
let mail: MailServer;
let customer: { id: string; email: string; token: string };
let productId: string;

// The peers start first and stop last (after hooks run in reverse order).
beforeAll(async () => {
  gateway = await startGateway();
  mail = await startMailServer();
});
afterAll(async () => {
  await gateway?.close();
  await mail?.close();
});
const t = useTestApp(async () => ({
  SMS_GATEWAY_URL: gateway.url,
  SMS_GATEWAY_USERNAME: 'sms',
  SMS_GATEWAY_PASSWORD: 'gateway-secret',
  SMTP_URL: mail.url,
  MAIL_FROM: 'Sweet Crumbs <orders@sweetcrumbs.ph>',
  NOTIFICATION_RETRY_SECONDS: 0.1,
  NOTIFICATION_MAX_ATTEMPTS: 6,
}));
beforeAll(async () => {
  customer = await t.createUser('customer', { email: 'maria.santos@gmail.com' });
  productId = (await createProduct(t, t.admin.token, { stock: 500, price: 1234.5 }))._id;
  await t.request('updateShopSettings', {
    token: t.admin.token,
    body: { shopName: 'Sweet Crumbs' },
  });
});
afterEach(() => {
  gateway.answer = () => 200;
});

async function placeOrder(overrides: Record<string, unknown> = {}) {
  await addToCart(t, customer.token, productId, 1);
  const res = await checkout(t, customer.token, { phoneNumber: '0917 123 4567', ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as { _id: string; orderNumber: number };
}

const messagesOf = (orderId: string) =>
  t.database.db.select().from(notifications).where(eq(notifications.orderId, orderId));

const settled = (orderId: string, count: number) =>
  until(`${count} settled messages of ${orderId}`, async () => {
    const rows = await messagesOf(orderId);
    return rows.length === count && rows.every((r) => r.status !== 'pending') && rows;
  });

describe(`messages to the customer on ${dbKind}`, () => {
  it('approving sends one text and one email, delivered on the first try', async () => {
    const order = await placeOrder();
    const sentBefore = gateway.requests.length;
    const mailsBefore = mail.messages.length;
    const res = await setStatus(t, t.admin.token, order._id, 'approved', 'Ready after 2 PM');
    expect(res.statusCode).toBe(200);
    const rows = await settled(order._id, 2);
    const sms = rows.find((r) => r.channel === 'sms')!;
    const email = rows.find((r) => r.channel === 'email')!;
    expect([sms.status, sms.attempts, email.status, email.attempts]).toEqual([
      'sent',
      1,
      'sent',
      1,
    ]);

    expect(gateway.requests.length).toBe(sentBefore + 1);
    const request = gateway.requests.at(-1)!;
    expect(request.path).toBe('/message');
    expect(request.authorization).toBe(
      `Basic ${Buffer.from('sms:gateway-secret').toString('base64')}`,
    );
    expect(request.body.id).toBe(sms.id);
    expect(request.body.phoneNumbers).toEqual(['+639171234567']);
    expect(request.body.message).toContain(
      `Sweet Crumbs: Order #${order.orderNumber} is approved.`,
    );
    expect(request.body.message).toContain('PHP 1,234.50');
    expect(request.body.message).toContain('Note: Ready after 2 PM');
    expect(request.body.message).not.toContain('₱');

    expect(mail.messages.length).toBe(mailsBefore + 1);
    const received = mail.messages.at(-1)!;
    expect(received.rcptTo).toEqual(['maria.santos@gmail.com']);
    expect(received.raw).toContain(`Message-ID: <${email.id}@sweetcrumbs.ph>`);
    expect(received.raw).toContain(`Order #${order.orderNumber}`);
    expect(received.raw).toMatch(/Content-Type: text\/plain/);
    expect(received.raw).toMatch(/Content-Type: text\/html/);
  });

  it('the gateway answering 500 twice, then 200: delivered, three tries logged', async () => {
    let failing = 2;
    gateway.answer = () => (failing-- > 0 ? 500 : 200);
    const order = await placeOrder({ smsUpdates: true });
    expect(
      (await setStatus(t, t.admin.token, order._id, 'declined', 'Out of stock')).statusCode,
    ).toBe(200);
    const rows = await settled(order._id, 2);
    const sms = rows.find((r) => r.channel === 'sms')!;
    expect([sms.status, sms.attempts, sms.lastError]).toEqual(['sent', 3, null]);
    const tries = gateway.requests.filter((r) => r.body.id === sms.id);
    expect(tries).toHaveLength(3);
  });

  it('the gateway down for a while, then up: delivered after', async () => {
    const order = await placeOrder();
    const port = gateway.port;
    await gateway.close();
    expect((await setStatus(t, t.admin.token, order._id, 'approved')).statusCode).toBe(200);
    const tried = await until('a failed try', async () => {
      const sms = (await messagesOf(order._id)).find((r) => r.channel === 'sms');
      return sms && sms.attempts >= 2 && sms.status === 'pending' && sms;
    });
    expect(tried.lastError).toBeTruthy();
    gateway = await startGateway(port);
    const rows = await settled(order._id, 2);
    expect(rows.find((r) => r.channel === 'sms')!.status).toBe('sent');
    expect(gateway.requests.filter((r) => r.body.id === tried.id)).toHaveLength(1);
  });

  it('no text when the customer unticked it; an email all the same', async () => {
    const order = await placeOrder({ smsUpdates: false });
    expect((await setStatus(t, t.admin.token, order._id, 'approved')).statusCode).toBe(200);
    const rows = await settled(order._id, 1);
    expect(rows.map((r) => [r.channel, r.status])).toEqual([['email', 'sent']]);
  });

  it('a number that is not a Philippine mobile (a landline) is failed at once, never sent', async () => {
    const order = await placeOrder({ phoneNumber: '(02) 8123 4567' });
    const before = gateway.requests.length;
    expect((await setStatus(t, t.admin.token, order._id, 'approved')).statusCode).toBe(200);
    const rows = await settled(order._id, 2);
    const sms = rows.find((r) => r.channel === 'sms')!;
    expect([sms.status, sms.attempts, sms.lastError]).toEqual([
      'failed',
      0,
      'Not a Philippine mobile number; not sent.',
    ]);
    expect(gateway.requests.length).toBe(before);
  });

  it('a refusal (400) fails at once; the admin retries it and it goes', async () => {
    gateway.answer = () => 400;
    const order = await placeOrder();
    expect((await setStatus(t, t.admin.token, order._id, 'approved')).statusCode).toBe(200);
    const rows = await settled(order._id, 2);
    const sms = rows.find((r) => r.channel === 'sms')!;
    expect([sms.status, sms.attempts]).toEqual(['failed', 1]);

    const list = await t.request('listNotifications', {
      token: t.admin.token,
      query: { status: 'failed' },
    });
    expect(list.statusCode).toBe(200);
    const listed = list.json().notifications.find((n: { _id: string }) => n._id === sms.id);
    expect(listed).toMatchObject({
      orderNumber: order.orderNumber,
      channel: 'sms',
      recipient: '•••4567',
      orderStatus: 'approved',
      status: 'failed',
      attempts: 1,
      nextAttemptAt: null,
      sentAt: null,
    });

    gateway.answer = () => 200;
    const retry = await t.request('retryNotification', {
      token: t.admin.token,
      params: { id: sms.id },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().message).toBe('Message queued to be sent again.');
    expect(retry.json().notification.status).toBe('pending');
    await until('the retried text sent', async () => {
      const [row] = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.id, sms.id));
      return row?.status === 'sent';
    });
    const again = await t.request('retryNotification', {
      token: t.admin.token,
      params: { id: sms.id },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a failed message can be sent again; this one is sent.');
  });

  it('tries at most NOTIFICATION_MAX_ATTEMPTS times, then fails it', async () => {
    gateway.answer = () => 503;
    const order = await placeOrder();
    expect((await setStatus(t, t.admin.token, order._id, 'approved')).statusCode).toBe(200);
    const rows = await settled(order._id, 2);
    const sms = rows.find((r) => r.channel === 'sms')!;
    expect([sms.status, sms.attempts]).toEqual(['failed', 6]);
    expect(sms.lastError).toMatch(/503/);
  });

  it('the customer cancelling is emailed, never texted (issue 25); the list filters and masks the email', async () => {
    const order = await placeOrder();
    expect((await cancelOrder(t, customer.token, order._id)).statusCode).toBe(200);
    const rows = await settled(order._id, 1);
    expect(rows.map((r) => [r.channel, r.orderStatus])).toEqual([['email', 'cancelled']]);
    const sent = await t.request('listNotifications', {
      token: t.admin.token,
      query: { status: 'sent' },
    });
    const email = sent
      .json()
      .notifications.find(
        (n: { orderId: string; channel: string }) =>
          n.orderId === order._id && n.channel === 'email',
      );
    expect(email.recipient).toBe('ma•••@gmail.com');
    expect(sent.json().notifications.every((n: { status: string }) => n.status === 'sent')).toBe(
      true,
    );
    const bad = await t.request('listNotifications', {
      token: t.admin.token,
      query: { status: 'lost' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('pending stays silent: no message before the shop answers, none for the same status again', async () => {
    const order = await placeOrder();
    expect(await messagesOf(order._id)).toEqual([]);
    await setStatus(t, t.admin.token, order._id, 'approved');
    await setStatus(t, t.admin.token, order._id, 'approved');
    expect(await settled(order._id, 2)).toHaveLength(2);
  });

  it('a customer who chose Filipino is texted and emailed in Filipino (issue 29)', async () => {
    const buyer = await t.createUser('customer', { email: 'juan.delacruz@gmail.com' });
    const chose = await t.request('setLanguage', {
      token: buyer.token,
      body: { language: 'fil' },
    });
    expect(chose.statusCode, chose.body).toBe(200);
    await addToCart(t, buyer.token, productId, 1);
    const pickupDate = addDays(shopToday(), 2);
    const placed = await checkout(t, buyer.token, {
      phoneNumber: '0918 222 3344',
      deliveryMode: 'delivery',
      pickupDate,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order as { _id: string; orderNumber: number };
    const [{ code }] = (await t.database.db
      .select({ code: orders.trackingCode })
      .from(orders)
      .where(eq(orders.id, order._id))) as [{ code: string }];
    const res = await setStatus(t, t.admin.token, order._id, 'approved', 'Pakidala po ang resibo.');
    expect(res.statusCode).toBe(200);

    const rows = await settled(order._id, 2);
    const sms = rows.find((r) => r.channel === 'sms')!;
    const email = rows.find((r) => r.channel === 'email')!;
    expect([sms.status, email.status]).toEqual(['sent', 'sent']);
    // "Miy, Nob 26": the pickup date as Intl's fil-PH writes it short.
    const date = new Intl.DateTimeFormat('fil-PH', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${pickupDate}T00:00:00Z`));
    const link = / I-track: (\S+)$/.exec(sms.body)?.[1];
    expect(link, sms.body).toMatch(new RegExp(`/t/${code}$`));
    expect(sms.body).toBe(
      `Sweet Crumbs: Aprubado na ang Order #${order.orderNumber}. Petsa ng delivery: ${date}. ` +
        `Total: PHP 1,234.50. Note: Pakidala po ang resibo. I-track: ${link}`,
    );
    const request = gateway.requests.find((r) => r.body.id === sms.id)!;
    expect(request.body.phoneNumbers).toEqual(['+639182223344']);
    expect(request.body.message).toBe(sms.body);

    const received = readMail(mail.messages.find((m) => m.raw.includes(`<${email.id}@`))!.raw);
    expect(received.header('subject')).toBe(
      `Sweet Crumbs: Aprubado na ang Order #${order.orderNumber}`,
    );
    const [year, month, day] = pickupDate.split('-').map(Number) as [number, number, number];
    const long = `${FILIPINO_MONTHS[month - 1]} ${day}, ${year}`;
    expect(received.text).toBe(
      [
        'Magandang araw,',
        '',
        `Aprubado na ang order mo. Ide-deliver namin ito sa ${long}.`,
        '',
        `Order #${order.orderNumber}`,
        'Status: Aprubado',
        `Petsa ng delivery: ${long}`,
        // The product's price and the delivery fee of the area (none set: free).
        'Total: ₱1,234.50',
        'Note mula sa shop: Pakidala po ang resibo.',
        '',
        `I-track ang order mo: ${link}`,
        '',
        'Salamat sa pag-order sa Sweet Crumbs.',
        '',
      ].join('\n'),
    );
    expect(received.html).toContain('<html lang="fil">');
    expect(received.html).toContain(`<a href="${link}">I-track ang order mo</a>`);
  });

  it('clearing the customer info clears where the texts went', async () => {
    const order = await placeOrder();
    await setStatus(t, t.admin.token, order._id, 'declined');
    await settled(order._id, 2);
    expect(
      (await t.request('clearCustomerInfo', { token: t.admin.token, params: { id: order._id } }))
        .statusCode,
    ).toBe(200);
    const sms = (await messagesOf(order._id)).find((r) => r.channel === 'sms')!;
    expect(sms.recipient).toBe('(cleared)');
  });
});

describe(`a mail server that cannot be reached, on ${dbKind}`, () => {
  const app = useTestApp(async () => ({
    SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
    MAIL_FROM: 'orders@sweetcrumbs.ph',
    NOTIFICATION_RETRY_SECONDS: 0.1,
  }));

  it('the status change still answers 200 at once; the email waits for its retry', async () => {
    const owner = await app.createUser('admin');
    const buyer = await app.createUser('customer');
    const product = await createProduct(app, owner.token, { stock: 5 });
    await addToCart(app, buyer.token, product._id, 1);
    const order = (await checkout(app, buyer.token)).json().order;
    const res = await setStatus(app, owner.token, order._id, 'approved');
    expect(res.statusCode).toBe(200);
    expect(res.json().customerOrder.status).toBe('approved');
    const email = await until('a failed try', async () => {
      const [row] = await app.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.orderId, order._id));
      return row && row.attempts >= 2 && row;
    });
    expect(email.channel).toBe('email');
    expect(email.status).toBe('pending');
    expect(email.lastError).toBeTruthy();
  });
});
