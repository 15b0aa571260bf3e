import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, addDays, shopToday } from '@shop/contract';
import { useTestApp, dbKind } from '../../test/helper.ts';
import {
  MISSING_ID,
  addToCart,
  checkout,
  createProduct,
  productBody,
  updateProduct,
} from '../../test/shop.ts';

const t = useTestApp();

const today = shopToday();
const list = (token?: string) => t.request('getProducts', { token });
const names = (res: { json: () => any }) =>
  (res.json().products as { name: string }[]).map((p) => p.name);

describe(`products on ${dbKind}`, () => {
  describe('createProduct', () => {
    it('creates a product (201) with prices as numbers and missing tiers as null', async () => {
      const res = await t.request('createProduct', {
        body: productBody({
          name: '  Cake Flour 1kg  ',
          price: 1280.55,
          halfPrice: undefined,
          retailPrice: 12.5,
          expirationDate: `${addDays(today, 200)}T00:00:00.000Z`,
        }),
        token: t.admin.token,
      });
      expect(res.statusCode).toBe(201);
      const { product } = res.json();
      expect(product).toMatchObject({
        name: 'Cake Flour 1kg',
        price: 1280.55,
        halfPrice: null,
        retailPrice: 12.5,
        category: 'flour',
        stock: 50,
        expirationDate: addDays(today, 200),
      });
      expect(product._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(typeof product.createdAt).toBe('string');
    });

    it('accepts an expiration date of today (the form minimum)', async () => {
      const res = await t.request('createProduct', {
        body: productBody({ expirationDate: today }),
        token: t.admin.token,
      });
      expect(res.statusCode).toBe(201);
    });

    it.each([
      [{ name: '' }, 'name', 'Name is required'],
      [{ name: undefined }, 'name', 'Name is required'],
      [{ description: '   ' }, 'description', 'Description is required'],
      [{ images: 'javascript:alert(1)' }, 'images', undefined],
      [{ price: '12.50' }, 'price', 'Price must be a number'],
      [{ price: 0 }, 'price', 'Price must be greater than 0'],
      [{ price: 1.234 }, 'price', 'Price can have at most two decimals'],
      [{ price: 1e11 }, 'price', 'Price is too large'],
      [{ halfPrice: -1 }, 'halfPrice', 'Half price must be greater than 0'],
      [{ stock: -1 }, 'stock', 'Stock cannot be negative'],
      [{ stock: 1.5 }, 'stock', 'Stock must be a whole number'],
      [{ stock: '3' }, 'stock', 'Stock must be a number'],
      [{ category: 'bread' }, 'category', 'Unknown category'],
      [{ expirationDate: '2020-01-01' }, 'expirationDate', 'Expiration date cannot be in the past'],
      [{ expirationDate: '2031-02-30' }, 'expirationDate', undefined],
    ])('refuses %j with 400 naming the field', async (patch, field, message) => {
      const res = await t.request('createProduct', {
        body: { ...productBody(), ...patch },
        token: t.admin.token,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(field);
      if (message) expect(res.json().message).toBe(message);
    });

    it('refuses unknown fields such as an id or archivedAt', async () => {
      const res = await t.request('createProduct', {
        body: { ...productBody(), archivedAt: null },
        token: t.admin.token,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/archivedAt/);
    });
  });

  describe('getProducts', () => {
    // A database of its own, so the listing holds exactly these products.
    const t2 = useTestApp();
    let staff: string;
    beforeAll(async () => {
      staff = t2.admin.token;
      await createProduct(t2, staff, {
        name: 'Late Sugar',
        category: 'sugar',
        expirationDate: addDays(today, 400),
      });
      await createProduct(t2, staff, { name: 'B Flour', expirationDate: addDays(today, 93) });
      await createProduct(t2, staff, { name: 'A Flour', expirationDate: addDays(today, 93) });
      await createProduct(t2, staff, { name: 'Near Expiry', expirationDate: addDays(today, 92) });
      await createProduct(t2, staff, { name: 'Today', expirationDate: today });
      const expired = await createProduct(t2, staff, { name: 'Expired Lard', category: 'lard' });
      await updateProduct(t2, staff, expired._id, { expirationDate: addDays(today, -3) });
      const gone = await createProduct(t2, staff, { name: 'Deleted One' });
      await t2.request('deleteProduct', { params: { id: gone._id }, token: staff });
    });

    it('shows visitors and customers only products expiring more than 92 days away, soonest first then by name', async () => {
      for (const token of [undefined, t2.customer.token, 'not-a-valid-token']) {
        const res = await t2.request('getProducts', { token });
        expect(res.statusCode).toBe(200);
        expect(names(res)).toEqual(['A Flour', 'B Flour', 'Late Sugar']);
      }
    });

    it('shows cashiers and admins every product that is not deleted, expired ones too', async () => {
      for (const token of [staff, t2.cashier.token]) {
        const res = await t2.request('getProducts', { token });
        expect(names(res)).toEqual([
          'Expired Lard',
          'Today',
          'Near Expiry',
          'A Flour',
          'B Flour',
          'Late Sugar',
        ]);
      }
    });

    it('filters by category and refuses an unknown one (400)', async () => {
      const flour = await t2.request('getProducts', { query: { category: 'flour' } });
      expect(names(flour)).toEqual(['A Flour', 'B Flour']);
      const lard = await t2.request('getProducts', { query: { category: 'lard' }, token: staff });
      expect(names(lard)).toEqual(['Expired Lard']);
      const bad = await t2.request('getProducts', { query: { category: 'bread' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: 'Unknown category', field: 'category' });
    });
  });

  describe('updateProduct', () => {
    it('changes only the fields sent', async () => {
      const p = await createProduct(t, t.admin.token, { name: 'Rye Flour', stock: 7 });
      const res = await t.request('updateProduct', {
        params: { id: p._id },
        body: { price: 99.95, stock: 3 },
        token: t.admin.token,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().product).toMatchObject({
        _id: p._id,
        name: 'Rye Flour',
        price: 99.95,
        halfPrice: 650,
        stock: 3,
      });
    });

    it('accepts the whole form again, including a past expiration date', async () => {
      const p = await createProduct(t, t.admin.token);
      const res = await t.request('updateProduct', {
        params: { id: p._id },
        body: { ...productBody({ name: 'Renamed' }), expirationDate: addDays(today, -1) },
        token: t.admin.token,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().product.name).toBe('Renamed');
    });

    it('removes a price tier with null, and the cart lines of that tier with it', async () => {
      const p = await createProduct(t, t.admin.token, { name: 'Tiered', halfPrice: 600 });
      const shopper = await t.createUser('customer');
      await addToCart(t, shopper.token, p._id, 1, 'halfPrice');
      await addToCart(t, shopper.token, p._id, 1, 'price');
      const res = await t.request('updateProduct', {
        params: { id: p._id },
        body: { halfPrice: null },
        token: t.admin.token,
      });
      expect(res.json().product.halfPrice).toBeNull();
      const cart = await t.request('getCart', { token: shopper.token });
      expect(cart.json().items.map((i: { priceType: string }) => i.priceType)).toEqual(['price']);
    });

    it.each([
      [{}, 'Nothing to update'],
      [{ price: '10' }, 'Price must be a number'],
      [{ stock: -5 }, 'Stock cannot be negative'],
      [{ category: 'cake' }, 'Unknown category'],
      [{ name: ' ' }, 'Name is required'],
      [{ expirationDate: 'soon' }, 'Expiration date must be a valid date (YYYY-MM-DD)'],
      [{ price: null }, 'Price must be a number'],
    ])('refuses %j with 400', async (payload, message) => {
      const p = await createProduct(t, t.admin.token);
      const res = await t.request('updateProduct', {
        params: { id: p._id },
        body: payload,
        token: t.admin.token,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it('answers 404 for an unknown or deleted product and 400 for a malformed id', async () => {
      const unknown = await t.request('updateProduct', {
        params: { id: MISSING_ID },
        body: { stock: 1 },
        token: t.admin.token,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: SERVER_MESSAGES.productNotFound });
      const malformed = await t.request('updateProduct', {
        params: { id: '42' },
        body: { stock: 1 },
        token: t.admin.token,
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().field).toBe('id');
    });
  });

  describe('deleteProduct', () => {
    it('removes a product never ordered, from the listing and from carts', async () => {
      const p = await createProduct(t, t.admin.token, { name: 'Never Ordered' });
      const shopper = await t.createUser('customer');
      await addToCart(t, shopper.token, p._id);
      const res = await t.request('deleteProduct', { params: { id: p._id }, token: t.admin.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: SERVER_MESSAGES.productDeleted, archived: false });
      expect(names(await list(t.admin.token))).not.toContain('Never Ordered');
      const cart = await t.request('getCart', { token: shopper.token });
      expect(cart.json()).toEqual({ items: [], totalAmount: 0 });
      const again = await t.request('deleteProduct', {
        params: { id: p._id },
        token: t.admin.token,
      });
      expect(again.statusCode).toBe(404);
    });

    it('archives a product that appears in an order: hidden everywhere, history kept', async () => {
      const p = await createProduct(t, t.admin.token, { name: 'Ordered Once', stock: 5 });
      const buyer = await t.createUser('customer');
      const other = await t.createUser('customer');
      await addToCart(t, buyer.token, p._id, 2);
      expect((await checkout(t, buyer.token)).statusCode).toBe(201);
      await addToCart(t, other.token, p._id, 1);

      const res = await t.request('deleteProduct', { params: { id: p._id }, token: t.admin.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: SERVER_MESSAGES.productArchived, archived: true });

      expect(names(await list(t.admin.token))).not.toContain('Ordered Once');
      expect(names(await list(t.cashier.token))).not.toContain('Ordered Once');
      const cart = await t.request('getCart', { token: other.token });
      expect(cart.json().items).toEqual([]);
      const history = await t.request('getOrders', { token: buyer.token });
      expect(history.json().orders[0].items[0]).toMatchObject({
        name: 'Ordered Once',
        quantity: 2,
      });
      expect((await addToCart(t, other.token, p._id)).statusCode).toBe(404);
      const update = await t.request('updateProduct', {
        params: { id: p._id },
        body: { stock: 9 },
        token: t.admin.token,
      });
      expect(update.statusCode).toBe(404);
      const again = await t.request('deleteProduct', {
        params: { id: p._id },
        token: t.admin.token,
      });
      expect(again.statusCode).toBe(404);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const unknown = await t.request('deleteProduct', {
        params: { id: MISSING_ID },
        token: t.admin.token,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: SERVER_MESSAGES.productNotFound });
      const malformed = await t.request('deleteProduct', {
        params: { id: 'abc' },
        token: t.admin.token,
      });
      expect(malformed.statusCode).toBe(400);
    });
  });

  it.each([
    ['createProduct', { body: productBody() }],
    ['updateProduct', { params: { id: MISSING_ID }, body: productBody() }],
    ['deleteProduct', { params: { id: MISSING_ID } }],
  ] as const)('%s: visitor 401, customer and cashier 403', async (name, input) => {
    const visitor = await t.request(name, input);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: SERVER_MESSAGES.unauthorized });
    for (const user of [t.customer, t.cashier]) {
      const res = await t.request(name, { ...input, token: user.token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: SERVER_MESSAGES.forbidden });
    }
  });

  it('a customer cannot create a product even with a body the admin could send', async () => {
    const before = names(await list(t.admin.token)).length;
    await t.request('createProduct', {
      body: productBody({ name: 'Sneaky' }),
      token: t.customer.token,
    });
    expect(names(await list(t.admin.token))).toHaveLength(before);
  });
});
