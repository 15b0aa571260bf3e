import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api, type CallName, type Endpoint } from '@shop/contract';
import { products } from '../../db/schema/index.ts';
import { callersOf, validInput } from '../../test/contract-input.ts';
import { useTestApp, dbKind } from '../../test/helper.ts';
import {
  MISSING_ID,
  addToCart,
  checkout,
  createProduct,
  setStatus,
  updateProduct,
} from '../../test/shop.ts';

/**
 * The product listing, the analytics and the cashier queue are served from a cache with ETags.
 * Whatever changes a product (price, stock, checkout, an order declined or approved, deletion)
 * must show on the very next request, with or without If-None-Match: every call whose contract
 * entry says `dropsResponseCache` drops the cache once it has run (plugins/calls.ts).
 */

const t = useTestApp();

type Listed = { _id: string; price: number; stock: number; name: string };

async function list(options: { token?: string; etag?: string; category?: string } = {}) {
  const res = await t.request('getProducts', {
    query: { category: options.category ?? 'flour' },
    headers: options.etag ? { 'if-none-match': options.etag } : {},
    token: options.token,
  });
  const etag = String(res.headers.etag);
  const products = res.statusCode === 200 ? (res.json().products as Listed[]) : [];
  return { status: res.statusCode, etag, products, headers: res.headers };
}

const find = (products: Listed[], id: string) => products.find((p) => p._id === id);

describe(`cached product listing on ${dbKind}`, () => {
  it('answers 304 to a matching If-None-Match and 200 with the same ETag otherwise', async () => {
    await createProduct(t, t.admin.token, { name: 'Cake Flour 25kg' });
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers['content-type']).toMatch(/^application\/json/);

    const again = await list({ etag: first.etag });
    expect(again.status).toBe(304);
    expect(again.etag).toBe(first.etag);
    expect((await list({ etag: `W/${first.etag}, "other"` })).status).toBe(304);
    expect((await list({ etag: '"stale"' })).status).toBe(200);
    expect((await list()).etag).toBe(first.etag);
  });

  it('shows a price change on the very next request, also to a client holding the old ETag', async () => {
    const product = await createProduct(t, t.admin.token, { name: 'Brown Sugar', price: 100 });
    const before = await list();
    expect(find(before.products, product._id)?.price).toBe(100);
    const asCustomer = await list({ token: t.customer.token });
    expect(asCustomer.headers['cache-control']).toBe('private, no-cache');

    await updateProduct(t, t.admin.token, product._id, { price: 123.45 });

    const after = await list({ etag: before.etag });
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    expect(find(after.products, product._id)?.price).toBe(123.45);
    const customerAfter = await list({ token: t.customer.token, etag: asCustomer.etag });
    expect(customerAfter.status).toBe(200);
    expect(find(customerAfter.products, product._id)?.price).toBe(123.45);
  });

  it('shows stock taken by a checkout and returned by a decline on the next request', async () => {
    const product = await createProduct(t, t.admin.token, { name: 'Muscovado', stock: 10 });
    const before = await list();
    expect(find(before.products, product._id)?.stock).toBe(10);

    expect((await addToCart(t, t.customer.token, product._id, 3)).statusCode).toBe(200);
    const order = await checkout(t, t.customer.token);
    expect(order.statusCode).toBe(201);
    const afterCheckout = await list({ etag: before.etag });
    expect(afterCheckout.status).toBe(200);
    expect(find(afterCheckout.products, product._id)?.stock).toBe(7);

    const declined = await setStatus(t, t.admin.token, order.json().order._id, 'declined');
    expect(declined.statusCode).toBe(200);
    const afterDecline = await list({ etag: afterCheckout.etag });
    expect(afterDecline.status).toBe(200);
    expect(find(afterDecline.products, product._id)?.stock).toBe(10);

    await updateProduct(t, t.admin.token, product._id, { stock: 0 });
    expect(find((await list()).products, product._id)?.stock).toBe(0);
  });

  it('sends gzip to clients that accept it, with its own ETag, and revalidates it after a change', async () => {
    const product = await createProduct(t, t.admin.token, { name: 'Pastry Flour', price: 210 });
    const get = (headers: Record<string, string>) =>
      t.request('getProducts', { query: { category: 'flour' }, headers });
    const zipped = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(String(zipped.headers.vary)).toContain('accept-encoding');
    const body = JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8')) as {
      products: Listed[];
    };
    expect(find(body.products, product._id)?.price).toBe(210);
    const zippedTag = String(zipped.headers.etag);
    expect(zippedTag).not.toBe((await list()).etag);
    expect((await get({ 'accept-encoding': 'gzip', 'if-none-match': zippedTag })).statusCode).toBe(
      304,
    );

    await updateProduct(t, t.admin.token, product._id, { price: 199.5 });
    const changed = await get({ 'accept-encoding': 'gzip', 'if-none-match': zippedTag });
    expect(changed.statusCode).toBe(200);
    const after = JSON.parse(gunzipSync(changed.rawPayload).toString('utf8')) as {
      products: Listed[];
    };
    expect(find(after.products, product._id)?.price).toBe(199.5);
  });

  it('drops a deleted product and keeps staff and public answers apart', async () => {
    const product = await createProduct(t, t.admin.token, { name: 'Icing Sugar' });
    const staff = await list({ token: t.admin.token });
    expect(find(staff.products, product._id)).toBeDefined();
    const del = await t.request('deleteProduct', {
      params: { id: product._id },
      token: t.admin.token,
    });
    expect(del.statusCode).toBe(200);
    expect(find((await list({ token: t.admin.token })).products, product._id)).toBeUndefined();
    expect(find((await list()).products, product._id)).toBeUndefined();
  });
});

