import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopToday } from '@shop/contract';
import { notifications } from '../db/schema/index.ts';
import { useTestApp, dbKind } from '../test/helper.ts';
import { startGateway, until, type Gateway } from '../test/peers.ts';
import { addToCart, cancelOrder, checkout, createProduct, setStatus } from '../test/shop.ts';

/*
 * Issue 25: anyone could make the shop's own phone text any number, by placing orders with it
 * and cancelling them (20 texts in 6 s). The customer's own cancel is no longer texted, and one
 * number gets at most SMS_PER_NUMBER_PER_DAY texts a Manila day; the rest are kept as skipped,
 * with the reason, in the admin's list. Texts only (no SMTP_URL): a local HTTP server stands in
 * for the gateway phone.
 */

const LIMIT = 3;
const SKIPPED = 'Daily limit of 3 texts to this number reached; not sent.';

let gateway: Gateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(async () => {
  await gateway?.close();
});
const t = useTestApp(async () => ({
  SMS_GATEWAY_URL: gateway.url,
  SMS_GATEWAY_USERNAME: 'sms',
  SMS_GATEWAY_PASSWORD: 'gateway-secret',
  NOTIFICATION_RETRY_SECONDS: 0.1,
  SMS_PER_NUMBER_PER_DAY: LIMIT,
}));
let productId: string;
beforeAll(async () => {
  productId = (await createProduct(t, t.admin.token, { stock: 1000 }))._id;
});

async function placeOrders(count: number, phoneNumber: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    await addToCart(t, t.customer.token, productId, 1);
    const res = await checkout(t, t.customer.token, { phoneNumber, smsUpdates: true });
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json().order._id);
  }
  return ids;
}

const textsOf = async (orderIds: string[]) => {
  const rows = await t.database.db
    .select()
    .from(notifications)
    .where(inArray(notifications.orderId, orderIds));
  return orderIds.flatMap((id) => rows.filter((r) => r.orderId === id));
};
const statuses = async (orderIds: string[]) => (await textsOf(orderIds)).map((r) => r.status);
/** Queued (pending or already sent) or skipped, one per order's text. */
const outcomes = async (orderIds: string[]) =>
  (await statuses(orderIds)).map((s) => (s === 'skipped' ? 'skipped' : 'texted'));
const sentTo = (e164: string) =>
  gateway.requests.filter((r) => (r.body.phoneNumbers as string[])[0] === e164).length;

/** The first moment of today in Manila (UTC+8 all year), computed apart from the server's SQL. */
const manilaMidnight = () => new Date(`${shopToday()}T00:00:00+08:00`);
const moveText = (id: string, createdAt: Date) =>
  t.database.db.update(notifications).set({ createdAt }).where(eq(notifications.id, id));

async function approveEach(orderIds: string[]) {
  for (const id of orderIds) {
    expect((await setStatus(t, t.admin.token, id, 'approved')).statusCode).toBe(200);
  }
}

