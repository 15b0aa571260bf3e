import { asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@shop/contract';
import { orderItems, orderStatusEvents, orders } from '../../db/schema/index.ts';
import { useTestApp, dbKind } from '../../test/helper.ts';
import {
  addToCart,
  cancelOrder,
  checkout,
  createProduct,
  setStatus,
  stockOf,
} from '../../test/shop.ts';

// PGlite runs one transaction at a time, so only the PostgreSQL run truly races; on both the
// outcome must be the same.

const t = useTestApp();
const customers = (count: number) => t.createUsers('customer', count);

/** Units of the product in orders that hold stock (any status but declined and cancelled). */
async function unitsHeld(productId: string) {
  const [row] = await t.database.db
    .select({ n: sql<string | number | null>`sum(${orderItems.quantity})` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      sql`${orderItems.productId} = ${productId} and ${orders.status} not in ('declined', 'cancelled')`,
    );
  return Number(row?.n ?? 0);
}

const countOrders = async () => (await t.database.db.select({ id: orders.id }).from(orders)).length;
const statuses = (responses: { statusCode: number }[]) =>
  responses.map((r) => r.statusCode).sort((a, b) => a - b);

describe(`concurrency on ${dbKind}`, () => {
  it('100 customers checking out the last 10 at once: 10 orders, 90 refusals, stock 0', async () => {
    const p = await createProduct(t, t.admin.token, { name: 'Hot Flour', stock: 10, price: 99.99 });
    const racers = await customers(100);
    for (const c of racers) expect((await addToCart(t, c.token, p._id, 1)).statusCode).toBe(200);
    const before = await countOrders();

    const started = Date.now();
    const results = await Promise.all(racers.map((c) => checkout(t, c.token)));
    const ms = Date.now() - started;

    const created = results.filter((r) => r.statusCode === 201);
    const refused = results.filter((r) => r.statusCode === 409);
    console.log(
      `[race] ${dbKind}: 100 checkouts of 1 on stock 10 in ${ms} ms: ${created.length} x 201, ` +
        `${refused.length} x 409, other ${results.length - created.length - refused.length}, ` +
        `stock left ${await stockOf(t, t.admin.token, p._id)}`,
    );
    expect(created).toHaveLength(10);
    expect(refused).toHaveLength(90);
    for (const r of refused)
      expect(r.json()).toEqual({ message: 'Not enough stock for Hot Flour.' });
    expect(await stockOf(t, t.admin.token, p._id)).toBe(0);
    expect((await countOrders()) - before).toBe(10);
    expect(await unitsHeld(p._id)).toBe(10);
  });

  it('carts {A, B} and {B, A} checked out in parallel: no deadlock, no 500, stock adds up', async () => {
    const a = await createProduct(t, t.admin.token, { name: 'Pair Flour A', stock: 30 });
    const b = await createProduct(t, t.admin.token, { name: 'Pair Sugar B', stock: 30 });
    const racers = await customers(40);
    // Half add A then B, half B then A: lines in opposite orders, 40 carts for 30 of each.
    for (const [i, c] of racers.entries()) {
      const [first, second] = i % 2 ? [b, a] : [a, b];
      expect((await addToCart(t, c.token, first._id, 1)).statusCode).toBe(200);
      expect((await addToCart(t, c.token, second._id, 1)).statusCode).toBe(200);
    }

    const started = Date.now();
    const results = await Promise.all(racers.map((c) => checkout(t, c.token)));
    const ms = Date.now() - started;

    const created = results.filter((r) => r.statusCode === 201).length;
    const messages = results.filter((r) => r.statusCode === 409).map((r) => r.json().message);
    const stockA = await stockOf(t, t.admin.token, a._id);
    const stockB = await stockOf(t, t.admin.token, b._id);
    console.log(
      `[race] ${dbKind}: 40 crossed carts {A,B}/{B,A} on stock 30+30 in ${ms} ms: ${created} x 201, ` +
        `${messages.length} x 409, stock left A ${stockA} B ${stockB}`,
    );
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    // A deadlock that exhausted its retries would answer "busy"; none may.
    for (const m of messages) expect(m).toMatch(/^Not enough stock for Pair (Flour A|Sugar B)\.$/);
    expect(created).toBe(30);
    expect(stockA).toBe(0);
    expect(stockB).toBe(0);
    expect(await unitsHeld(a._id)).toBe(30);
    expect(await unitsHeld(b._id)).toBe(30);
  });

  it('the same cart checked out 10 times at once becomes one order', async () => {
    const p = await createProduct(t, t.admin.token, { stock: 100 });
    const me = await t.createUser('customer');
    await addToCart(t, me.token, p._id, 4);

    const results = await Promise.all(Array.from({ length: 10 }, () => checkout(t, me.token)));

    console.log(`[race] ${dbKind}: one cart checked out 10 times at once: ${statuses(results)}`);
    expect(statuses(results)).toEqual([201, ...Array(9).fill(400)]);
    for (const r of results.filter((x) => x.statusCode === 400)) {
      expect(r.json()).toEqual({ message: SERVER_MESSAGES.cartEmpty });
    }
    expect(await stockOf(t, t.admin.token, p._id)).toBe(96);
    const mine = await t.request('getOrders', { token: me.token });
    expect(mine.json().orders).toHaveLength(1);
  });

  it('10 retries with one Idempotency-Key at once all answer the same single order', async () => {
    const p = await createProduct(t, t.admin.token, { stock: 100 });
    const me = await t.createUser('customer');
    await addToCart(t, me.token, p._id, 5);

    const results = await Promise.all(
      Array.from({ length: 10 }, () => checkout(t, me.token, {}, { 'idempotency-key': 'tap-1' })),
    );

    const ids = new Set(results.map((r) => r.json().order._id));
    const replayed = results.filter((r) => r.headers['idempotent-replayed'] === 'true').length;
    console.log(
      `[race] ${dbKind}: 10 retries with one Idempotency-Key: ${statuses(results)}, ` +
        `${ids.size} distinct order(s), ${replayed} replayed`,
    );
    expect(statuses(results)).toEqual(Array(10).fill(201));
    expect(ids.size).toBe(1);
    expect(replayed).toBe(9);
    expect(await stockOf(t, t.admin.token, p._id)).toBe(95);
  });

  it('20 parallel approve/decline calls move stock exactly once per real change', async () => {
    const cashier = await t.createUser('cashier');
    const p = await createProduct(t, t.admin.token, { name: 'Toggle Flour', stock: 10 });
    const q = await createProduct(t, t.admin.token, { name: 'Toggle Lard', stock: 10 });
    const me = await t.createUser('customer');
    await addToCart(t, me.token, p._id, 3);
    await addToCart(t, me.token, q._id, 2);
    const order = (await checkout(t, me.token)).json().order;
    expect(await stockOf(t, t.admin.token, p._id)).toBe(7);
    expect(await stockOf(t, t.admin.token, q._id)).toBe(8);

    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        setStatus(
          t,
          i % 3 ? cashier.token : t.admin.token,
          order._id,
          i % 2 ? 'declined' : 'approved',
        ),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);

    const log = await t.database.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, order._id))
      .orderBy(asc(orderStatusEvents.changedAt), asc(orderStatusEvents.id));
    // The events form one chain pending -> ... -> final, each a real change; replaying the
    // chain gives the stock each product must have now.
    let current = 'pending';
    let expectedP = 7;
    let expectedQ = 8;
    for (const event of log) {
      expect(event.fromStatus).toBe(current);
      expect(event.toStatus).not.toBe(current);
      if (event.toStatus === 'declined') [expectedP, expectedQ] = [expectedP + 3, expectedQ + 2];
      if (event.fromStatus === 'declined') [expectedP, expectedQ] = [expectedP - 3, expectedQ - 2];
      current = event.toStatus;
    }
    const [final] = await t.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, order._id));
    const stockP = await stockOf(t, t.admin.token, p._id);
    const stockQ = await stockOf(t, t.admin.token, q._id);
    console.log(
      `[race] ${dbKind}: 20 parallel approve/decline: ${log.length} real changes ` +
        `(${log.map((e) => e.toStatus[0]).join('')}), final ${final?.status}, stock ${stockP}/${stockQ}`,
    );
    expect(log.length).toBeGreaterThan(0);
    expect(log.length).toBeLessThanOrEqual(20);
    expect(final?.status).toBe(current);
    expect(stockP).toBe(expectedP);
    expect(stockQ).toBe(expectedQ);
    expect(stockP).toBe(current === 'declined' ? 10 : 7);
    expect(stockQ).toBe(current === 'declined' ? 10 : 8);
  });

  it('100 checkouts at once get 100 distinct order numbers', async () => {
    const p = await createProduct(t, t.admin.token, { name: 'Numbered Flour', stock: 1000 });
    const racers = await customers(100);
    for (const c of racers) expect((await addToCart(t, c.token, p._id, 1)).statusCode).toBe(200);
    const results = await Promise.all(racers.map((c) => checkout(t, c.token)));
    expect(statuses(results)).toEqual(Array(100).fill(201));
    const numbers = results.map((r) => r.json().order.orderNumber as number);
    expect(numbers.every((n) => Number.isInteger(n) && n > 0)).toBe(true);
    expect(new Set(numbers).size).toBe(100);
    const stored = await t.database.db
      .select({ n: orders.orderNumber })
      .from(orders)
      .where(
        inArray(
          orders.id,
          results.map((r) => r.json().order._id as string),
        ),
      );
    expect(stored.map((r) => r.n).sort()).toEqual([...numbers].sort());
    console.log(
      `[race] ${dbKind}: 100 parallel checkouts numbered ${Math.min(...numbers)}..${Math.max(...numbers)}, all distinct`,
    );
  });

  it('a customer cancelling while a cashier approves or declines: one move wins, stock adds up', async () => {
    const cashier = await t.createUser('cashier');
    const p = await createProduct(t, t.admin.token, { name: 'Contested Sugar', stock: 100 });
    const racers = await customers(10);
    const placed = [];
    for (const c of racers) {
      await addToCart(t, c.token, p._id, 2);
      placed.push({ customer: c, order: (await checkout(t, c.token)).json().order });
    }
    expect(await stockOf(t, t.admin.token, p._id)).toBe(80);
    const outcomes = await Promise.all(
      placed.map(async ({ customer, order }, i) => {
        // Every other pair sends the cashier's call first, so both sides get to win.
        const cancelling = () => cancelOrder(t, customer.token, order._id);
        const moving = () =>
          setStatus(t, cashier.token, order._id, i % 4 < 2 ? 'approved' : 'declined');
        const [cancel, staff] =
          i % 2
            ? await Promise.all([cancelling(), moving()])
            : await Promise.all([moving(), cancelling()]).then(([m, c]) => [c, m] as const);
        const [row] = await t.database.db
          .select({ status: orders.status })
          .from(orders)
          .where(eq(orders.id, order._id));
        return { cancel: cancel.statusCode, staff: staff.statusCode, final: row!.status };
      }),
    );
    for (const o of outcomes) {
      // Exactly one of the two moved the order; the other found it moved (409).
      if (o.final === 'cancelled') expect([o.cancel, o.staff]).toEqual([200, 409]);
      else expect([o.cancel, o.staff]).toEqual([409, 200]);
    }
    const holding = outcomes.filter((o) => o.final === 'approved').length;
    expect(await stockOf(t, t.admin.token, p._id)).toBe(100 - 2 * holding);
    console.log(
      `[race] ${dbKind}: cancel vs staff on 10 orders: ${outcomes.map((o) => o.final[0]).join('')}, stock ${100 - 2 * holding}`,
    );
  });

  it('20 clear/approve pairs on declined orders: no order is left both cleared and open', async () => {
    const cashier = await t.createUser('cashier');
    const p = await createProduct(t, t.admin.token, { name: 'Cleared Race Flour', stock: 100 });
    const racers = await customers(20);
    const declined = [];
    for (const c of racers) {
      await addToCart(t, c.token, p._id, 1);
      const order = (await checkout(t, c.token)).json().order;
      expect((await setStatus(t, cashier.token, order._id, 'declined')).statusCode).toBe(200);
      declined.push(order._id as string);
    }
    const outcomes = await Promise.all(
      declined.map(async (id, i) => {
        // Every other pair sends the clear first, so both sides get to win.
        const clearing = () =>
          t.request('clearCustomerInfo', { token: t.admin.token, params: { id } });
        const approving = () => setStatus(t, cashier.token, id, 'approved');
        const [clear, approve] =
          i % 2
            ? await Promise.all([clearing(), approving()])
            : await Promise.all([approving(), clearing()]).then(([a, c]) => [c, a] as const);
        return { clear: clear.statusCode, approve: approve.statusCode };
      }),
    );
    const rows = await t.database.db
      .select({ status: orders.status, cleared: orders.customerInfoClearedAt })
      .from(orders)
      .where(inArray(orders.id, declined));
    const clearedAndOpen = rows.filter((r) => r.cleared !== null && r.status !== 'declined');
    const cleared = rows.filter((r) => r.cleared !== null).length;
    console.log(
      `[race] ${dbKind}: 20 clear/approve pairs on declined orders: ${cleared} cleared, ` +
        `${rows.length - cleared} approved, ${clearedAndOpen.length} both cleared and open`,
    );
    expect(clearedAndOpen).toEqual([]);
    // Exactly one of each pair went through; the other found the order changed (409).
    for (const o of outcomes) expect([o.clear, o.approve].sort()).toEqual([200, 409]);
    for (const r of rows) expect(r.status).toBe(r.cleared === null ? 'approved' : 'declined');
    expect(await stockOf(t, t.admin.token, p._id)).toBe(100 - (rows.length - cleared));
  });

  it('re-approving a declined order races checkouts for the same units: never oversold', async () => {
    const cashier = await t.createUser('cashier');
    const p = await createProduct(t, t.admin.token, { name: 'Last Sacks', stock: 3 });
    const [first, ...racers] = await customers(6);
    await addToCart(t, first!.token, p._id, 3);
    const order = (await checkout(t, first!.token)).json().order;
    expect((await setStatus(t, cashier.token, order._id, 'declined')).statusCode).toBe(200);
    for (const c of racers) await addToCart(t, c.token, p._id, 1);

    const [approvals, checkouts] = await Promise.all([
      Promise.all(
        Array.from({ length: 5 }, () => setStatus(t, cashier.token, order._id, 'approved')),
      ),
      Promise.all(racers.map((c) => checkout(t, c.token))),
    ]);

    const approved = approvals.filter((r) => r.statusCode === 200).length;
    const created = checkouts.filter((r) => r.statusCode === 201).length;
    const stock = await stockOf(t, t.admin.token, p._id);
    console.log(
      `[race] ${dbKind}: re-approve (5 calls) vs 5 checkouts on 3 units: approvals ${statuses(approvals)}, ` +
        `checkouts ${statuses(checkouts)}, stock ${stock}`,
    );
    for (const r of [...approvals, ...checkouts]) expect([200, 201, 409]).toContain(r.statusCode);
    // Either the order got its 3 units back (and every checkout was refused), or checkouts
    // took some and the re-approval was refused; units held never exceed the 3 there are.
    const held = await unitsHeld(p._id);
    expect(stock! + held).toBe(3);
    expect(stock).toBeGreaterThanOrEqual(0);
    if (approved > 0) expect(created).toBe(0);
  });

  it('one customer adding several price types at once never holds more than the stock', async () => {
    const p = await createProduct(t, t.admin.token, { stock: 3, halfPrice: 60, retailPrice: 2 });
    const me = await t.createUser('customer');
    const types = ['price', 'halfPrice', 'retailPrice'] as const;

    const results = await Promise.all(
      Array.from({ length: 9 }, (_, i) => addToCart(t, me.token, p._id, 1, types[i % 3])),
    );

    const cart = await t.request('getCart', { token: me.token });
    const units = cart
      .json()
      .items.reduce((n: number, i: { quantity: number }) => n + i.quantity, 0);
    console.log(
      `[race] ${dbKind}: 9 parallel adds on stock 3: ${statuses(results)}; cart holds ${units}`,
    );
    expect(statuses(results)).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409]);
    expect(units).toBe(3);
  });

  it('checkouts racing an admin deleting the product never oversell or fail with 500', async () => {
    const p = await createProduct(t, t.admin.token, { name: 'Contested Oil', stock: 5 });
    const buyers = await customers(8);
    for (const c of buyers) await addToCart(t, c.token, p._id, 1);

    const [deleted, ...results] = await Promise.all([
      t.request('deleteProduct', { params: { id: p._id }, token: t.admin.token }),
      ...buyers.map((c) => checkout(t, c.token)),
    ]);

    const created = results.filter((r) => r.statusCode === 201).length;
    console.log(
      `[race] ${dbKind}: delete vs 8 checkouts on stock 5: delete ${deleted!.statusCode} ` +
        `(archived ${deleted!.json().archived}), checkouts ${statuses(results)}`,
    );
    expect(deleted!.statusCode).toBe(200);
    for (const r of results) expect([201, 400, 409]).toContain(r.statusCode);
    expect(await unitsHeld(p._id)).toBe(created);
    expect(created).toBeLessThanOrEqual(5);
    // Ordered products are archived, never removed from under their orders.
    expect(deleted!.json().archived).toBe(created > 0);
  });
});
