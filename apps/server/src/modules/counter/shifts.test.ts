import { describe, expect, it } from 'vitest';
import { addDays, shopToday } from '@shop/contract';
import { useTestApp, dbKind, type TestUser } from '../../test/helper.ts';
import {
  MISSING_ID,
  addToCart,
  checkout,
  createProduct,
  ensureShift,
  saleBody,
  sell,
} from '../../test/shop.ts';

/*
 * Shifts (issue 27, docs/decisions/0082): opened with a float, one open per cashier, closed with
 * the counted cash; the drawer's expected cash is the float + counter cash sales + online orders
 * marked paid in cash − cash refunds, and the GCash payments are listed with their references.
 */
const t = useTestApp();

const open = (user: TestUser, float: number) =>
  t.request('openShift', { token: user.token, body: { float } });
const current = async (user: TestUser) =>
  (await t.request('currentShift', { token: user.token })).json().shift;
const close = (user: TestUser, id: string, body: Record<string, unknown>) =>
  t.request('closeShift', { token: user.token, params: { id }, body });

/** A customer's pickup order of `quantity` of the product, paid as told; answers it. */
async function onlineOrder(productId: string, quantity: number, payment: Record<string, unknown>) {
  const customer = await t.createUser('customer');
  await addToCart(t, customer.token, productId, quantity);
  const res = await checkout(t, customer.token, payment);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as { _id: string; orderNumber: number; totalAmount: number };
}

