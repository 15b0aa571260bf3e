import { beforeAll, describe, expect, it } from 'vitest';
import { api, type CallName } from '@shop/contract';
import { useTestApp, dbKind, type TestResponse } from '../test/helper.ts';
import { addToCart, checkout, createProduct } from '../test/shop.ts';

/**
 * Answers with personal or per-user data (the contract's `personal`) carry
 * `Cache-Control: no-store`, on success and on every refusal, so no browser cache or proxy keeps
 * a session, a cart or an order with someone's name and address. The access-control matrix
 * checks the header on all of its cells; these are the answers the attack test named, each
 * shown once succeeding and once refused, and the refusals that come before the route's own
 * hooks (the Origin check, the rate limit).
 */
let productId: string;

const t = useTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: 3 });
beforeAll(async () => {
  productId = (await createProduct(t, t.admin.token, { name: 'Private Flour', stock: 20 }))._id;
});

const checked: string[] = [];
function expectNoStore(res: TestResponse, what: string, status: number) {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBe(status);
  expect(res.headers['cache-control'], what).toBe('no-store');
  checked.push(`${what} ${status}`);
}

describe(`Cache-Control: no-store on personal answers on ${dbKind}`, () => {
  it('login: the token and the user, and a wrong password', async () => {
    const ok = await t.request('login', {
      body: { email: t.customer.email, password: t.customer.password },
    });
    expectNoStore(ok, 'login', 200);
    expect(ok.json().token).toEqual(expect.any(String));
    const wrong = await t.request('login', {
      body: { email: t.customer.email, password: 'not-the-password' },
    });
    expectNoStore(wrong, 'login, wrong password', 401);
    expectNoStore(await t.request('login', { body: { email: 1 } }), 'login, invalid body', 400);
  });

  it('getMe, getOrders, getCart: the caller, their orders, their cart; and without a session', async () => {
    await addToCart(t, t.customer.token, productId, 2);
    expect((await checkout(t, t.customer.token)).statusCode).toBe(201);
    await addToCart(t, t.customer.token, productId, 1);
    for (const name of ['getMe', 'getOrders', 'getCart'] as const) {
      expectNoStore(await t.request(name, { token: t.customer.token }), name, 200);
      expectNoStore(await t.request(name), `${name}, no session`, 401);
    }
    expect((await t.request('getOrders', { token: t.customer.token })).body).toContain('Maria');
  });

  it('listCashiers: the accounts for the admin; 403 for a customer', async () => {
    await t.createUser('cashier');
    expectNoStore(await t.request('listCashiers', { token: t.admin.token }), 'listCashiers', 200);
    expectNoStore(
      await t.request('listCashiers', { token: t.customer.token }),
      'listCashiers, customer',
      403,
    );
  });

  it('the cart, checkout and order calls, each succeeding', async () => {
    const cart = await t.request('addToCart', {
      token: t.customer.token,
      body: { productId, quantity: 1, priceType: 'price' },
    });
    expectNoStore(cart, 'addToCart', 200);
    const update = await t.request('updateCart', {
      token: t.customer.token,
      body: { productId, priceType: 'price', quantity: 3 },
    });
    expectNoStore(update, 'updateCart', 200);
    const order = await checkout(t, t.customer.token, {}, { 'idempotency-key': 'no-store-1' });
    expectNoStore(order, 'checkout', 201);
    const id = order.json().order._id as string;
    expectNoStore(
      await checkout(t, t.customer.token, {}, { 'idempotency-key': 'no-store-1' }),
      'checkout, replayed',
      201,
    );
    expectNoStore(
      await checkout(
        t,
        t.customer.token,
        { name: 'Someone Else' },
        { 'idempotency-key': 'no-store-1' },
      ),
      'checkout, key reused for other details',
      422,
    );
    expectNoStore(
      await t.request('setOrderStatus', {
        token: t.admin.token,
        params: { id },
        body: { status: 'approved' },
      }),
      'setOrderStatus',
      200,
    );
    expectNoStore(
      await t.request('setOrderPaid', {
        token: t.admin.token,
        params: { id },
        body: { paid: true },
      }),
      'setOrderPaid',
      200,
    );
    expectNoStore(
      await t.request('cancelOrder', { token: t.customer.token, params: { id } }),
      'cancelOrder, no longer pending',
      409,
    );
  });

  it('the cashier queue: no-store on the answer and on its 304, which still comes with the ETag', async () => {
    const first = await t.request('getCustomerQueue', { token: t.admin.token });
    expectNoStore(first, 'getCustomerQueue', 200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);
    const again = await t.request('getCustomerQueue', {
      token: t.admin.token,
      headers: { 'if-none-match': etag },
    });
    expectNoStore(again, 'getCustomerQueue, If-None-Match', 304);
    expect(again.headers.etag).toBe(etag);
  });

  it('refusals made before the route runs: a foreign Origin (403) and the rate limit (429)', async () => {
    const foreign = await t.inject({
      method: 'POST',
      url: api.addToCart.path,
      headers: {
        cookie: `token=${t.customer.token}`,
        origin: 'https://evil.example',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ productId, quantity: 1, priceType: 'price' }),
    });
    expectNoStore(foreign, 'addToCart, foreign Origin', 403);
    let limited: TestResponse | undefined;
    for (let i = 0; i < 5 && !limited; i++) {
      const res = await t.request('signup', {
        body: { username: 'x', email: `limit${i}@gmail.com`, password: 'x' },
      });
      if (res.statusCode === 429) limited = res;
    }
    expectNoStore(limited!, 'signup, rate limited', 429);
  });

  it('public answers are not no-store: the listing keeps its revalidation, health has none', async () => {
    const listing = await t.request('getProducts');
    expect(listing.headers['cache-control']).toBe('public, no-cache');
    expect((await t.request('health')).headers['cache-control']).toBeUndefined();
    const personal = (Object.keys(api) as CallName[]).filter((name) => api[name].personal);
    console.log(
      `[no-store] ${personal.length} personal calls of ${Object.keys(api).length}; checked here: ${checked.join(', ')}`,
    );
  });
});
