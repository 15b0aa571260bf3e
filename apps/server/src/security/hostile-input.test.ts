import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, SERVER_MESSAGES } from '@shop/contract';
import { ACCESS_MATRIX, type RouteKey } from '../test/access-matrix.ts';
import { dbDigest } from '../test/db-digest.ts';
import { createTestApp, dbKind, type TestApp } from '../test/helper.ts';
import { describeHostileInput } from '../test/hostile-input.ts';
import { addToCart, checkoutBody, createProduct, productBody } from '../test/shop.ts';

// Few cases per call here; npm run test:resilience runs the same properties many more times.
describeHostileInput({ numRuns: 50 });

type User = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let admin: User;
let cashier: User;
let customer: User;
let productId: string;
let orderId: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, cashier, customer] = await Promise.all([
    t.createUser('admin'),
    t.createUser('cashier'),
    t.createUser('customer'),
  ]);
  productId = (await createProduct(t, admin.token, { stock: 100 }))._id;
  await addToCart(t, customer.token, productId, 1);
  orderId = (await t.request('checkout', { body: checkoutBody(), token: customer.token })).json()
    .order._id;
});
afterAll(() => t.close());

/** Every write call, as the caller who may make it. */
const WRITES = (Object.keys(ACCESS_MATRIX) as RouteKey[])
  .filter((route) => !route.startsWith('GET '))
  .map((route) => {
    const [method, pattern] = route.split(' ') as ['POST' | 'PUT' | 'PATCH' | 'DELETE', string];
    const caller = (['customer', 'cashier', 'admin'] as const).find(
      (c) => ACCESS_MATRIX[route][c] < 300,
    )!;
    return { route, method, pattern, caller };
  });

function urlOf(pattern: string) {
  if (pattern.includes('customer-order') || pattern.includes('clear-customer-info')) {
    return pattern.replace(':id', orderId);
  }
  return pattern.replace(':id', productId);
}
const tokenOf = (caller: 'customer' | 'cashier' | 'admin') =>
  ({ customer, cashier, admin })[caller].token;

describe(`strict bodies and parsing on ${dbKind}`, () => {
  it.each(WRITES)(
    '$route: over 100 KB is 413, a non-JSON content type is 415, nothing changes',
    async ({ method, pattern, caller }) => {
      const url = urlOf(pattern);
      const before = await dbDigest(t.database.db);
      const big = JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES) });
      const tooLarge = await t.request({
        method,
        url,
        token: tokenOf(caller),
        headers: { 'content-type': 'application/json' },
        payload: big,
      });
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toEqual({ message: SERVER_MESSAGES.bodyTooLarge });
      const types = [
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'text/html',
      ];
      for (const type of types) {
        const res = await t.request({
          method,
          url,
          token: tokenOf(caller),
          headers: { 'content-type': type },
          payload: type.startsWith('application/x-www')
            ? 'status=approved'
            : '{"status":"approved"}',
        });
        expect(res.statusCode, `${type}: ${res.body}`).toBe(415);
        expect(res.json()).toEqual({ message: SERVER_MESSAGES.unsupportedMediaType });
      }
      expect(await dbDigest(t.database.db)).toEqual(before);
      console.log(
        `[strict] ${method} ${pattern}: 1 body over 100 KB -> 413, ${types.length} types -> 415`,
      );
    },
  );

  it('never coerces: "2" is not 2, true is not "true", one-element arrays are not values', async () => {
    const before = await dbDigest(t.database.db);
    const cases: [string, string, string, object][] = [
      ['customer', 'POST', '/product/post-cart', { productId, quantity: '2', priceType: 'price' }],
      ['customer', 'POST', '/product/post-cart', { productId, quantity: [2], priceType: 'price' }],
      ['customer', 'POST', '/product/post-cart', { productId, quantity: 1.5, priceType: 'price' }],
      ['customer', 'POST', '/product/post-cart', { productId, quantity: true, priceType: 'price' }],
      [
        'customer',
        'POST',
        '/product/post-cart',
        { productId: [productId], quantity: 1, priceType: 'price' },
      ],
      ['admin', 'POST', '/admin/post-product', { ...productBody(), price: '12.50' }],
      ['admin', 'POST', '/admin/post-product', { ...productBody(), stock: '5' }],
      ['admin', 'POST', '/admin/post-product', { ...productBody(), halfPrice: true }],
      ['admin', 'POST', '/admin/post-product', { ...productBody(), category: ['flour'] }],
      ['admin', 'PUT', `/admin/update-product/${productId}`, { stock: '7' }],
      ['admin', 'PUT', `/admin/update-product/${productId}`, { price: null }],
      ['cashier', 'PUT', `/product/customer-order/${orderId}/status`, { status: ['approved'] }],
      ['cashier', 'PUT', `/product/customer-order/${orderId}/status`, { status: 1 }],
      [
        'customer',
        'POST',
        '/product/post-checkout',
        { ...checkoutBody(), phoneNumber: 9123456789 },
      ],
    ];
    for (const [caller, method, url, payload] of cases) {
      const res = await t.request({
        method: method as 'POST',
        url,
        payload,
        token: tokenOf(caller as 'customer'),
      });
      expect(res.statusCode, `${url} ${JSON.stringify(payload).slice(0, 80)}: ${res.body}`).toBe(
        400,
      );
      expect(res.json().message).toEqual(expect.any(String));
    }
    const query = await t.request('getProducts', { query: { category: 'flour&category=sugar' } });
    expect(query.statusCode).toBe(400);
    expect(await dbDigest(t.database.db)).toEqual(before);
    console.log(
      `[strict] ${cases.length + 1} coercion attempts refused with 400; database unchanged`,
    );
  });

  it('NaN, Infinity and 1e400 (not JSON, or not a finite number) are refused with 400', async () => {
    const before = await dbDigest(t.database.db);
    const tokens = ['NaN', 'Infinity', '-Infinity', '1e400', '-1e400'];
    for (const token of tokens) {
      for (const [caller, url, raw] of [
        [
          'customer',
          '/product/post-cart',
          `{"productId":"${productId}","quantity":${token},"priceType":"price"}`,
        ],
        [
          'admin',
          '/admin/post-product',
          JSON.stringify(productBody()).replace('"price":1280.55', `"price":${token}`),
        ],
      ] as const) {
        const res = await t.request({
          method: 'POST',
          url,
          token: tokenOf(caller),
          headers: { 'content-type': 'application/json' },
          payload: raw,
        });
        expect(res.statusCode, `${token} at ${url}: ${res.body}`).toBe(400);
        expect(res.json().message).toEqual(expect.any(String));
      }
    }
    expect(await dbDigest(t.database.db)).toEqual(before);
    console.log(`[strict] ${tokens.length * 2} non-finite numbers refused with 400`);
  });
});

