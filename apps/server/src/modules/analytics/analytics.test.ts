import { describe, expect, it } from 'vitest';
import { CATEGORIES, SERVER_MESSAGES, api } from '@shop/contract';
import { useTestApp, dbKind } from '../../test/helper.ts';
import { addToCart, checkout, createProduct, setStatus, updateProduct } from '../../test/shop.ts';

const t = useTestApp();

const sales = (token?: string) => t.request('getCategorySales', { token });

/** One customer's checkout of the given lines; returns the order id. */
async function order(
  lines: [id: string, quantity: number, priceType?: 'price' | 'halfPrice' | 'retailPrice'][],
  status?: 'approved' | 'declined',
) {
  const customer = await t.createUser('customer');
  for (const [id, quantity, priceType] of lines) {
    expect((await addToCart(t, customer.token, id, quantity, priceType)).statusCode).toBe(200);
  }
  const res = await checkout(t, customer.token);
  expect(res.statusCode).toBe(201);
  const orderId = res.json().order._id as string;
  if (status) await setStatus(t, t.admin.token, orderId, status);
  return orderId;
}

describe(`analytics on ${dbKind}`, () => {
  it('lists every category and an empty top list before any sale', async () => {
    const res = await sales(t.admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: CATEGORIES.map((category) => ({ category, items: [] })),
      topProducts: [],
    });
  });

  it('counts approved orders only, from the line snapshots, with exact revenue', async () => {
    const a = await createProduct(t, t.admin.token, {
      name: 'A Flour',
      price: 1280.55,
      stock: 100,
    });
    const b = await createProduct(t, t.admin.token, {
      name: 'B Flour',
      price: 100,
      halfPrice: 55.55,
      stock: 100,
    });
    const c = await createProduct(t, t.admin.token, {
      name: 'C Sugar',
      category: 'sugar',
      price: 110,
      retailPrice: 12.5,
      stock: 100,
    });
    await order(
      [
        [a._id, 2, 'price'],
        [c._id, 3, 'retailPrice'],
      ],
      'approved',
    );
    const cleared = await order(
      [
        [b._id, 1, 'price'],
        [b._id, 2, 'halfPrice'],
      ],
      'approved',
    );
    // Clearing the customer's info keeps the order in the numbers.
    await t.request('clearCustomerInfo', { params: { id: cleared }, token: t.admin.token });
    await order([[a._id, 5]]); // pending: not counted
    await order([[c._id, 4, 'retailPrice']], 'declined');
    const flipped = await order([[a._id, 1]], 'approved');
    await setStatus(t, t.admin.token, flipped, 'declined');
    // The current price is shown; revenue keeps the price paid.
    await updateProduct(t, t.admin.token, a._id, { price: 1300 });

    const res = await sales(t.admin.token);
    expect(res.statusCode).toBe(200);
    const { data, topProducts } = res.json();
    expect(data.map((d: { category: string }) => d.category)).toEqual([...CATEGORIES]);
    expect(data.find((d: any) => d.category === 'flour').items).toEqual([
      { _id: b._id, name: 'B Flour', price: 100, quantitySold: 3, stock: 97, revenue: 211.1 },
      { _id: a._id, name: 'A Flour', price: 1300, quantitySold: 2, stock: 93, revenue: 2561.1 },
    ]);
    expect(data.find((d: any) => d.category === 'sugar').items).toEqual([
      { _id: c._id, name: 'C Sugar', price: 110, quantitySold: 3, stock: 97, revenue: 37.5 },
    ]);
    expect(data.find((d: any) => d.category === 'oil').items).toEqual([]);

    // Ties on units sold go to the higher revenue; the average is rounded to centavos.
    expect(topProducts).toEqual([
      {
        _id: b._id,
        name: 'B Flour',
        category: 'flour',
        unitsSold: 3,
        revenue: 211.1,
        averagePrice: 70.37,
      },
      {
        _id: c._id,
        name: 'C Sugar',
        category: 'sugar',
        unitsSold: 3,
        revenue: 37.5,
        averagePrice: 12.5,
      },
      {
        _id: a._id,
        name: 'A Flour',
        category: 'flour',
        unitsSold: 2,
        revenue: 2561.1,
        averagePrice: 1280.55,
      },
    ]);

    // An archived (deleted) product keeps its sales.
    await t.request('deleteProduct', { params: { id: c._id }, token: t.admin.token });
    const after = (await sales(t.admin.token)).json();
    expect(after.topProducts.map((p: { name: string }) => p.name)).toContain('C Sugar');
  });

  it('keeps the top list to 10 products by units sold', async () => {
    const lines: [string, number][] = [];
    for (let i = 1; i <= 12; i++) {
      const p = await createProduct(t, t.admin.token, {
        name: `Top ${String(i).padStart(2, '0')}`,
        category: 'starch',
        price: 10,
        stock: 100,
      });
      lines.push([p._id, 10 + i]);
    }
    await order(lines, 'approved');
    const { topProducts, data } = (await sales(t.admin.token)).json();
    expect(topProducts).toHaveLength(10);
    expect(topProducts.map((p: { unitsSold: number }) => p.unitsSold)).toEqual([
      22, 21, 20, 19, 18, 17, 16, 15, 14, 13,
    ]);
    expect(data.find((d: any) => d.category === 'starch').items).toHaveLength(12);
  });

  it('is for the admin only: visitor 401, customer and cashier 403', async () => {
    expect((await sales()).statusCode).toBe(401);
    for (const role of ['customer', 'cashier'] as const) {
      const user = await t.createUser(role);
      const res = await sales(user.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: SERVER_MESSAGES.forbidden });
    }
  });

  it('every call of the contract is documented in /docs with its tag', async () => {
    const res = await t.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { tags?: string[] }>>;
    for (const [name, { method, path, tag }] of Object.entries(api)) {
      const documented = paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      expect(documented?.tags, name).toEqual([tag]);
    }
  });
});
