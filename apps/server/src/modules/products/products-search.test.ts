import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, shopToday, type Category } from '@shop/contract';
import { useTestApp, dbKind } from '../../test/helper.ts';
import { createProduct, updateProduct } from '../../test/shop.ts';

const today = shopToday();

/** Names of the products an answer lists, in its order. */
const names = (res: { json: () => any }) =>
  (res.json().products as { name: string }[]).map((p) => p.name);
const search = (query: Record<string, string | number>, token?: string) =>
  t.request('getProducts', { query, token });

const t = useTestApp();
beforeAll(async () => {
  const make = (name: string, description: string, price: number, category: Category = 'flour') =>
    createProduct(t, t.admin.token, { name, description, price, category, halfPrice: undefined });
  // Created out of every order, so each sort has to do the ordering itself.
  await make('Hard Wheat Flour 25kg', 'Bread flour for pandesal.', 1280);
  await make('All Purpose Flour 25kg', 'For cakes and cookies.', 1150);
  await make('Crème Pâtissière Mix', 'Vanilla custard filling.', 95.5, 'assorted-items');
  await make('Refined Sugar 50kg', 'Fine white sugar.', 2600, 'sugar');
  await make('Percent 100% Lard', 'Pure lard_for pastry.', 480, 'lard');
  await make('Cassava Starch', 'For kakanin.', 65, 'starch');
  // Expires in 30 days: hidden from visitors and customers, listed for staff.
  const hidden = await make('Cake Flour (near expiry)', 'Soft flour.', 900);
  await updateProduct(t, t.admin.token, hidden._id, { expirationDate: addDays(today, 30) });
  // Expiry dates that differ, for the default order.
  const soon = await make('Whole Wheat Flour', 'Brown flour.', 300);
  await updateProduct(t, t.admin.token, soon._id, { expirationDate: addDays(today, 120) });
});