describe(`values the database cannot store are refused, not crashed on (${dbKind})`, () => {
  it('a NUL character anywhere in a body is 400 (PostgreSQL text cannot hold it)', async () => {
    const before = await dbDigest(t.database.db);
    const cases = [
      [
        'visitor',
        '/user/signup',
        { username: 'a\u0000b', email: 'nul@gmail.com', password: 'password-123' },
      ],
      ['visitor', '/user/login', { email: 'nul\u0000@gmail.com', password: 'password-123' }],
      ['admin', '/admin/post-product', productBody({ description: 'flour\u0000' })],
      ['customer', '/product/post-checkout', checkoutBody({ address: '12 Rizal\u0000 St' })],
      [
        'customer',
        '/product/post-cart',
        { productId, quantity: 1, priceType: 'price', ['k\u0000']: 1 },
      ],
    ] as const;
    for (const [caller, url, payload] of cases) {
      const res = await t.request({
        method: 'POST',
        url,
        payload,
        token: caller === 'visitor' ? undefined : tokenOf(caller),
      });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json().message).toMatch(/NUL/);
    }
    expect(await dbDigest(t.database.db)).toEqual(before);
    console.log(`[strict] ${cases.length} bodies with U+0000 refused with 400 (were 500)`);
  });

  it('an expiration date in year 0000 is 400 on update (was a 500 from the database)', async () => {
    const before = await dbDigest(t.database.db);
    const res = await t.request('updateProduct', {
      params: { id: productId },
      body: { expirationDate: '0000-01-01' },
      token: admin.token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Expiration date must be a valid date (YYYY-MM-DD)',
      field: 'expirationDate',
    });
    expect(await dbDigest(t.database.db)).toEqual(before);
    console.log('[strict] expirationDate 0000-01-01 refused with 400 (was 500)');
  });
});

describe(`markup is data, not page on ${dbKind}`, () => {
  it('a <script> description round-trips verbatim as a JSON string, sent as application/json', async () => {
    const description = '<script>alert("owned")</script><img src=x onerror=alert(1)> & "quotes"';
    const created = await createProduct(t, admin.token, { name: '<b>Bold</b> Flour', description });
    const res = await t.request('getProducts');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const product = res.json().products.find((p: { _id: string }) => p._id === created._id);
    expect(product.description).toBe(description);
    expect(product.name).toBe('<b>Bold</b> Flour');
    // Verbatim in the JSON text too: escaped only as JSON requires, never HTML-encoded twice.
    expect(res.body).toContain(JSON.stringify(description));
    console.log('[markup] <script> description returned verbatim as a JSON string');
  });
});