describe(`shifts on ${dbKind}`, () => {
  it('expected cash: float + cash sales + cash-paid online orders − cash refunds; closing shows the shortage', async () => {
    const cashier = await t.createUser('cashier');
    const p = await createProduct(t, t.admin.token, {
      name: 'Shift Flour',
      price: 1000,
      stock: 100,
    });
    const opened = await open(cashier, 2000);
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json()).toMatchObject({
      message: 'Shift opened.',
      shift: { float: 2000, expectedCash: 2000, closedAt: null, countedCash: null },
    });
    const shiftId = opened.json().shift._id as string;

    // Two cash sales (₱3,000 and ₱1,000), one GCash sale (₱2,000).
    const cash1 = await sell(
      t,
      cashier.token,
      saleBody([{ productId: p._id, quantity: 3 }], { method: 'cash', tendered: 3500 }),
    );
    const cash2 = await sell(
      t,
      cashier.token,
      saleBody([{ productId: p._id, quantity: 1 }], { method: 'cash', tendered: 1000 }),
    );
    const gcash = await sell(
      t,
      cashier.token,
      saleBody([{ productId: p._id, quantity: 2 }], {
        method: 'gcash',
        gcashReference: '1000000000001',
      }),
    );
    expect([cash1.statusCode, cash2.statusCode, gcash.statusCode]).toEqual([201, 201, 201]);
    // An online pickup order paid in cash at the counter (₱1,000), and a GCash one (₱1,000).
    const pickup = await onlineOrder(p._id, 1, { paymentMethod: 'cash' });
    const online = await onlineOrder(p._id, 1, {
      paymentMethod: 'gcash',
      gcashReference: '1000000000002',
    });
    for (const order of [pickup, online]) {
      const paid = await t.request('setOrderPaid', {
        token: cashier.token,
        params: { id: order._id },
        body: { paid: true },
      });
      expect(paid.statusCode, paid.body).toBe(200);
    }
    // A cash refund of one sack (₱1,000) out of the drawer.
    const line = cash1.json().sale.orderId.items[0];
    const refunded = await t.request('refundCounterSale', {
      token: cashier.token,
      params: { id: cash1.json().sale._id },
      body: { lines: [{ lineId: line._id, quantity: 1 }], reason: 'Wet sack' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);

    const running = await current(cashier);
    expect(running).toMatchObject({
      _id: shiftId,
      float: 2000,
      cashSales: 4000,
      cashSalesCount: 2,
      onlineCash: 1000,
      onlineCashCount: 1,
      cashRefunds: 1000,
      cashRefundsCount: 1,
      expectedCash: 6000,
      gcashTotal: 3000,
    });
    expect(
      running.gcashPayments.map((g: Record<string, unknown>) => [g.channel, g.reference, g.amount]),
    ).toEqual([
      ['counter', '1000000000001', 2000],
      ['online', '1000000000002', 1000],
    ]);

    // ₱20 short at the count.
    const closed = await close(cashier, shiftId, { countedCash: 5980, note: 'Busy Saturday' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({
      message: 'Shift closed: ₱20.00 short.',
      shift: { expectedCash: 6000, countedCash: 5980, difference: -20, note: 'Busy Saturday' },
    });
    expect(closed.json().shift.closedAt).not.toBeNull();
    // Closed: no second close, no more sales into it, and its figures stay as they closed.
    expect((await close(cashier, shiftId, { countedCash: 6000 })).statusCode).toBe(409);
    expect(await current(cashier)).toBeNull();
    const late = await sell(t, cashier.token, saleBody([{ productId: p._id, quantity: 1 }]));
    expect(late.statusCode).toBe(409);
    // Unmarking the online cash order afterwards does not change the closed shift's expectation.
    await t.request('setOrderPaid', {
      token: cashier.token,
      params: { id: pickup._id },
      body: { paid: false },
    });
    const [listed] = (await t.request('listShifts', { token: cashier.token })).json().shifts;
    expect(listed).toMatchObject({ _id: shiftId, expectedCash: 6000, difference: -20 });
  });

  it('one open shift per cashier; a balanced and an over drawer; only its cashier or the admin closes it', async () => {
    const cashier = await t.createUser('cashier');
    const other = await t.createUser('cashier');
    expect((await open(cashier, 1000)).statusCode).toBe(201);
    const again = await open(cashier, 500);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'You already have an open shift: close it before opening another.',
    );
    const id = (await current(cashier))._id as string;
    // Another cashier's shift is not theirs to close (or see).
    expect((await close(other, id, { countedCash: 1000 })).statusCode).toBe(404);
    expect((await close(cashier, MISSING_ID, { countedCash: 1000 })).statusCode).toBe(404);
    expect((await close(cashier, id, { countedCash: -1 })).json()).toEqual({
      message: 'Counted cash cannot be negative',
      field: 'countedCash',
    });
    const balanced = await close(cashier, id, { countedCash: 1000 });
    expect(balanced.json().message).toBe('Shift closed: the drawer balances.');
    expect(balanced.json().shift.difference).toBe(0);

    expect((await open(other, 500)).statusCode).toBe(201);
    const theirs = (await current(other))._id as string;
    const byAdmin = await close(t.admin, theirs, { countedCash: 550.5 });
    expect(byAdmin.json()).toMatchObject({
      message: 'Shift closed: ₱50.50 over.',
      shift: { difference: 50.5, cashierId: other.id },
    });
  });

  it("the queue narrowed to one shift: its cashier's own, any for the admin, 404 for another's", async () => {
    const ana = await t.createUser('cashier');
    const ben = await t.createUser('cashier');
    const p = await createProduct(t, t.admin.token, { name: 'Shift Queue Flour', price: 100 });
    const anaShift = (await open(ana, 1000)).json().shift._id as string;
    const benShift = (await open(ben, 1000)).json().shift._id as string;
    const sold = async (cashier: TestUser, payment: Record<string, unknown>) => {
      const res = await sell(
        t,
        cashier.token,
        saleBody([{ productId: p._id, quantity: 1 }], payment),
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json().sale.orderNumber as number;
    };
    const anaCash = await sold(ana, { method: 'cash', tendered: 100 });
    const anaGcash = await sold(ana, { method: 'gcash', gcashReference: '1000000000031' });
    const benCash = await sold(ben, { method: 'cash', tendered: 200 });
    // An online pickup order Ana marks paid in cash: its money goes into her shift too.
    const pickup = await onlineOrder(p._id, 1, { paymentMethod: 'cash' });
    const paid = await t.request('setOrderPaid', {
      token: ana.token,
      params: { id: pickup._id },
      body: { paid: true },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // An online order nobody marked paid belongs to no shift.
    await onlineOrder(p._id, 1, { paymentMethod: 'cash' });

    type Query = Record<string, string>;
    const queue = (user: TestUser, query: Query) =>
      t.request('getCustomerQueue', { token: user.token, query });
    const numbers = async (user: TestUser, query: Query) => {
      const res = await queue(user, query);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().customer as { orderNumber: number }[]).map((o) => o.orderNumber);
    };
    // Ana's counter sales, newest first; Ben's are not in her shift.
    expect(await numbers(ana, { status: 'done', shiftId: anaShift })).toEqual([anaGcash, anaCash]);
    expect(await numbers(ana, { shiftId: anaShift })).toEqual([pickup.orderNumber]);
    expect(await numbers(ben, { status: 'done', shiftId: benShift })).toEqual([benCash]);
    // Another cashier's shift is not found, as closing it would be; the admin sees any.
    for (const [user, shiftId] of [
      [ana, benShift],
      [ben, anaShift],
      [t.cashier, anaShift],
    ] as const) {
      const res = await queue(user, { status: 'done', shiftId });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Shift not found.');
    }
    expect(await numbers(t.admin, { status: 'done', shiftId: benShift })).toEqual([benCash]);
    const missing = await queue(t.admin, { shiftId: MISSING_ID });
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Shift not found.']);
    const bad = await queue(ana, { shiftId: 'drawer-1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Shift id must be an id');
    // A closed shift still lists its sales for its cashier.
    expect((await close(ana, anaShift, { countedCash: 1100 })).statusCode).toBe(200);
    expect(await numbers(ana, { status: 'done', shiftId: anaShift })).toEqual([anaGcash, anaCash]);
  });

  it('lists own shifts for a cashier, everyone’s for the admin, with filters', async () => {
    const a = await t.createUser('cashier');
    const b = await t.createUser('cashier');
    const aShift = await ensureShift(t, a.token, 100);
    await close(a, aShift, { countedCash: 100 });
    await ensureShift(t, a.token, 200);
    await ensureShift(t, b.token, 300);
    const own = (
      await t.request('listShifts', { token: a.token, query: { cashierId: b.id } })
    ).json().shifts as { cashierId: string; float: number }[];
    // A cashier's filter for someone else is ignored: still their own.
    expect(own.map((s) => [s.cashierId, s.float])).toEqual([
      [a.id, 200],
      [a.id, 100],
    ]);
    const all = (await t.request('listShifts', { token: t.admin.token })).json().shifts as {
      cashierId: string;
    }[];
    expect(all.filter((s) => s.cashierId === a.id || s.cashierId === b.id)).toHaveLength(3);
    const openOfB = (
      await t.request('listShifts', {
        token: t.admin.token,
        query: { cashierId: b.id, status: 'open' },
      })
    ).json().shifts as { float: number; cashier: string }[];
    expect(openOfB.map((s) => s.float)).toEqual([300]);
    const today = shopToday();
    const future = (
      await t.request('listShifts', { token: t.admin.token, query: { from: addDays(today, 1) } })
    ).json().shifts;
    expect(future).toEqual([]);
    const todays = (
      await t.request('listShifts', {
        token: t.admin.token,
        query: { from: today, to: today, cashierId: a.id },
      })
    ).json().shifts;
    expect(todays).toHaveLength(2);
  });
});