describe(`cached analytics on ${dbKind}`, () => {
  it('counts an order as soon as it is approved, and current stock after a price change', async () => {
    const product = await createProduct(t, t.admin.token, {
      name: 'Panocha',
      category: 'sugar',
      stock: 20,
      price: 50,
    });
    const sales = () => t.request('getCategorySales', { token: t.admin.token });
    const item = (res: Awaited<ReturnType<typeof sales>>) =>
      (res.json().data as { category: string; items: { _id: string; quantitySold: number }[] }[])
        .find((c) => c.category === 'sugar')
        ?.items.find((i) => i._id === product._id) as
        { quantitySold: number; stock: number; price: number } | undefined;

    const before = await sales();
    expect(before.statusCode).toBe(200);
    expect(item(before)).toBeUndefined();
    const etag = String(before.headers.etag);
    expect(
      (
        await t.request('getCategorySales', {
          headers: { 'if-none-match': etag },
          token: t.admin.token,
        })
      ).statusCode,
    ).toBe(304);

    await addToCart(t, t.customer.token, product._id, 2);
    const order = await checkout(t, t.customer.token);
    expect(order.statusCode).toBe(201);
    expect((await setStatus(t, t.admin.token, order.json().order._id, 'approved')).statusCode).toBe(
      200,
    );
    const after = await sales();
    expect(item(after)?.quantitySold).toBe(2);
    expect(item(after)?.stock).toBe(18);

    await updateProduct(t, t.admin.token, product._id, { stock: 5, price: 60 });
    const changed = await sales();
    expect(item(changed)?.stock).toBe(5);
    expect(item(changed)?.price).toBe(60);
  });
});

