import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, api } from '@shop/contract';
import { notifications, orders } from '../../db/schema/index.ts';
import { dbKind, openStream, useTestApp, type OpenStream } from '../../test/helper.ts';
import { startMailServer, type MailServer } from '../../test/peers.ts';
import {
  MISSING_ID,
  addToCart,
  checkout,
  createProduct,
  setStatus,
  statusEventsOf,
} from '../../test/shop.ts';

// Issue 25, item 14: the counter corrects a delivery order's area. The fee and total are
// charged again from the area (shop_delivery_fee), the change is recorded in the order's
// history, and the customer is told as a status change tells them.

let mail: MailServer;
beforeAll(async () => {
  mail = await startMailServer();
});
afterAll(async () => {
  await mail?.close();
});
const t = useTestApp(async () => ({
  SMTP_URL: mail.url,
  MAIL_FROM: 'Sweet Crumbs <orders@sweetcrumbs.ph>',
}));

const streams: OpenStream[] = [];
afterAll(() => {
  for (const stream of streams) stream.close();
});

async function zone(name: string, fee: number, extra: Record<string, unknown> = {}) {
  const res = await t.request('createDeliveryZone', {
    token: t.admin.token,
    body: { name, fee, ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().zone as { _id: string; name: string };
}

let near: { _id: string; name: string };
let far: { _id: string; name: string };
let productId: string;
beforeAll(async () => {
  near = await zone('Poblacion', 50);
  far = await zone('Upland Barangays', 120);
  productId = (await createProduct(t, t.admin.token, { name: 'Area Flour', price: 100 }))._id;
});

/** A fresh customer's delivery order of 2 units (subtotal 200) in `zoneId`. */
async function deliveryOrder(zoneId = near._id) {
  const customer = await t.createUser('customer');
  expect((await addToCart(t, customer.token, productId, 2)).statusCode).toBe(200);
  const res = await checkout(t, customer.token, { deliveryMode: 'delivery', zoneId });
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json().order as { _id: string; orderNumber: number; deliveryFee: number };
  return { customer, order };
}

const setZone = (id: string, zoneId: unknown, token: string = t.cashier.token) =>
  t.request('setOrderZone', { token, params: { id }, body: { zoneId } });

const eventsOf = (id: string) => statusEventsOf(t, id);

describe(`staff correct a delivery order's area on ${dbKind}`, () => {
  it('charges the new area, records it, and answers the updated order', async () => {
    const { customer, order } = await deliveryOrder();
    expect(order.deliveryFee).toBe(50);

    const res = await setZone(order._id, far._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Delivery area changed.');
    const note = 'Your delivery area is now Upland Barangays: delivery fee ₱120.00, total ₱320.00.';
    expect(res.json().order).toMatchObject({
      _id: order._id,
      status: 'pending',
      deliveryZone: 'Upland Barangays',
      subtotal: 200,
      deliveryFee: 120,
      totalAmount: 320,
      orderId: { _id: order._id, totalAmount: 320 },
      note,
    });
    expect(res.json().order.statusHistory.at(-1)).toMatchObject({
      status: 'pending',
      note,
      by: 'Test cashier',
      detail: 'Delivery area changed from Poblacion to Upland Barangays.',
    });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({
      deliveryZoneId: far._id,
      deliveryZoneName: 'Upland Barangays',
      deliveryFee: '120.00',
      totalAmount: '320.00',
    });
    expect((await eventsOf(order._id)).map((e) => [e.fromStatus, e.toStatus])).toEqual([
      ['pending', 'pending'],
    ]);
    // The customer's own history shows the new cost and the word to them, not the staff record.
    const [mine] = (await t.request('getOrders', { token: customer.token })).json().orders;
    expect(mine).toMatchObject({ deliveryZone: 'Upland Barangays', deliveryFee: 120, note });
    expect(mine.statusHistory.at(-1)).toEqual({ status: 'pending', at: expect.any(String), note });
  });

  it("uses the one fee rule: nothing from the area's free-from subtotal up", async () => {
    const free = await zone('Town Centre', 80, { freeFrom: 150 });
    const { order } = await deliveryOrder();
    const res = await setZone(order._id, free._id, t.admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ deliveryFee: 0, totalAmount: 200 });
  });

  it('tells the customer: a live event, and an email for an approved order', async () => {
    const { customer, order } = await deliveryOrder();
    expect((await setStatus(t, t.cashier.token, order._id, 'approved')).statusCode).toBe(200);
    const stream = await openStream(`${await t.baseUrl()}${api.events.path}`, customer.token);
    streams.push(stream);
    expect((await stream.next()).event).toBe('ready');

    expect((await setZone(order._id, far._id)).statusCode).toBe(200);
    const event = await stream.next();
    expect(event.event).toBe('order-status');
    expect(JSON.parse(event.data)).toMatchObject({ orderId: order._id, status: 'approved' });
    const emails = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.orderId, order._id))
      // Oldest first: without an order, PostgreSQL may list a row the sender updated last.
      .orderBy(asc(notifications.createdAt), asc(notifications.id));
    const latest = emails.filter((m) => m.channel === 'email').at(-1)!;
    expect(emails.filter((m) => m.channel === 'email')).toHaveLength(2);
    expect(latest.body).toContain(
      'Your delivery area is now Upland Barangays: delivery fee ₱120.00, total ₱320.00.',
    );
  });

  it('tells the customer of a pending order too: the correction is news whatever the status', async () => {
    const { order } = await deliveryOrder();
    expect((await setZone(order._id, far._id)).statusCode).toBe(200);
    const emails = (
      await t.database.db.select().from(notifications).where(eq(notifications.orderId, order._id))
    ).filter((m) => m.channel === 'email');
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ orderStatus: 'pending' });
    expect(emails[0]!.body).toContain(`Order #${order.orderNumber}\nStatus: Pending\n`);
    expect(emails[0]!.body).toContain(
      'Your delivery area is now Upland Barangays: delivery fee ₱120.00, total ₱320.00.',
    );
  });

  it('choosing the area the order already has changes nothing', async () => {
    const { order } = await deliveryOrder();
    const res = await setZone(order._id, near._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ deliveryFee: 50, totalAmount: 250 });
    expect(await eventsOf(order._id)).toEqual([]);
  });

  it('refuses a pickup order, an order past approved or cleared, and an inactive area (409)', async () => {
    const customer = await t.createUser('customer');
    await addToCart(t, customer.token, productId, 1);
    const pickup = (await checkout(t, customer.token)).json().order;
    const pickupRes = await setZone(pickup._id, far._id);
    expect(pickupRes.statusCode).toBe(409);
    expect(pickupRes.json()).toEqual({ message: 'A pickup order has no delivery area to change.' });

    const ready = (await deliveryOrder()).order;
    for (const status of ['approved', 'ready'])
      expect((await setStatus(t, t.cashier.token, ready._id, status)).statusCode).toBe(200);
    const readyRes = await setZone(ready._id, far._id);
    expect(readyRes.statusCode).toBe(409);
    expect(readyRes.json()).toEqual({
      message:
        'Only a pending or approved order can change its delivery area; this order is ready.',
    });

    const cleared = (await deliveryOrder()).order;
    await setStatus(t, t.cashier.token, cleared._id, 'declined');
    const clear = await t.request('clearCustomerInfo', {
      token: t.cashier.token,
      params: { id: cleared._id },
    });
    expect(clear.statusCode).toBe(200);
    const clearedRes = await setZone(cleared._id, far._id);
    expect(clearedRes.statusCode).toBe(409);
    expect(clearedRes.json()).toEqual({
      message: "This order's customer info was cleared: its area can no longer change.",
    });

    const closed = await zone('Closed Area', 10, { active: false });
    const open = (await deliveryOrder()).order;
    for (const zoneId of [closed._id, MISSING_ID]) {
      const res = await setZone(open._id, zoneId);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: SERVER_MESSAGES.deliveryZoneUnavailable });
    }
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, open._id));
    expect(row).toMatchObject({ deliveryZoneId: near._id, deliveryFee: '50.00' });
    expect(await eventsOf(open._id)).toEqual([]);
  });

  it('a fee the total cannot hold is 409, never a 500, and changes nothing', async () => {
    const dear = await createProduct(t, t.admin.token, {
      name: 'Dear Flour',
      price: 9_999_999_900,
      stock: 5,
    });
    const customer = await t.createUser('customer');
    await addToCart(t, customer.token, dear._id, 1);
    const placed = await checkout(t, customer.token, {
      deliveryMode: 'delivery',
      zoneId: near._id,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const res = await setZone(placed.json().order._id, far._id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: SERVER_MESSAGES.orderTotalTooLarge });
    expect(await eventsOf(placed.json().order._id)).toEqual([]);
  });

  it('404 for an unknown order, 400 for a bad zoneId, 403 for a customer', async () => {
    const unknown = await setZone(MISSING_ID, far._id);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: SERVER_MESSAGES.orderNotFound });
    const { customer, order } = await deliveryOrder();
    for (const zoneId of ['north', 42, null, undefined]) {
      const res = await setZone(order._id, zoneId);
      expect(res.statusCode, String(zoneId)).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    expect((await setZone(order._id, far._id, customer.token)).statusCode).toBe(403);
  });
});
