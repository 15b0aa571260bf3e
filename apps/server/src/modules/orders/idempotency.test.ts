import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, addDays, shopToday } from '@shop/contract';
import { orders } from '../../db/schema/index.ts';
import { useTestApp, dbKind, type TestResponse } from '../../test/helper.ts';
import {
  addToCart,
  checkout,
  checkoutBody,
  createProduct,
  setStatus,
  spoken,
} from '../../test/shop.ts';

/**
 * docs/decisions/0064: a checkout's Idempotency-Key names one request. A retry with the key and
 * the same details answers the first order (Idempotent-Replayed: true); the key with other
 * details, or with a cart that holds other lines than the first attempt's, is refused with 422
 * and changes nothing: the client must never believe a new order went through when it did not.
 */

const t = useTestApp();

const withKey = (key: string) => ({ 'idempotency-key': key });
const ordersOf = async (token: string) =>
  (await t.request('getOrders', { token })).json().orders as { _id: string }[];
const cartOf = async (token: string) =>
  (await t.request('getCart', { token })).json().items as { quantity: number }[];
const stock = async (id: string) =>
  (
    await t.database.db
      .select({ stock: sql<number>`stock` })
      .from(sql`products`)
      .where(sql`id = ${id}`)
  )[0]!.stock;

function expectRefused(res: TestResponse) {
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json()).toEqual({ message: SERVER_MESSAGES.idempotencyKeyReused });
  expect(res.headers['idempotent-replayed']).toBeUndefined();
}

/** A customer with a first keyed order of 2 units of a fresh product (stock 50). */
async function firstOrder(key: string, details: Record<string, unknown> = {}) {
  const product = await createProduct(t, t.admin.token, { name: 'Keyed Flour', stock: 50 });
  const customer = await t.createUser('customer');
  await addToCart(t, customer.token, product._id, 2);
  const first = await checkout(t, customer.token, details, withKey(key));
  expect(first.statusCode, first.body).toBe(201);
  return { product, customer, order: first.json().order as { _id: string } };
}

