import { beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_BODY_BYTES,
  SERVER_MESSAGES,
  api,
  pathOf,
  type CallName,
  type Endpoint,
  type LooseInput,
} from '@shop/contract';
import { callersOf } from '../test/contract-input.ts';
import { dbDigest } from '../test/db-digest.ts';
import { useTestApp, dbKind } from '../test/helper.ts';
import { describeHostileInput } from '../test/hostile-input.ts';
import { addToCart, checkoutBody, createProduct, productBody } from '../test/shop.ts';

// Few cases per call here; npm run test:resilience runs the same properties many more times.
describeHostileInput({ numRuns: 50 });

let productId: string;
let orderId: string;

const t = useTestApp();
beforeAll(async () => {
  productId = (await createProduct(t, t.admin.token, { stock: 100 }))._id;
  await addToCart(t, t.customer.token, productId, 1);
  orderId = (await t.request('checkout', { body: checkoutBody(), token: t.customer.token })).json()
    .order._id;
});

type Caller = 'customer' | 'cashier' | 'admin';

/** Every write call of the contract, as the caller who may make it. */
const WRITES = (Object.keys(api) as CallName[])
  .filter((name) => api[name].method !== 'GET' && !(api[name] as Endpoint).upload)
  .map((name) => {
    const caller = (['customer', 'cashier', 'admin'] as const).find((c) =>
      callersOf(name).includes(c),
    )!;
    return { name, method: api[name].method, caller };
  });

/** The calls whose :id is an order's; every other :id gets the product's. */
const ORDER_ID_CALLS: readonly CallName[] = ['setOrderStatus', 'clearCustomerInfo'];
const urlOf = (name: CallName) =>
  pathOf(api[name], { id: ORDER_ID_CALLS.includes(name) ? orderId : productId });
const tokenOf = (caller: Caller) => t[caller].token;

/** A raw body with a content type of its own, as no client of the contract would send it. */
const sendRaw = (name: CallName, caller: Caller, contentType: string, payload: string) =>
  t.inject({
    method: api[name].method,
    url: urlOf(name),
    token: tokenOf(caller),
    headers: { 'content-type': contentType },
    payload,
  });

/** The calls that take a file (the contract's `upload`), all the admin's. */
const FILE_CALLS = (Object.keys(api) as CallName[]).filter((name) =>
  Boolean((api[name] as Endpoint).upload),
);

