import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api, type Api, type CallName, type Endpoint, type LooseInput } from '@shop/contract';
import { products } from '../../db/schema/index.ts';
import { useTestApp, dbKind } from '../../test/helper.ts';
import {
  MISSING_ID,
  addToCart,
  checkout,
  checkoutBody,
  createProduct,
  productBody,
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

/** The calls whose contract entry says they change the catalog. */
type ChangingCall = {
  [K in CallName]: Api[K] extends { dropsResponseCache: true } ? K : never;
}[CallName];

/** As the contract says: read from the table, so a newly marked call is tested too. */
const marked = (Object.keys(api) as CallName[]).filter(
  (name): name is ChangingCall => (api[name] as Endpoint).dropsResponseCache === true,
);

describe(`every catalogue-changing call drops the cache on ${dbKind}`, () => {
  type Input = LooseInput & { token?: string };
  /**
   * One request per call of the contract. The changing ones fail inside their handler where
   * they can (404, empty cart): a call drops the cache whether it succeeded or not. A call
   * added to the contract without an entry here is a type error.
   */
  const changing = (): Record<ChangingCall, [Input, number]> => ({
    createProduct: [{ body: productBody({ name: 'Another Flour' }), token: t.admin.token }, 201],
    updateProduct: [{ params: { id: MISSING_ID }, body: { stock: 1 }, token: t.admin.token }, 404],
    deleteProduct: [{ params: { id: MISSING_ID }, token: t.admin.token }, 404],
    checkout: [{ body: checkoutBody(), token: t.customer.token }, 400],
    setOrderStatus: [
      { params: { id: MISSING_ID }, body: { status: 'approved' }, token: t.admin.token },
      404,
    ],
    clearCustomerInfo: [{ params: { id: MISSING_ID }, token: t.admin.token }, 404],
    cancelOrder: [{ params: { id: MISSING_ID }, token: t.customer.token }, 404],
    setOrderReference: [
      {
        params: { id: MISSING_ID },
        body: { gcashReference: '1234567890123' },
        token: t.customer.token,
      },
      404,
    ],
    setOrderPaid: [{ params: { id: MISSING_ID }, body: { paid: true }, token: t.admin.token }, 404],
    importProducts: [{ body: new FormData(), token: t.admin.token }, 400],
    bulkUpdateProducts: [{ body: { ids: [MISSING_ID], stock: 1 }, token: t.admin.token }, 404],
  });
  const reading = (productId: string): Record<Exclude<CallName, ChangingCall>, Input> => ({
    health: {},
    signup: { body: { username: 'New', email: 'cache.new@gmail.com', password: 'password-1' } },
    login: { body: { email: t.customer.email, password: t.customer.password } },
    logout: {},
    getMe: { token: t.customer.token },
    createCashier: {
      body: { username: 'C', email: 'cache.cashier@gmail.com', password: 'password-1' },
      token: t.admin.token,
    },
    listCashiers: { token: t.admin.token },
    deleteCashier: { params: { id: MISSING_ID }, token: t.admin.token },
    getProducts: { token: t.admin.token },
    addToCart: { body: { productId, quantity: 1, priceType: 'price' }, token: t.customer.token },
    updateCart: { body: { productId, quantity: 2, priceType: 'price' }, token: t.customer.token },
    getCart: { token: t.customer.token },
    removeFromCart: { body: { productId }, token: t.customer.token },
    getOrders: { token: t.customer.token },
    getCustomerQueue: { token: t.admin.token },
    getCategorySales: { token: t.admin.token },
    getShopSettings: {},
    updateShopSettings: { body: { hours: 'Daily, 7:00 AM – 6:00 PM' }, token: t.admin.token },
    getOpenDates: { query: { deliveryMode: 'pickup' } },
    getDeliveryZones: { token: t.admin.token },
    createDeliveryZone: { body: { name: 'Cache Area', fee: 50 }, token: t.admin.token },
    updateDeliveryZone: { params: { id: MISSING_ID }, body: { fee: 1 }, token: t.admin.token },
    deleteDeliveryZone: { params: { id: MISSING_ID }, token: t.admin.token },
    // A visitor's request: a stream would stay open (inject() could not end it).
    events: {},
    uploadImage: { body: new FormData(), token: t.admin.token },
    exportProductsCsv: { token: t.admin.token },
    listNotifications: { token: t.admin.token },
    retryNotification: { params: { id: MISSING_ID }, token: t.admin.token },
  });

  /** Changes the stock behind the server's back: only a dropped cache shows it. */
  const setStockDirectly = (id: string, stock: number) =>
    t.database.db.update(products).set({ stock }).where(eq(products.id, id));

  it('the contract marks exactly the calls that change products, stock, orders or sales', () => {
    expect([...marked].sort()).toEqual(Object.keys(changing()).sort());
  });

  it('a call that does not change the catalog leaves the kept listing in place', async () => {
    const product = await createProduct(t, t.admin.token, { name: 'Steady Flour', stock: 10 });
    expect(find((await list()).products, product._id)?.stock).toBe(10);
    await setStockDirectly(product._id, 9);
    for (const [name, input] of Object.entries(reading(product._id))) {
      const res = await t.request(name as CallName, input);
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

    const [input, status] = changing()[name];
    expect((await t.request(name, input)).statusCode).toBe(status);

    const after = await list({ etag: before.etag });
    expect(after.status).toBe(200);
    expect(find(after.products, product._id)?.stock).toBe(42);
  });
});
