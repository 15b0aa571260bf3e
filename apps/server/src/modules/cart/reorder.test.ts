import { describe, expect, it } from 'vitest';
import { CART_LINE_QUANTITY_MAX, type ReorderResponse } from '@shop/contract';
import { useTestApp, dbKind, type TestUser } from '../../test/helper.ts';
import { addToCart, checkout, createProduct, updateProduct } from '../../test/shop.ts';

/*
 * Order again (issue 29, api.reorder): the customer's own order back in the cart at today's
 * prices, each line as far as the cart allows, with what changed said line by line.
 */
const t = useTestApp();

/** A customer's order of these lines (product id, tier, quantity); their cart is empty after. */
async function orderOf(customer: TestUser, lines: [string, 'price' | 'retailPrice', number][]) {
  for (const [productId, priceType, quantity] of lines) {
    const res = await addToCart(t, customer.token, productId, quantity, priceType);
    expect(res.statusCode, res.body).toBe(200);
  }
  const res = await checkout(t, customer.token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as { _id: string; orderNumber: number };
}

const reorder = (token: string, id: string) => t.request('reorder', { token, params: { id } });

describe(`order again on ${dbKind}`, () => {
  it("puts the order's lines in the cart at today's prices, adding to what is there", async () => {
    const flour = await createProduct(t, t.admin.token, { name: 'Again Flour', price: 1000 });
    const sugar = await createProduct(t, t.admin.token, {
      name: 'Again Sugar',
      category: 'sugar',
      price: 900,
      retailPrice: 60,
    });
    const me = await t.createUser('customer');
    const order = await orderOf(me, [
      [flour._id, 'price', 2],
      [sugar._id, 'retailPrice', 5],
    ]);
    expect((await addToCart(t, me.token, flour._id, 1)).statusCode).toBe(200);

    const res = await reorder(me.token, order._id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ReorderResponse;
    expect(body.message).toBe(`Order #${order.orderNumber} is in your cart at today's prices.`);
    expect(body.changes).toEqual([]);
    expect(body.cart.items.map((i) => [i.product.name, i.priceType, i.quantity, i.price])).toEqual([
      ['Again Flour', 'price', 3, 1000],
      ['Again Sugar', 'retailPrice', 5, 60],
    ]);
    expect(body.cart.totalAmount).toBe(3300);
    // The cart as read afterwards is the same.
    expect((await t.request('getCart', { token: me.token })).json()).toEqual(body.cart);
  });

  it('says what changed: a price up and down, fewer in stock, a product gone', async () => {
    const up = await createProduct(t, t.admin.token, { name: 'Dearer Flour', price: 1000 });
    const down = await createProduct(t, t.admin.token, { name: 'Cheaper Oil', price: 500 });
    const scarce = await createProduct(t, t.admin.token, {
      name: 'Scarce Lard',
      price: 400,
      stock: 6,
    });
    const gone = await createProduct(t, t.admin.token, { name: 'Gone Yeast', price: 300 });
    const me = await t.createUser('customer');
    const order = await orderOf(me, [
      [up._id, 'price', 1],
      [down._id, 'price', 2],
      [scarce._id, 'price', 4],
      [gone._id, 'price', 1],
    ]);
    await updateProduct(t, t.admin.token, up._id, { price: 1100.5 });
    await updateProduct(t, t.admin.token, down._id, { price: 450 });
    // Another customer takes 1 of the 2 lard left.
    const other = await t.createUser('customer');
    await orderOf(other, [
      [scarce._id, 'price', 1],
      [up._id, 'price', 1],
    ]);
    expect(
      (await t.request('deleteProduct', { token: t.admin.token, params: { id: gone._id } }))
        .statusCode,
    ).toBe(200);

    const res = await reorder(me.token, order._id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ReorderResponse;
    expect(body.message).toBe(`Order #${order.orderNumber} is in your cart at today's prices.`);
    const of = (name: string) => body.changes.filter((c) => c.name === name);
    expect(of('Dearer Flour')).toEqual([
      expect.objectContaining({ kind: 'price-up', ordered: 1, added: 1, was: 1000, now: 1100.5 }),
    ]);
    expect(of('Cheaper Oil')).toEqual([
      expect.objectContaining({ kind: 'price-down', ordered: 2, added: 2, was: 500, now: 450 }),
    ]);
    expect(of('Scarce Lard')).toEqual([
      expect.objectContaining({ kind: 'less', ordered: 4, added: 1, was: 400, now: 400 }),
    ]);
    expect(of('Gone Yeast')).toEqual([
      expect.objectContaining({ kind: 'gone', ordered: 1, added: 0, was: 300, now: null }),
    ]);
    // Lines added in one call share their time in the cart: compared by name.
    const lines = body.cart.items.map((i) => [i.product.name, i.quantity, i.price]);
    expect(lines.sort((a, b) => String(a[0]).localeCompare(String(b[0])))).toEqual([
      ['Cheaper Oil', 2, 450],
      ['Dearer Flour', 1, 1100.5],
      ['Scarce Lard', 1, 400],
    ]);
  });

  it('adds nothing past the stock the cart already holds or a line past its maximum', async () => {
    const flour = await createProduct(t, t.admin.token, { name: 'Full Flour', price: 1000 });
    const me = await t.createUser('customer');
    const order = await orderOf(me, [[flour._id, 'price', 3]]);
    await updateProduct(t, t.admin.token, flour._id, { stock: 5 });
    expect((await addToCart(t, me.token, flour._id, 5)).statusCode).toBe(200);
    const res = await reorder(me.token, order._id);
    expect(res.statusCode).toBe(200);
    const body = res.json() as ReorderResponse;
    expect(body.message).toBe(`Nothing from Order #${order.orderNumber} can be ordered now.`);
    expect(body.changes).toEqual([expect.objectContaining({ kind: 'gone', added: 0 })]);
    expect(body.cart.items.map((i) => i.quantity)).toEqual([5]);
    expect(CART_LINE_QUANTITY_MAX).toBeGreaterThan(5);
  });

  it("another customer's order is 404 and leaves the cart as it was; an unknown id too", async () => {
    const flour = await createProduct(t, t.admin.token, { name: 'Private Flour', price: 1000 });
    const owner = await t.createUser('customer');
    const order = await orderOf(owner, [[flour._id, 'price', 2]]);
    const stranger = await t.createUser('customer');
    expect((await addToCart(t, stranger.token, flour._id, 1)).statusCode).toBe(200);
    const before = (await t.request('getCart', { token: stranger.token })).json();
    for (const id of [order._id, '00000000-0000-4000-8000-000000000000']) {
      const res = await reorder(stranger.token, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Order not found.' });
    }
    expect((await t.request('getCart', { token: stranger.token })).json()).toEqual(before);
  });
});