describe(`strict bodies and parsing on ${dbKind}`, () => {
  it.each(FILE_CALLS)(
    '%s: JSON and other types are 415, broken or empty multipart 400, nothing changes',
    async (name) => {
      const before = await dbDigest(t.database.db);
      const field = `the field "file"`;
      for (const type of ['application/json', 'text/plain', 'application/x-www-form-urlencoded']) {
        const res = await sendRaw(name, 'admin', type, '{"file":"photo.jpg"}');
        expect(res.statusCode, `${type}: ${res.body}`).toBe(415);
        // JSON reaches the call, which says what it takes; other types stop at the parser.
        expect(res.json().message).toBe(
          type === 'application/json'
            ? `Send the file as multipart/form-data in ${field}.`
            : SERVER_MESSAGES.unsupportedMediaType,
        );
      }
      const broken = await sendRaw(name, 'admin', 'multipart/form-data; boundary=x', '{"a":1}');
      expect(broken.statusCode, broken.body).toBe(400);
      expect(broken.json().message).toBe(
        `The upload could not be read: send one file in ${field}.`,
      );
      const empty = await sendRaw(name, 'admin', 'multipart/form-data; boundary=x', '--x--\r\n');
      expect(empty.statusCode, empty.body).toBe(400);
      expect(empty.json().message).toBe(`Choose a file to send in ${field}.`);
      expect(await dbDigest(t.database.db)).toEqual(before);
    },
  );

  it.each(WRITES)(
    '$name: over 100 KB is 413, a non-JSON content type is 415, nothing changes',
    async ({ name, method, caller }) => {
      const before = await dbDigest(t.database.db);
      const big = JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES) });
      const tooLarge = await sendRaw(name, caller, 'application/json', big);
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
        const res = await sendRaw(
          name,
          caller,
          type,
          type.startsWith('application/x-www') ? 'status=approved' : '{"status":"approved"}',
        );
        expect(res.statusCode, `${type}: ${res.body}`).toBe(415);
        expect(res.json()).toEqual({ message: SERVER_MESSAGES.unsupportedMediaType });
      }
      expect(await dbDigest(t.database.db)).toEqual(before);
      console.log(
        `[strict] ${name} (${method}): 1 body over 100 KB -> 413, ${types.length} types -> 415`,
      );
    },
  );

  it('never coerces: "2" is not 2, true is not "true", one-element arrays are not values', async () => {
    const before = await dbDigest(t.database.db);
    const cases: [Caller, CallName, LooseInput][] = [
      ['customer', 'addToCart', { body: { productId, quantity: '2', priceType: 'price' } }],
      ['customer', 'addToCart', { body: { productId, quantity: [2], priceType: 'price' } }],
      ['customer', 'addToCart', { body: { productId, quantity: 1.5, priceType: 'price' } }],
      ['customer', 'addToCart', { body: { productId, quantity: true, priceType: 'price' } }],
      [
        'customer',
        'addToCart',
        { body: { productId: [productId], quantity: 1, priceType: 'price' } },
      ],
      ['admin', 'createProduct', { body: { ...productBody(), price: '12.50' } }],
      ['admin', 'createProduct', { body: { ...productBody(), stock: '5' } }],
      ['admin', 'createProduct', { body: { ...productBody(), halfPrice: true } }],
      ['admin', 'createProduct', { body: { ...productBody(), category: ['flour'] } }],
      ['admin', 'updateProduct', { params: { id: productId }, body: { stock: '7' } }],
      ['admin', 'updateProduct', { params: { id: productId }, body: { price: null } }],
      ['cashier', 'setOrderStatus', { params: { id: orderId }, body: { status: ['approved'] } }],
      ['cashier', 'setOrderStatus', { params: { id: orderId }, body: { status: 1 } }],
      ['customer', 'checkout', { body: { ...checkoutBody(), phoneNumber: 9123456789 } }],
    ];
    for (const [caller, name, input] of cases) {
      const res = await t.request(name, { ...input, token: tokenOf(caller) });
      const what = `${name} ${JSON.stringify(input.body).slice(0, 80)}: ${res.body}`;
      expect(res.statusCode, what).toBe(400);
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
      for (const [caller, name, raw] of [
        [
          'customer',
          'addToCart',
          `{"productId":"${productId}","quantity":${token},"priceType":"price"}`,
        ],
        [
          'admin',
          'createProduct',
          JSON.stringify(productBody()).replace('"price":1280.55', `"price":${token}`),
        ],
      ] as const) {
        const res = await sendRaw(name, caller, 'application/json', raw);
        expect(res.statusCode, `${token} in ${name}: ${res.body}`).toBe(400);
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
    const cases: ['visitor' | Caller, CallName, object][] = [
      [
        'visitor',
        'signup',
        { username: 'a\u0000b', email: 'nul@gmail.com', password: 'password-123' },
      ],
      ['visitor', 'login', { email: 'nul\u0000@gmail.com', password: 'password-123' }],
      ['admin', 'createProduct', productBody({ description: 'flour\u0000' })],
      ['customer', 'checkout', checkoutBody({ address: '12 Rizal\u0000 St' })],
      ['customer', 'addToCart', { productId, quantity: 1, priceType: 'price', ['k\u0000']: 1 }],
    ];
    for (const [caller, name, body] of cases) {
      const token = caller === 'visitor' ? undefined : tokenOf(caller);
      const res = await t.request(name, { body, token });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json().message).toMatch(/NUL/);
    }
    expect(await dbDigest(t.database.db)).toEqual(before);
    console.log(`[strict] ${cases.length} bodies with U+0000 refused with 400 (were 500)`);
  });

  it('a NUL character in a query is 400 (a search for it was a 500 on PostgreSQL)', async () => {
    for (const query of ['search=%00', 'search=flour%00', 'category=flour&%00=1']) {
      const res = await t.inject({ method: 'GET', url: `${pathOf(api.getProducts)}?${query}` });
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
      expect(res.json().message).toMatch(/NUL/);
    }
  });

  it('a NUL character in a path, a path parameter or any header is 400, with or without a route', async () => {
    const before = await dbDigest(t.database.db);
    const NUL = { message: 'Text cannot contain the NUL character (\\u0000).' };
    // The id as sent, not encoded again as pathOf would.
    const withId = (endpoint: Endpoint, id: string) =>
      pathOf(endpoint, { id: 'x' }).replace(/x$/, id);
    const requests = [
      { method: 'GET', url: `${pathOf(api.getProducts)}/%00` },
      { method: 'GET', url: '/%00' },
      { method: 'DELETE', url: withId(api.deleteProduct, `${productId}%00`), token: 'admin' },
      { method: 'PATCH', url: withId(api.cancelOrder, '%00'), token: 'customer' },
      { method: 'GET', url: `${pathOf(api.getProducts)}?search=flour%2500` },
      { method: 'GET', url: pathOf(api.getProducts), headers: { 'x-note': 'a\u0000b' } },
      { method: 'GET', url: pathOf(api.getCart), headers: { authorization: 'Bearer \u0000' } },
      { method: 'GET', url: pathOf(api.health), headers: { 'user-agent': '\u0000' } },
    ] as const;
    for (const request of requests) {
      const where = `${request.method} ${request.url}`;
      const token = 'token' in request ? tokenOf(request.token) : undefined;
      const res = await t.inject({
        method: request.method,
        url: request.url,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...('headers' in request ? request.headers : {}),
        },
      });
      // "%2500" is the text "%00" searched for: a search like any other.
      if (request.url.endsWith('%2500')) {
        expect(res.statusCode, where).toBe(200);
        continue;
      }
      expect(res.statusCode, `${where}: ${res.body}`).toBe(400);
      expect(res.json(), where).toEqual(NUL);
      expect(res.headers['x-content-type-options'], where).toBe('nosniff');
    }
    expect(await dbDigest(t.database.db)).toEqual(before);
  });

  it('an expiration date in year 0000 is 400 on update (was a 500 from the database)', async () => {
    const before = await dbDigest(t.database.db);
    const res = await t.request('updateProduct', {
      params: { id: productId },
      body: { expirationDate: '0000-01-01' },
      token: t.admin.token,
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
    const created = await createProduct(t, t.admin.token, {
      name: '<b>Bold</b> Flour',
      description,
    });
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
