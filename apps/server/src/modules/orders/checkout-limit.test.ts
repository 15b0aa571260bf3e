import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@shop/contract';
import { orders } from '../../db/schema/index.ts';
import { dbKind, useTestApp } from '../../test/helper.ts';
import { addToCart, checkout, createProduct } from '../../test/shop.ts';

/*
 * Issue 25: every order can make the shop's phone text a number, and one account could place
 * them without end. CHECKOUTS_PER_CUSTOMER_PER_HOUR (default 20) orders a customer may place
 * within 60 minutes, counted from the orders table; the next is 429. A retry of a checkout
 * that went through (same Idempotency-Key) is not a new order and still answers it.
 */

const PER_HOUR = 20;
const t = useTestApp({ CHECKOUTS_PER_CUSTOMER_PER_HOUR: PER_HOUR });

const ordersOf = async (userId: string) =>
  (
    await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.userId, userId))
  )[0]!.count;

describe(`checkouts per customer per hour, on ${dbKind}`, () => {
  it('the 21st checkout within an hour is 429; a replay of an earlier one still answers it; another customer is not held up; an hour later one more may go', async () => {
    const { _id: productId } = await createProduct(t, t.admin.token, { stock: 500 });
    const me = await t.createUser('customer');
    const ids: string[] = [];
    for (let i = 1; i <= PER_HOUR; i++) {
      await addToCart(t, me.token, productId, 1);
      const res = await checkout(t, me.token, {}, { 'idempotency-key': `order-${i}` });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().order._id);
    }

    // A retry of the 20th (its answer lost, say) is answered with it, not refused.
    const replay = await checkout(t, me.token, {}, { 'idempotency-key': `order-${PER_HOUR}` });
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().order._id).toBe(ids.at(-1));

    await addToCart(t, me.token, productId, 1);
    for (const headers of [{ 'idempotency-key': 'order-21' }, {}] as Record<string, string>[]) {
      const refused = await checkout(t, me.token, {}, headers);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: 'Too many orders in an hour. Please try again later.',
      });
      expect(refused.json().message).toBe(SERVER_MESSAGES.tooManyCheckouts);
    }
    expect(await ordersOf(me.id)).toBe(PER_HOUR);
    // Nothing was taken: the cart still holds its line.
    const cart = await t.request('getCart', { token: me.token });
    expect(cart.json().items).toHaveLength(1);

    const other = await t.createUser('customer');
    await addToCart(t, other.token, productId, 1);
    expect((await checkout(t, other.token)).statusCode).toBe(201);

    // The first order placed 61 minutes ago: 19 in the last hour, so one more may go.
    await t.database.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(and(eq(orders.userId, me.id), eq(orders.id, ids[0]!)));
    const next = await checkout(t, me.token, {}, { 'idempotency-key': 'order-21' });
    expect(next.statusCode, next.body).toBe(201);
    await addToCart(t, me.token, productId, 1);
    expect((await checkout(t, me.token)).statusCode).toBe(429);
  });
});