describe(`Idempotency-Key with a fingerprint on ${dbKind}`, () => {
  it('the same key with other details (another name, another date) is 422, never the old order', async () => {
    const { product, customer, order } = await firstOrder('fp-details');
    expectRefused(await checkout(t, customer.token, { name: 'Jose Rizal' }, withKey('fp-details')));
    expectRefused(
      await checkout(
        t,
        customer.token,
        { pickupDate: addDays(shopToday(), 3) },
        withKey('fp-details'),
      ),
    );
    expectRefused(
      await checkout(t, customer.token, { paymentMethod: 'gcash' }, withKey('fp-details')),
    );
    expect((await ordersOf(customer.token)).map((o) => o._id)).toEqual([order._id]);
    expect(await stock(product._id)).toBe(48);
  });

  it('the same key and details with a cart of other lines is 422; the cart stays for a new key', async () => {
    const { product, customer, order } = await firstOrder('fp-cart');
    // The answer was lost; meanwhile the customer put something else in the cart.
    await addToCart(t, customer.token, product._id, 5);
    const reused = await checkout(t, customer.token, {}, withKey('fp-cart'));
    expectRefused(reused);
    expect(await cartOf(customer.token)).toMatchObject([{ quantity: 5 }]);
    expect(await stock(product._id)).toBe(48);
    expect(await ordersOf(customer.token)).toHaveLength(1);

    const fresh = await checkout(t, customer.token, {}, withKey('fp-cart-2'));
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().order._id).not.toBe(order._id);
    expect(fresh.json().order.items[0].quantity).toBe(5);
    expect(await stock(product._id)).toBe(43);
  });

  it('the same key and details answer the first order: with the cart it emptied, or holding the same lines again', async () => {
    const { product, customer, order } = await firstOrder('fp-same');
    const retry = await checkout(t, customer.token, {}, withKey('fp-same'));
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().order._id).toBe(order._id);

    // The same lines again, and the same details written another way (a default spelled out,
    // the fields in another order): still the same request.
    await addToCart(t, customer.token, product._id, 2);
    const { name, ...rest } = checkoutBody();
    const respelled = await t.request('checkout', {
      token: customer.token,
      headers: withKey('fp-same'),
      body: { smsUpdates: true, paymentMethod: 'cash', ...rest, name },
    });
    expect(respelled.statusCode, respelled.body).toBe(201);
    expect(respelled.headers['idempotent-replayed']).toBe('true');
    expect(respelled.json().order._id).toBe(order._id);
    // Nothing was taken twice, and the lines wait in the cart.
    expect(await stock(product._id)).toBe(48);
    expect(await cartOf(customer.token)).toMatchObject([{ quantity: 2 }]);
  });

  it('keeps "<details>:<lines>" with a keyed order only, and drops it with the customer info', async () => {
    const { customer, order } = await firstOrder('fp-stored');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.idempotencyFingerprint).toMatch(/^[0-9a-f]{64}:[0-9a-f]{64}$/);

    const product = await createProduct(t, t.admin.token, { name: 'Unkeyed Flour' });
    await addToCart(t, customer.token, product._id, 1);
    const unkeyed = (await checkout(t, customer.token)).json().order._id as string;
    const [plain] = await t.database.db.select().from(orders).where(eq(orders.id, unkeyed));
    expect(plain!.idempotencyFingerprint).toBeNull();

    // Cleared, the order keeps no trace of the details, and its key answers nothing again.
    expect((await setStatus(t, t.admin.token, order._id, 'declined')).statusCode).toBe(200);
    const cleared = await t.request('clearCustomerInfo', {
      token: t.admin.token,
      params: { id: order._id },
    });
    expect(cleared.statusCode).toBe(200);
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(after!.idempotencyFingerprint).toBeNull();
    expectRefused(await checkout(t, customer.token, {}, withKey('fp-stored')));
  });

  it('an order from before fingerprints were kept answers its key as before', async () => {
    const { customer, order } = await firstOrder('fp-legacy');
    await t.database.db
      .update(orders)
      .set({ idempotencyFingerprint: null })
      .where(eq(orders.id, order._id));
    const retry = await checkout(t, customer.token, { name: 'Other Name' }, withKey('fp-legacy'));
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().order._id).toBe(order._id);
  });

  it('a retry on a date closed since answers the order; other details on it are still 422', async () => {
    const date = addDays(shopToday(), 5);
    const { customer, order } = await firstOrder('fp-closed', { pickupDate: date });
    const closed = await t.request('updateShopSettings', {
      token: t.admin.token,
      body: { closedDates: [date] },
    });
    expect(closed.statusCode).toBe(200);
    try {
      const retry = await checkout(t, customer.token, { pickupDate: date }, withKey('fp-closed'));
      expect(retry.statusCode).toBe(201);
      expect(retry.json().order._id).toBe(order._id);
      expectRefused(
        await checkout(t, customer.token, { pickupDate: date, name: 'X Y' }, withKey('fp-closed')),
      );
      // Without an order under the key, the closed date is refused as ever.
      const product = await createProduct(t, t.admin.token, { name: 'Closed Day Flour' });
      await addToCart(t, customer.token, product._id, 1);
      const fresh = await checkout(t, customer.token, { pickupDate: date }, withKey('fp-new'));
      expect(fresh.statusCode).toBe(409);
      expect(fresh.json().message).toBe(
        `We are closed on ${spoken(date)}. Please choose another date.`,
      );
    } finally {
      await t.request('updateShopSettings', { token: t.admin.token, body: { closedDates: [] } });
    }
  });

  it('10 attempts at once with one key and five different details: one order, its own details replay, the others 422', async () => {
    const product = await createProduct(t, t.admin.token, { name: 'Raced Key Flour', stock: 50 });
    const customer = await t.createUser('customer');
    await addToCart(t, customer.token, product._id, 3);
    const names = ['Ana Cruz', 'Ben Cruz', 'Cora Cruz', 'Dan Cruz', 'Eva Cruz'];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        checkout(t, customer.token, { name: names[i % 5] }, withKey('fp-race')),
      ),
    );
    const made = await ordersOf(customer.token);
    expect(made).toHaveLength(1);
    const winner = (made[0] as unknown as { customerInfo: { name: string } }).customerInfo.name;
    answers.forEach((res, i) => {
      if (names[i % 5] === winner) {
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json().order._id).toBe(made[0]!._id);
      } else {
        expectRefused(res);
      }
    });
    expect(await stock(product._id)).toBe(47);
    console.log(
      `[idempotency] ${dbKind}: 10 attempts, one key, 5 details: ${answers.map((r) => r.statusCode).join(' ')}`,
    );
  });
});