describe(`product search, sort and pages on ${dbKind}`, () => {
  it('forgives small typos: "flowr" finds every flour, "suger" the sugar', async () => {
    const flowr = await search({ search: 'flowr' });
    expect(flowr.statusCode).toBe(200);
    expect(names(flowr)).toEqual([
      'Whole Wheat Flour',
      'All Purpose Flour 25kg',
      'Hard Wheat Flour 25kg',
    ]);
    expect(names(await search({ search: 'suger' }))).toEqual(['Refined Sugar 50kg']);
  });

  it('finds products by their Filipino names: asukal, mantika, harina (issue 29)', async () => {
    expect(names(await search({ search: 'asukal' }))).toEqual(['Refined Sugar 50kg']);
    expect(names(await search({ search: 'ASÚKAL' }))).toEqual(['Refined Sugar 50kg']);
    expect(names(await search({ search: 'mantika' }))).toEqual(['Percent 100% Lard']);
    expect(names(await search({ search: 'harina pandesal' }))).toEqual(['Hard Wheat Flour 25kg']);
    // Every word still counts: no sugar is lard.
    expect(names(await search({ search: 'asukal mantika' }))).toEqual([]);
  });

  it("finds by the owner's own search words from Settings, at once", async () => {
    // Built in, gawgaw is cornstarch, which this shop does not sell.
    expect(names(await search({ search: 'gawgaw' }))).toEqual([]);
    const res = await t.request('updateShopSettings', {
      token: t.admin.token,
      body: { searchSynonyms: [{ word: 'Gawgaw', means: 'Cassava  Starch' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().settings.searchSynonyms).toEqual([
      { word: 'gawgaw', means: 'cassava starch' },
    ]);
    expect(names(await search({ search: 'gawgaw' }))).toEqual(['Cassava Starch']);
    for (const [body, message] of [
      [[{ word: 'two words', means: 'x' }], 'Search word must be one word'],
      [[{ word: 'gawgaw', means: '' }], 'What it means is required'],
      [
        [{ word: '<b>', means: 'starch' }],
        'Search word may hold letters, digits, spaces and hyphens only',
      ],
    ] as const) {
      const bad = await t.request('updateShopSettings', {
        token: t.admin.token,
        body: { searchSynonyms: body },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(message);
    }
    await t.request('updateShopSettings', { token: t.admin.token, body: { searchSynonyms: [] } });
    expect(names(await search({ search: 'gawgaw' }))).toEqual([]);
  });

  it('needs every word of the search, each as typed or as a catalog word it looks like', async () => {
    expect(names(await search({ search: 'hard flowr' }))).toEqual(['Hard Wheat Flour 25kg']);
    expect(names(await search({ search: 'flour pandesal' }))).toEqual(['Hard Wheat Flour 25kg']);
    expect(names(await search({ search: 'flour sugar' }))).toEqual([]);
  });

  it('matches the description and a part of a word, in any case', async () => {
    expect(names(await search({ search: 'PANDESAL' }))).toEqual(['Hard Wheat Flour 25kg']);
    expect(names(await search({ search: 'kakan' }))).toEqual(['Cassava Starch']);
    expect(names(await search({ search: '25kg' })).sort()).toEqual([
      'All Purpose Flour 25kg',
      'Hard Wheat Flour 25kg',
    ]);
  });

  it('ignores accents both ways: "creme patissiere" finds "Crème Pâtissière Mix"', async () => {
    expect(names(await search({ search: 'creme patissiere' }))).toEqual(['Crème Pâtissière Mix']);
    expect(names(await search({ search: 'Crème' }))).toEqual(['Crème Pâtissière Mix']);
  });

  it('takes %, _ and quotes as plain text, and SQL as words to look for', async () => {
    expect(names(await search({ search: '100%' }))).toEqual(['Percent 100% Lard']);
    expect(names(await search({ search: 'lard_for' }))).toEqual(['Percent 100% Lard']);
    expect(names(await search({ search: '%' }))).toEqual(['Percent 100% Lard']);
    for (const sqlLike of ["' or 1=1 --", "flour'; drop table products; --", '\\', '"']) {
      const res = await search({ search: sqlLike });
      expect(res.statusCode, sqlLike).toBe(200);
      expect(names(res), sqlLike).not.toContain('Cassava Starch');
    }
    // Still all there.
    expect(names(await search({})).length).toBe(7);
  });

  it('hides from visitors what their list hides, and finds it for staff', async () => {
    expect(names(await search({ search: 'cake flour' }))).not.toContain('Cake Flour (near expiry)');
    expect(names(await search({ search: 'cake flour' }, t.admin.token))).toContain(
      'Cake Flour (near expiry)',
    );
  });

  it('an empty or blank search is no search; 1,000 characters are searched, more are 400', async () => {
    const all = names(await search({}));
    expect(names(await search({ search: '' }))).toEqual(all);
    expect(names(await search({ search: '   ' }))).toEqual(all);
    const long = await search({ search: 'flour '.repeat(166) + 'flo' });
    expect(long.statusCode).toBe(200);
    expect(Array.isArray(long.json().products)).toBe(true);
    const tooLong = await search({ search: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      message: 'Search must be at most 1000 characters',
      field: 'search',
    });
  });

  it('sorts by name, by price both ways, and by expiry by default', async () => {
    expect(names(await search({ sort: 'name' }))).toEqual([
      'All Purpose Flour 25kg',
      'Cassava Starch',
      'Crème Pâtissière Mix',
      'Hard Wheat Flour 25kg',
      'Percent 100% Lard',
      'Refined Sugar 50kg',
      'Whole Wheat Flour',
    ]);
    const prices = async (sort: string) =>
      ((await search({ sort })).json().products as { price: number }[]).map((p) => p.price);
    expect(await prices('price_asc')).toEqual([65, 95.5, 300, 480, 1150, 1280, 2600]);
    expect(await prices('price_desc')).toEqual([2600, 1280, 1150, 480, 300, 95.5, 65]);
    expect(names(await search({}))[0]).toBe('Whole Wheat Flour');
    expect(names(await search({ sort: 'expiry' }))).toEqual(names(await search({})));
    expect((await search({ sort: 'cheapest' })).statusCode).toBe(400);
  });

  it('pages with total, page and limit; without them the answer has only products', async () => {
    const plain = (await search({ category: 'flour' })).json();
    expect(Object.keys(plain)).toEqual(['products']);
    const first = (await search({ sort: 'price_asc', limit: 3 })).json();
    expect(first).toMatchObject({ total: 7, page: 1, limit: 3 });
    expect(first.products.map((p: { price: number }) => p.price)).toEqual([65, 95.5, 300]);
    const third = (await search({ sort: 'price_asc', limit: 3, page: 3 })).json();
    expect(third).toMatchObject({ total: 7, page: 3, limit: 3 });
    expect(third.products.map((p: { price: number }) => p.price)).toEqual([2600]);
    const past = (await search({ limit: 3, page: 9 })).json();
    expect(past).toMatchObject({ products: [], total: 7, page: 9, limit: 3 });
    const defaultSize = (await search({ page: 1 })).json();
    expect(defaultSize).toMatchObject({ total: 7, page: 1, limit: 24 });
    const flourPage = (await search({ search: 'flowr', category: 'flour', limit: 2 })).json();
    expect(flourPage.total).toBe(3);
    expect(flourPage.products).toHaveLength(2);
    for (const bad of [
      { page: 0 },
      { page: -1 },
      { limit: 101 },
      { limit: 'ten' },
      { page: 1.5 },
    ]) {
      const res = await search(bad as unknown as Record<string, string | number>);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('a change shows in the next search and page (nothing stale is kept)', async () => {
    const before = (await search({ search: 'starch', limit: 5 })).json();
    expect(before.total).toBe(1);
    await createProduct(t, t.admin.token, { name: 'Corn Starch', category: 'starch' });
    const after = (await search({ search: 'starch', limit: 5 })).json();
    expect(after.total).toBe(2);
    const paged = (await search({ category: 'starch', page: 1 })).json();
    expect(paged.total).toBe(2);
  });
});
