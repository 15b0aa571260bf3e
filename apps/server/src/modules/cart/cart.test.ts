import { describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES, addDays, shopToday } from '@shop/contract';
import { useTestApp, dbKind } from '../../test/helper.ts';
import { MISSING_ID, addToCart, createProduct, updateProduct } from '../../test/shop.ts';

const t = useTestApp();

const getCart = (token?: string) => t.request('getCart', { token });
const remove = (token: string | undefined, payload: object) =>
  t.request('removeFromCart', { body: payload, token });

describe(`cart on ${dbKind}`, () => {
  describe('addToCart', () => {
    it('adds a line and answers the whole cart at current prices with an exact total', async () => {
      const flour = await createProduct(t, t.admin.token, {
        name: 'Bread Flour 25kg',
        price: 1280.55,
      });
      const sugar = await createProduct(t, t.admin.token, {
        name: 'Powdered Sugar 1kg',
        category: 'sugar',
        price: 110,
        retailPrice: 12.5,
      });
      const me = await t.createUser('customer');
      const first = await addToCart(t, me.token, flour._id, 2, 'price');
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        cart: {
          items: [
            {
              product: {
                _id: flour._id,
                name: 'Bread Flour 25kg',
                images: '/images/categories/flour.svg',
                stock: 50,
              },
              price: 1280.55,
              priceType: 'price',
              unit: null,
              quantity: 2,
            },
          ],
          totalAmount: 2561.1,
        },
      });
      const second = await addToCart(t, me.token, sugar._id, 3, 'retailPrice');
      expect(second.json().cart.totalAmount).toBe(2598.6);
    });

    it('adds up the same product and price type; another price type is another line', async () => {
      const p = await createProduct(t, t.admin.token, { price: 100, halfPrice: 51.25 });
      const me = await t.createUser('customer');
      await addToCart(t, me.token, p._id, 1, 'price');
      await addToCart(t, me.token, p._id, 1, 'price');
      const res = await addToCart(t, me.token, p._id, 1, 'halfPrice');
      const { items, totalAmount } = res.json().cart;
      expect(items.map((i: any) => [i.priceType, i.quantity, i.price])).toEqual([
        ['price', 2, 100],
        ['halfPrice', 1, 51.25],
      ]);
      expect(totalAmount).toBe(251.25);
    });

    it('refuses a price type the product does not have (400, the spec text)', async () => {
      const p = await createProduct(t, t.admin.token, {
        halfPrice: undefined,
        retailPrice: undefined,
      });
      const me = await t.createUser('customer');
      for (const priceType of ['halfPrice', 'retailPrice'] as const) {
        const res = await addToCart(t, me.token, p._id, 1, priceType);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: MESSAGES.addToCartFailedText, field: 'priceType' });
      }
      expect((await getCart(me.token)).json().items).toEqual([]);
    });

    it('never lets the cart hold more of a product than its stock, over all price types', async () => {
      const p = await createProduct(t, t.admin.token, { name: 'Scarce Lard', stock: 3 });
      const me = await t.createUser('customer');
      expect((await addToCart(t, me.token, p._id, 2, 'price')).statusCode).toBe(200);
      const over = await addToCart(t, me.token, p._id, 2, 'halfPrice');
      expect(over.statusCode).toBe(409);
      expect(over.json()).toEqual({
        message: 'Only 3 of Scarce Lard in stock, and your cart already has 2.',
      });
      expect((await addToCart(t, me.token, p._id, 1, 'halfPrice')).statusCode).toBe(200);
      expect((await addToCart(t, me.token, p._id, 1, 'price')).statusCode).toBe(409);
      const fresh = await t.createUser('customer');
      const tooMany = await addToCart(t, fresh.token, p._id, 4);
      expect(tooMany.json()).toEqual({ message: 'Only 3 of Scarce Lard in stock.' });
    });

    it('refuses a product with stock 0 (409)', async () => {
      const p = await createProduct(t, t.admin.token, { name: 'Sold Out Oil', stock: 0 });
      const me = await t.createUser('customer');
      const res = await addToCart(t, me.token, p._id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'Sold Out Oil is out of stock.' });
    });

    it('refuses hidden (near expiry or expired), deleted and unknown products (404)', async () => {
      const near = await createProduct(t, t.admin.token, {
        name: 'Near Expiry Starch',
        expirationDate: addDays(shopToday(), 92),
      });
      const expired = await createProduct(t, t.admin.token, { name: 'Old Margarine' });
      await updateProduct(t, t.admin.token, expired._id, {
        expirationDate: addDays(shopToday(), -1),
      });
      const deleted = await createProduct(t, t.admin.token);
      await t.request('deleteProduct', { params: { id: deleted._id }, token: t.admin.token });
      const me = await t.createUser('customer');
      const nearRes = await addToCart(t, me.token, near._id);
      expect(nearRes.statusCode).toBe(404);
      expect(nearRes.json()).toEqual({ message: 'Near Expiry Starch is no longer available.' });
      expect((await addToCart(t, me.token, expired._id)).json()).toEqual({
        message: 'Old Margarine is no longer available.',
      });
      for (const id of [deleted._id, MISSING_ID]) {
        const res = await addToCart(t, me.token, id);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: SERVER_MESSAGES.productNotFound });
      }
      expect((await getCart(me.token)).json().items).toEqual([]);
    });

    it.each([
      [{ quantity: '1' }, 'quantity', 'Quantity must be a number'],
      [{ quantity: 0 }, 'quantity', 'Quantity must be at least 1'],
      [{ quantity: -2 }, 'quantity', 'Quantity must be at least 1'],
      [{ quantity: 1.5 }, 'quantity', 'Quantity must be a whole number'],
      [{ quantity: undefined }, 'quantity', 'Quantity must be a number'],
      [{ priceType: 'wholesale' }, 'priceType', 'Unknown price type'],
      [{ priceType: undefined }, 'priceType', 'Unknown price type'],
      [{ productId: 'abc' }, 'productId', 'Invalid id'],
    ])('refuses %j with 400 naming the field', async (patch, field, message) => {
      const p = await createProduct(t, t.admin.token);
      const me = await t.createUser('customer');
      const res = await t.request('addToCart', {
        body: { productId: p._id, quantity: 1, priceType: 'price', ...patch },
        token: me.token,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, field });
    });

    it('refuses a client-sent price or owner (strict body) and never uses them', async () => {
      const p = await createProduct(t, t.admin.token, { price: 500 });
      const me = await t.createUser('customer');
      const other = await t.createUser('customer');
      for (const extra of [{ price: 0.01 }, { totalAmount: 1 }, { userId: other.id }]) {
        const res = await t.request('addToCart', {
          body: { productId: p._id, quantity: 1, priceType: 'price', ...extra },
          token: me.token,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(Object.keys(extra)[0]!);
      }
      expect((await getCart(me.token)).json().items).toEqual([]);
      expect((await getCart(other.token)).json().items).toEqual([]);
    });
  });

  describe('getCart', () => {
    it('starts empty and always shows current prices', async () => {
      const me = await t.createUser('customer');
      expect((await getCart(me.token)).json()).toEqual({ items: [], totalAmount: 0 });
      const p = await createProduct(t, t.admin.token, { price: 100, retailPrice: 10.1 });
      await addToCart(t, me.token, p._id, 3, 'retailPrice');
      expect((await getCart(me.token)).json().totalAmount).toBe(30.3);
      await updateProduct(t, t.admin.token, p._id, { retailPrice: 10.05, stock: 7 });
      const after = (await getCart(me.token)).json();
      expect(after.items[0]).toMatchObject({ price: 10.05, quantity: 3, product: { stock: 7 } });
      expect(after.totalAmount).toBe(30.15);
    });
  });

  describe('removeFromCart', () => {
    it('removes one price type, or every line of the product without a price type', async () => {
      const a = await createProduct(t, t.admin.token, { name: 'A', price: 10, halfPrice: 6 });
      const b = await createProduct(t, t.admin.token, { name: 'B', price: 20 });
      const me = await t.createUser('customer');
      await addToCart(t, me.token, a._id, 1, 'price');
      await addToCart(t, me.token, a._id, 1, 'halfPrice');
      await addToCart(t, me.token, b._id, 2, 'price');

      const one = await remove(me.token, { productId: a._id, priceType: 'halfPrice' });
      expect(one.statusCode).toBe(200);
      expect(one.json().cart.items.map((i: any) => [i.product.name, i.priceType])).toEqual([
        ['A', 'price'],
        ['B', 'price'],
      ]);
      expect(one.json().cart.totalAmount).toBe(50);

      await addToCart(t, me.token, a._id, 1, 'halfPrice');
      const all = await remove(me.token, { productId: a._id });
      expect(all.json().cart).toEqual({
        items: [expect.objectContaining({ priceType: 'price', quantity: 2 })],
        totalAmount: 40,
      });
    });

    it('answers 404 when the product (or that price type) is not in the cart', async () => {
      const p = await createProduct(t, t.admin.token);
      const me = await t.createUser('customer');
      const missing = await remove(me.token, { productId: p._id });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: SERVER_MESSAGES.cartItemNotFound });
      await addToCart(t, me.token, p._id, 1, 'price');
      const otherType = await remove(me.token, { productId: p._id, priceType: 'retailPrice' });
      expect(otherType.statusCode).toBe(404);
    });

    it.each([
      [{}, 'productId'],
      [{ productId: 'x' }, 'productId'],
      [{ productId: MISSING_ID, priceType: 'cheap' }, 'priceType'],
      [{ productId: MISSING_ID, quantity: 1 }, undefined],
    ])('refuses %j with 400', async (payload, field) => {
      const me = await t.createUser('customer');
      const res = await remove(me.token, payload);
      expect(res.statusCode).toBe(400);
      if (field) expect(res.json().field).toBe(field);
    });
  });

  it("a customer never reads or changes another customer's cart", async () => {
    const p = await createProduct(t, t.admin.token, { price: 75 });
    const alice = await t.createUser('customer');
    const bob = await t.createUser('customer');
    await addToCart(t, alice.token, p._id, 2);
    expect((await getCart(bob.token)).json()).toEqual({ items: [], totalAmount: 0 });
    const steal = await remove(bob.token, { productId: p._id });
    expect(steal.statusCode).toBe(404);
    expect((await getCart(alice.token)).json().totalAmount).toBe(150);
    await addToCart(t, bob.token, p._id, 1);
    expect((await getCart(alice.token)).json().items[0].quantity).toBe(2);
  });

  it.each([
    ['addToCart', { body: { productId: MISSING_ID, quantity: 1, priceType: 'price' } }],
    ['getCart', {}],
    ['removeFromCart', { body: { productId: MISSING_ID } }],
  ] as const)('%s: visitor 401, cashier and admin 403', async (name, input) => {
    const visitor = await t.request(name, input);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: SERVER_MESSAGES.unauthorized });
    for (const role of ['cashier', 'admin'] as const) {
      const user = await t.createUser(role);
      const res = await t.request(name, { ...input, token: user.token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: SERVER_MESSAGES.forbidden });
    }
  });
});