describe(`cached cashier queue on ${dbKind}`, () => {
  it('shows a new checkout, a status change and a cleared order on the very next request', async () => {
    const queue = (etag?: string, status?: string) =>
      t.request('getCustomerQueue', {
        headers: etag ? { 'if-none-match': etag } : {},
        query: status ? { status } : {},
        token: t.admin.token,
      });
    type Entry = { _id: string; status: string };
    const entries = (res: Awaited<ReturnType<typeof queue>>) => res.json().customer as Entry[];

    const before = await queue();
    expect(before.statusCode).toBe(200);
    const etag = String(before.headers.etag);
    expect((await queue(etag)).statusCode).toBe(304);
    const doneBefore = await queue(undefined, 'done');

    const product = await createProduct(t, t.admin.token, { name: 'Queue Flour', stock: 5 });
    await addToCart(t, t.customer.token, product._id, 1);
    const order = await checkout(t, t.customer.token);
    expect(order.statusCode).toBe(201);
    const id = order.json().order._id as string;
    const afterCheckout = await queue(etag);
    expect(afterCheckout.statusCode).toBe(200);
    expect(entries(afterCheckout).find((e) => e._id === id)?.status).toBe('pending');

    await setStatus(t, t.admin.token, id, 'approved');
    const approved = await queue(String(afterCheckout.headers.etag));
    expect(entries(approved).find((e) => e._id === id)?.status).toBe('approved');

    // Declined, it leaves the open orders for the Done tab.
    await setStatus(t, t.admin.token, id, 'declined');
    const declined = await queue(String(approved.headers.etag));
    expect(declined.statusCode).toBe(200);
    expect(entries(declined).find((e) => e._id === id)).toBeUndefined();
    const done = await queue(String(doneBefore.headers.etag), 'done');
    expect(done.statusCode).toBe(200);
    expect(entries(done).find((e) => e._id === id)?.status).toBe('declined');

    const clear = await t.request('clearCustomerInfo', { params: { id }, token: t.admin.token });
    expect(clear.statusCode).toBe(200);
    const cleared = await queue(String(done.headers.etag), 'done');
    expect(cleared.statusCode).toBe(200);
    expect(entries(cleared).find((e) => e._id === id)).toBeUndefined();
  });
});

/** The calls whose contract entry says they drop the cache: read from the table, no list. */
const marked = (Object.keys(api) as CallName[]).filter(
  (name) => (api[name] as Endpoint).dropsResponseCache === true,
);

describe(`every catalogue-changing call drops the cache on ${dbKind}`, () => {
  /**
   * One request to the call that its schemas accept (contract-input.ts), every id in it `id`,
   * from the first caller its access admits (a visitor where anyone may call). The changing
   * calls are sent an id that does not exist and fail inside their handler (404, an empty
   * cart): a call drops the cache whether it succeeded or not, but only once its handler ran.
   */
  const requestOf = (name: CallName, id = MISSING_ID) => {
    const caller = callersOf(name)[0]!;
    const token = caller === 'visitor' ? undefined : t[caller].token;
    return t.request(name, { ...validInput(name, id), token });
  };

  /** Changes the stock behind the server's back (its kept figures): only a dropped cache shows it. */
  const setStockDirectly = (id: string, stock: number) =>
    t.database.db
      .update(products)
      .set({ stock, quantity: String(stock), sellableQuantity: String(stock) })
      .where(eq(products.id, id));

  it('a call that does not change the catalog leaves the kept listing in place', async () => {
    const product = await createProduct(t, t.admin.token, { name: 'Steady Flour', stock: 10 });
    expect(find((await list()).products, product._id)?.stock).toBe(10);
    await setStockDirectly(product._id, 9);
    for (const name of (Object.keys(api) as CallName[]).filter((n) => !marked.includes(n))) {
      const res = await requestOf(name, product._id);
      expect(res.statusCode, name).toBeLessThan(500);
      expect(find((await list()).products, product._id)?.stock, name).toBe(10);
    }
  });

  it.each(marked)('%s drops the kept listing, even when it fails', async (name) => {
    const product = await createProduct(t, t.admin.token, { name: `Changed by ${name}` });
    const before = await list();
    expect(find(before.products, product._id)?.stock).toBe(50);
    await setStockDirectly(product._id, 42);
    // Kept: the change made behind the server's back does not show yet.
    expect(find((await list()).products, product._id)?.stock).toBe(50);

    expect((await requestOf(name)).statusCode, name).toBeLessThan(500);

    const after = await list({ etag: before.etag });
    expect(after.status).toBe(200);
    expect(find(after.products, product._id)?.stock).toBe(42);
  });
});