describe(`texts to one number per Manila day, on ${dbKind}`, () => {
  it('sends SMS_PER_NUMBER_PER_DAY texts to a number, however typed; the rest are skipped and listed with the reason', async () => {
    const orders = [
      ...(await placeOrders(3, '0917 555 0001')),
      ...(await placeOrders(2, '+63 917 555 0001')),
    ];
    const other = await placeOrders(1, '0917 555 0002');
    await approveEach([...orders, ...other]);

    await until('the three texts sent', async () => sentTo('+639175550001') === 3);
    expect(await statuses(orders)).toEqual(['sent', 'sent', 'sent', 'skipped', 'skipped']);
    const skipped = (await textsOf(orders)).slice(3);
    expect(skipped.map((r) => [r.attempts, r.lastError])).toEqual([
      [0, SKIPPED],
      [0, SKIPPED],
    ]);
    // Another number has its own count.
    await until('the other number texted', async () => sentTo('+639175550002') === 1);
    // Skipped is final: nothing more goes out for them.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sentTo('+639175550001')).toBe(3);

    const list = await t.request('listNotifications', {
      token: t.admin.token,
      query: { status: 'skipped' },
    });
    expect(list.statusCode).toBe(200);
    const listed = list.json().notifications as { _id: string }[];
    expect(listed.map((n) => n._id).sort()).toEqual(skipped.map((r) => r.id).sort());
    expect(listed[0]).toMatchObject({
      channel: 'sms',
      recipient: '•••0001',
      orderStatus: 'approved',
      status: 'skipped',
      attempts: 0,
      lastError: SKIPPED,
      nextAttemptAt: null,
      sentAt: null,
    });
    const retry = await t.request('retryNotification', {
      token: t.admin.token,
      params: { id: skipped[0]!.id },
    });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(
      'Only a failed message can be sent again; this one is skipped.',
    );
  });

  it('counts the texts of the Manila day, not yesterday’s and not skipped ones', async () => {
    const orders = await placeOrders(7, '0917 555 0003');
    await approveEach(orders.slice(0, 4));
    expect(await outcomes(orders.slice(0, 4))).toEqual(['texted', 'texted', 'texted', 'skipped']);

    // One of today's texts moved to the last second of yesterday (Manila): one more may go,
    // although a skipped one is also on today's count of rows.
    const [first, second] = await textsOf(orders.slice(0, 2));
    await moveText(first!.id, new Date(manilaMidnight().getTime() - 1000));
    await approveEach([orders[4]!]);
    expect(await outcomes([orders[4]!])).toEqual(['texted']);
    await approveEach([orders[5]!]);
    expect(await outcomes([orders[5]!])).toEqual(['skipped']);

    // Midnight itself is today.
    await moveText(second!.id, manilaMidnight());
    await approveEach([orders[6]!]);
    expect(await outcomes([orders[6]!])).toEqual(['skipped']);
  });

  it('the customer cancelling is never texted; a decline by the shop still is', async () => {
    const before = sentTo('+639175550004');
    const orders = await placeOrders(20, '0917 555 0004');
    const started = Date.now();
    for (const id of orders) {
      expect((await cancelOrder(t, t.customer.token, id)).statusCode).toBe(200);
    }
    console.log(
      `[sms-limit] 20 orders placed and cancelled, cancels took ${Date.now() - started} ms`,
    );
    expect(await textsOf(orders)).toEqual([]);

    const [declined] = await placeOrders(1, '0917 555 0004');
    expect((await setStatus(t, t.admin.token, declined!, 'declined', 'Sold out')).statusCode).toBe(
      200,
    );
    expect(await outcomes([declined!])).toEqual(['texted']);
    await until('the decline texted', async () => sentTo('+639175550004') === before + 1);
  });

  it('orders declined at the same moment still text a number at most SMS_PER_NUMBER_PER_DAY times', async () => {
    // Each order of its own product: the declines give stock back to different rows, so
    // nothing else makes them wait for each other (approving would: the day's sales row).
    const orders: string[] = [];
    for (let i = 0; i < 12; i++) {
      const own = (await createProduct(t, t.admin.token, { stock: 5 }))._id;
      await addToCart(t, t.customer.token, own, 1);
      const res = await checkout(t, t.customer.token, {
        phoneNumber: '0917 555 0005',
        smsUpdates: true,
      });
      expect(res.statusCode, res.body).toBe(201);
      orders.push(res.json().order._id);
    }
    const answers = await Promise.all(
      orders.map((id) => setStatus(t, t.admin.token, id, 'declined')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(orders.map(() => 200));
    const all = await outcomes(orders);
    expect(all.filter((s) => s === 'texted')).toHaveLength(LIMIT);
    expect(all.filter((s) => s === 'skipped')).toHaveLength(12 - LIMIT);
    await until('the texts sent', async () => sentTo('+639175550005') === LIMIT);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sentTo('+639175550005')).toBe(LIMIT);
  });
});
