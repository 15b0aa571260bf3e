import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CLEARED_ORDER_FINAL } from '@shop/contract';
import { orderStatusEvents, orders } from '../../db/schema/index.ts';
import { useTestApp, dbKind } from '../../test/helper.ts';
import {
  addToCart,
  cancelOrder,
  checkout,
  createProduct,
  setStatus,
  stockOf,
} from '../../test/shop.ts';

// Issue 25, items 2 and 4: what is settled stays settled. A GCash reference the cashier
// verified (or that belongs to a finished or cleared order) is fixed, an order nobody owes
// anything for cannot be marked paid, and a cleared order is final.

const t = useTestApp();

/** A customer's fresh order of 2 units of a fresh product (stock 10, price 100). */
async function placed(paymentMethod: 'cash' | 'gcash' = 'gcash') {
  const product = await createProduct(t, t.admin.token, {
    name: 'Settled Flour',
    price: 100,
    stock: 10,
  });
  const customer = await t.createUser('customer');
  expect((await addToCart(t, customer.token, product._id, 2)).statusCode).toBe(200);
  const res = await checkout(t, customer.token, { paymentMethod });
  expect(res.statusCode, res.body).toBe(201);
  return { product, customer, order: res.json().order as { _id: string } };
}

const giveReference = (token: string, id: string, gcashReference: string) =>
  t.request('setOrderReference', { token, params: { id }, body: { gcashReference } });
const markPaid = (id: string, paid = true) =>
  t.request('setOrderPaid', { token: t.cashier.token, params: { id }, body: { paid } });
const clearInfo = (id: string) =>
  t.request('clearCustomerInfo', { token: t.cashier.token, params: { id } });

async function rowOf(id: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

describe(`a paid order's reference is fixed on ${dbKind}`, () => {
  it('the customer may give and correct the reference while the order is open and unpaid', async () => {
    const { customer, order } = await placed();
    expect((await giveReference(customer.token, order._id, '1111111111111')).statusCode).toBe(200);
    await setStatus(t, t.cashier.token, order._id, 'approved');
    const again = await giveReference(customer.token, order._id, '2222222222222');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().order.gcashReference).toBe('2222222222222');
  });

  it('once the cashier marked the order paid, another reference is 409 and changes nothing', async () => {
    const { customer, order } = await placed();
    expect((await giveReference(customer.token, order._id, '1111111111111')).statusCode).toBe(200);
    expect((await markPaid(order._id)).statusCode).toBe(200);
    const res = await giveReference(customer.token, order._id, '9999999999999');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This order is already marked paid: its GCash reference is fixed.',
    });
    expect((await rowOf(order._id)).gcashReference).toBe('1111111111111');
  });

  it('a completed, declined or cancelled order takes no new reference (409)', async () => {
    const done = await placed();
    for (const status of ['approved', 'ready', 'completed'])
      expect((await setStatus(t, t.cashier.token, done.order._id, status)).statusCode).toBe(200);
    const declined = await placed();
    await setStatus(t, t.cashier.token, declined.order._id, 'declined');
    const cancelled = await placed();
    expect((await cancelOrder(t, cancelled.customer.token, cancelled.order._id)).statusCode).toBe(
      200,
    );
    for (const [status, { customer, order }] of [
      ['completed', done],
      ['declined', declined],
      ['cancelled', cancelled],
    ] as const) {
      const res = await giveReference(customer.token, order._id, '3333333333333');
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toEqual({
        message: `This order is ${status}: its GCash reference is fixed.`,
      });
      expect((await rowOf(order._id)).gcashReference).toBeNull();
    }
  });

  it("a cleared order's reference is fixed (409)", async () => {
    const { customer, order } = await placed();
    await setStatus(t, t.cashier.token, order._id, 'declined');
    expect((await clearInfo(order._id)).statusCode).toBe(200);
    const res = await giveReference(customer.token, order._id, '4444444444444');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: "This order's customer info was cleared: its GCash reference is fixed.",
    });
  });

  it('a declined or cancelled order cannot be marked paid (409); it can be marked unpaid', async () => {
    const declined = await placed('cash');
    expect((await markPaid(declined.order._id)).statusCode).toBe(200);
    await setStatus(t, t.cashier.token, declined.order._id, 'declined');
    const cancelled = await placed('cash');
    await cancelOrder(t, cancelled.customer.token, cancelled.order._id);

    const res = await markPaid(cancelled.order._id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'A cancelled order cannot be marked paid: nothing is owed for it.',
    });
    expect((await rowOf(cancelled.order._id)).paid).toBe(false);
    const again = await markPaid(declined.order._id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'A declined order cannot be marked paid: nothing is owed for it.',
    });
    // The mark set before it was declined can be taken back.
    const unpaid = await markPaid(declined.order._id, false);
    expect(unpaid.statusCode, unpaid.body).toBe(200);
    expect((await rowOf(declined.order._id)).paid).toBe(false);
  });
});

describe(`cleared orders are final on ${dbKind}`, () => {
  it('a declined, cleared order cannot be approved again: 409, nothing taken, still declined', async () => {
    const { product, order } = await placed('cash');
    await setStatus(t, t.cashier.token, order._id, 'declined');
    expect(await stockOf(t, t.admin.token, product._id)).toBe(10);
    expect((await clearInfo(order._id)).statusCode).toBe(200);

    for (const token of [t.cashier.token, t.admin.token]) {
      const res = await setStatus(t, token, order._id, 'approved');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: CLEARED_ORDER_FINAL });
    }
    const row = await rowOf(order._id);
    expect(row.status).toBe('declined');
    expect(row.customerInfoClearedAt).not.toBeNull();
    expect(await stockOf(t, t.admin.token, product._id)).toBe(10);
    const log = await t.database.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, order._id));
    expect(log.map((e) => e.toStatus)).toEqual(['declined']);
  });

  it('setting the status a cleared order already has still changes nothing (200)', async () => {
    const { order } = await placed('cash');
    await setStatus(t, t.cashier.token, order._id, 'declined');
    expect((await clearInfo(order._id)).statusCode).toBe(200);
    const res = await setStatus(t, t.cashier.token, order._id, 'declined');
    expect(res.statusCode, res.body).toBe(200);
    expect((await rowOf(order._id)).status).toBe('declined');
  });
});
