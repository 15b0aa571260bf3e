import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CART_LINE_QUANTITY_MAX, STOCK_MAX } from '@shop/contract';
import { useTestApp, dbKind } from '../test/helper.ts';
import {
  addToCart,
  cancelOrder,
  checkout,
  createProduct,
  productBody,
  setStatus,
  stockOf,
} from '../test/shop.ts';

/**
 * Bounds no sum can overflow: a cart line holds at most 10,000 units, a product at most
 * 10,000,000. The attack test ordered 1,000,000,000 units twice, restocked, and declined the
 * second order: the returned units overflowed the stock's integer column and the answer was a
 * 500. Now each out-of-bounds value is a 400 naming its field, a line that would grow past its
 * bound is a 409, and a return that would pass the stock's bound is a 409 that changes nothing.
 */

const t = useTestApp();

describe(`stock and quantity bounds on ${dbKind}`, () => {
  it('a stock above 10,000,000 is 400 naming the field, on create and update', async () => {
    expect(STOCK_MAX).toBe(10_000_000);
    for (const stock of [10_000_001, 1_000_000_000, 2_147_483_648]) {
      const created = await t.request('createProduct', {
        token: t.admin.token,
        body: productBody({ stock }),
      });
      expect(created.statusCode, created.body).toBe(400);
      expect(created.json()).toEqual({
        message: 'Stock must be at most 10,000,000',
        field: 'stock',
      });
    }
    const product = await createProduct(t, t.admin.token, { stock: 10_000_000 });
    expect(product.stock).toBe(10_000_000);
    const updated = await t.request('updateProduct', {
      token: t.admin.token,
      params: { id: product._id },
      body: { stock: 10_000_001 },
    });
    expect(updated.statusCode).toBe(400);
    expect(updated.json()).toEqual({ message: 'Stock must be at most 10,000,000', field: 'stock' });
    expect(await stockOf(t, t.admin.token, product._id)).toBe(10_000_000);
  });

  it('a cart quantity above 10,000 is 400 naming the field, on add and update', async () => {
    expect(CART_LINE_QUANTITY_MAX).toBe(10_000);
    const product = await createProduct(t, t.admin.token, { stock: 5_000_000 });
    const customer = await t.createUser('customer');
    for (const quantity of [10_001, 1_000_000_000]) {
      const added = await addToCart(t, customer.token, product._id, quantity);
      expect(added.statusCode, added.body).toBe(400);
      expect(added.json()).toEqual({
        message: 'Quantity must be at most 10,000',
        field: 'quantity',
      });
    }
    expect((await addToCart(t, customer.token, product._id, 10_000)).statusCode).toBe(200);
    const updated = await t.request('updateCart', {
      token: customer.token,
      body: { productId: product._id, priceType: 'price', quantity: 10_001 },
    });
    expect(updated.statusCode).toBe(400);
    expect(updated.json()).toEqual({
      message: 'Quantity must be at most 10,000',
      field: 'quantity',
    });
  });

  it('adds that would grow one line past 10,000 are 409 and change nothing; another tier is another line', async () => {
    const product = await createProduct(t, t.admin.token, { name: 'Bulk Sugar', stock: 100_000 });
    const customer = await t.createUser('customer');
    expect((await addToCart(t, customer.token, product._id, 6_000)).statusCode).toBe(200);
    const more = await addToCart(t, customer.token, product._id, 4_001);
    expect(more.statusCode).toBe(409);
    expect(more.json()).toEqual({
      message:
        'One line of the cart holds at most 10,000; your cart already has 6,000 of Bulk Sugar at this price.',
    });
    const cart = (await t.request('getCart', { token: customer.token })).json();
    expect(cart.items).toMatchObject([{ quantity: 6_000 }]);
    expect((await addToCart(t, customer.token, product._id, 4_000)).statusCode).toBe(200);
    expect((await addToCart(t, customer.token, product._id, 10_000, 'halfPrice')).statusCode).toBe(
      200,
    );
  });

  it('the attack: huge orders, a restock, then a decline answers 409 with a message, never 500', async () => {
    // Two orders of 1,000,000,000 can no longer be placed.
    const product = await createProduct(t, t.admin.token, { name: 'Attack Flour', stock: 10_000 });
    const [first, second] = [await t.createUser('customer'), await t.createUser('customer')];
    expect((await addToCart(t, first.token, product._id, 1_000_000_000)).statusCode).toBe(400);
    // The most the shop allows: all of the stock in one order, then its lot counted up near the
    // most a lot holds (1,000,000,000).
    expect((await addToCart(t, first.token, product._id, 10_000)).statusCode).toBe(200);
    const order = (await checkout(t, first.token)).json().order as { _id: string };
    const countTo = async (quantity: number) => {
      const { lots } = (
        await t.request('listLots', { token: t.admin.token, params: { id: product._id } })
      ).json();
      const res = await t.request('countLot', {
        token: t.admin.token,
        params: { id: lots[0]._id },
        body: { quantity },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await countTo(999_995_000);
    await addToCart(t, second.token, product._id, 1);
    const other = (await checkout(t, second.token)).json().order as { _id: string };

    const declined = await setStatus(t, t.cashier.token, order._id, 'declined');
    expect(declined.statusCode).toBe(409);
    expect(declined.json()).toEqual({
      message:
        'Giving back 10,000 of Attack Flour would raise a lot above 1,000,000,000, the most a lot can hold. Count or write off that lot first.',
    });
    const cancelled = await cancelOrder(t, first.token, order._id);
    expect(cancelled.statusCode).toBe(409);
    expect(await stockOf(t, t.admin.token, product._id)).toBe(999_994_999);
    const mine = (await t.request('getOrders', { token: first.token })).json().orders;
    expect(mine[0].status).toBe('pending');

    // Room for the units: the decline goes through and returns them all.
    await countTo(999_989_999);
    expect((await setStatus(t, t.cashier.token, order._id, 'declined')).statusCode).toBe(200);
    expect((await cancelOrder(t, second.token, other._id)).statusCode).toBe(200);
    expect(await stockOf(t, t.admin.token, product._id)).toBe(1_000_000_000);
  });

  it('an order line holding 1,000,000,000 units declined onto a full lot is 409, not 500', async () => {
    const product = await createProduct(t, t.admin.token, { name: 'Old Order Flour', stock: 5 });
    const customer = await t.createUser('customer');
    await addToCart(t, customer.token, product._id, 1);
    const order = (await checkout(t, customer.token)).json().order as { _id: string };
    // As an attack would leave it: a line holding a billion units of a full lot.
    await t.database.db.execute(sql`
      update order_item_lots set quantity = 1000000000
      where order_item_id in (select id from order_items where order_id = ${order._id})`);
    await t.database.db.execute(
      sql`update lots set quantity = 1000000000 where product_id = ${product._id}`,
    );
    const again = await setStatus(t, t.cashier.token, order._id, 'declined');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('Giving back 1,000,000,000 of Old Order Flour');
    expect(
      (await t.request('listLots', { token: t.admin.token, params: { id: product._id } })).json()
        .lots[0].quantity,
    ).toBe(1_000_000_000);
  });
});
