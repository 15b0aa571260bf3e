import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CATEGORIES,
  DELIVERY_MODES,
  NOTIFICATION_STATUSES,
  QUEUE_FILTERS,
  SERVER_MESSAGES,
  addDays,
  addToCartBody,
  api,
  bulkUpdateProductsBody,
  checkoutBody as checkoutSchema,
  checkoutHeaders,
  createCashierBody,
  createDeliveryZoneBody,
  createProductBody,
  idParams,
  loginBody,
  removeFromCartBody,
  setOrderPaidBody,
  setOrderReferenceBody,
  setOrderStatusBody,
  shopToday,
  signupBody,
  pathOf,
  updateCartBody,
  updateDeliveryZoneBody,
  updateProductBody,
  updateShopSettingsBody,
  type CallName,
  type Endpoint,
} from '@shop/contract';
import type { Env } from '../env.ts';
import { findUserById } from '../modules/users/users.repository.ts';
import { dbDigest } from './db-digest.ts';
import { createTestApp, dbKind, type TestApp } from './helper.ts';
import { addToCart, checkoutBody, createProduct } from './shop.ts';

/*
 * Property-based hostile input for every call (design.md section 3, "Input"; OWASP ASVS 5.0
 * V1/V2 input validation). Each run sends one generated request as the caller the call is
 * meant for (so it gets past the role guard) and checks:
 *   - never a 5xx, always a JSON answer, errors as { message };
 *   - a refused request (4xx) leaves every table exactly as it was;
 *   - a body, id or query the contract's own schema refuses is answered 400 or 413: nothing
 *     is coerced ("2" is not 2) or quietly accepted.
 */

const today = shopToday();

// Values that have broken web servers before, grouped so a failure names its kind.
const NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  0.1 + 0.2,
  12.345,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e21,
  1e-7,
  9_999_999_999.99,
  10_000_000_000,
];
const NUMERIC_STRINGS = ['2', '1.5', '-1', '0', 'NaN', 'Infinity', '1e3', '0x10', ' 2 ', ''];
const MARKUP_AND_SQL = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1",
  "'; DROP TABLE orders; --",
  '1; SELECT pg_sleep(5)',
  '$1',
  '${7*7}',
  '{{constructor.constructor("return process")()}}',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\u202egnp.exe',
  'null',
  'undefined',
  '😀🥖',
  ' ',
  '\t\n',
  '\\',
  '"',
];
const HUGE = ['x'.repeat(201), 'x'.repeat(2049), 'x'.repeat(60_000), 'é'.repeat(60_000)];
const DATES = [
  '2000-01-01',
  '1970-01-01T00:00:00.000Z',
  addDays(today, -1),
  today,
  '2024-02-30',
  '2023-02-29',
  '2024-13-01',
  '2024-00-10',
  '0000-01-01',
  '0000-00-00',
  '9999-12-31',
  '99999-01-01',
  '+275760-09-13',
  '2030-01-01T25:00:00Z',
  '01/02/2030',
  'tomorrow',
  '2030-1-1',
  '20300101',
];
const ENUM_LOOKALIKES = [
  'bread',
  'FLOUR',
  'flour ',
  'Flour',
  'wholesale',
  'Price',
  'halfprice',
  'pending',
  'shipped',
  'APPROVED',
  'approved ',
  'Pickup',
  'courier',
  'admin',
];
/** Keys that must never reach an object as anything but refused extra fields. */
const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'userId',
  'role',
  'price',
  'totalAmount',
  '_id',
  'id',
  'status',
  'stock',
  'isAdmin',
];

/** Any hostile value, of any JSON type. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, [], {}, [1], { a: 1 }),
  fc.constantFrom(...NUMBERS),
  fc.double(),
  fc.integer(),
  fc.constantFrom(...NUMERIC_STRINGS, ...MARKUP_AND_SQL, ...DATES, ...ENUM_LOOKALIKES),
  fc.constantFrom(...HUGE),
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.jsonValue({ maxDepth: 2 }),
);

const DROP = Symbol('drop');
const setOwn = (target: Record<string, unknown>, key: string, value: unknown) =>
  // defineProperty, so "__proto__" becomes a real key of the JSON and not the prototype.
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });

/** JSON tokens that are not JSON (NaN) or that JSON.parse turns into Infinity (1e400). */
const RAW_NUMBERS = ['NaN', 'Infinity', '-Infinity', '1e400', '-1e400', '0x10', '01', '.5', '+1'];

export interface HostileBody {
  /** What goes on the wire. */
  raw: string | Buffer | undefined;
  /** How it reads as JSON (what the contract schema is asked about), or a parse failure. */
  kind: 'json' | 'invalid-json' | 'none';
}

function sent(raw: string): HostileBody {
  try {
    JSON.parse(raw);
    return { raw, kind: 'json' };
  } catch {
    return { raw, kind: 'invalid-json' };
  }
}

/**
 * Bodies built from a valid one: fields kept, dropped, replaced by a field-specific or any
 * hostile value, plus extra keys; or a whole body of the wrong shape; or raw text that is
 * not JSON where a number belongs; or prototype-poisoning JSON.
 */
export function hostileBody(
  valid: Record<string, fc.Arbitrary<unknown>>,
  specific: Record<string, fc.Arbitrary<unknown>> = {},
): fc.Arbitrary<HostileBody> {
  const fieldNames = Object.keys(valid);
  // One or two fields changed at a time, so that the rest of the body stays valid and each
  // hostile value meets the check it is aimed at (and valid bodies get through too).
  const change = (name: string) =>
    fc.oneof(
      { weight: 1, arbitrary: fc.constant<unknown>(DROP) },
      { weight: 2, arbitrary: specific[name] ?? hostileValue },
      { weight: 2, arbitrary: hostileValue },
    );
  const mutated = fc
    .tuple(
      fc.record(valid),
      fc
        .subarray(fieldNames, { maxLength: Math.min(2, fieldNames.length) })
        .chain((names) =>
          fc.tuple(...names.map((name) => change(name).map((value) => [name, value] as const))),
        ),
      fc.oneof(
        { weight: 3, arbitrary: fc.constant([]) },
        {
          weight: 1,
          arbitrary: fc.array(
            fc.tuple(fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string()), hostileValue),
            { minLength: 1, maxLength: 2 },
          ),
        },
      ),
    )
    .map(([base, changes, extras]) => {
      const body: Record<string, unknown> = { ...base };
      for (const [key, value] of changes) {
        if (value === DROP) delete body[key];
        else body[key] = value;
      }
      for (const [key, value] of extras) setOwn(body, key, value);
      return sent(JSON.stringify(body));
    });
  const wholeBody = hostileValue.map((value) => sent(JSON.stringify(value) ?? 'null'));
  const rawNumber = fc
    .tuple(fc.record(valid), fc.constantFrom(...fieldNames), fc.constantFrom(...RAW_NUMBERS))
    .map(([body, field, token]) =>
      sent(JSON.stringify({ ...body, [field]: '@@RAW@@' }).replace('"@@RAW@@"', token)),
    );
  const poisoned = fc
    .tuple(fc.record(valid), fc.constantFrom('__proto__', 'constructor'))
    .map(([body, key]) =>
      sent(
        key === '__proto__'
          ? `{"__proto__":{"role":"admin","isAdmin":true},${JSON.stringify(body).slice(1)}`
          : `{"constructor":{"prototype":{"isAdmin":true}},${JSON.stringify(body).slice(1)}`,
      ),
    );
  const broken = fc.constantFrom<HostileBody>(
    { raw: undefined, kind: 'none' },
    sent(''),
    sent('{'),
    sent('{"a":1}{'),
    sent('\uFEFF{}'),
    sent('[]'.repeat(10)),
    // Deep nesting inside the 100 KB limit: the parser must not blow the stack into a 500.
    sent('['.repeat(40_000) + ']'.repeat(40_000)),
    sent(`{"a":${'{"a":'.repeat(15_000)}1${'}'.repeat(15_000)}}`),
    {
      raw: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      kind: 'json',
    },
  );
  const untouched = fc.record(valid).map((body) => sent(JSON.stringify(body)));
  return fc.oneof(
    { weight: 2, arbitrary: untouched },
    { weight: 6, arbitrary: mutated },
    { weight: 1, arbitrary: wholeBody },
    { weight: 1, arbitrary: rawNumber },
    { weight: 1, arbitrary: poisoned },
    { weight: 1, arbitrary: broken },
  );
}

/** Ids for :id: a real one, a well-formed unknown one, or anything else. */
export function hostileId(real: () => string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(null).map(() => real()) },
    { weight: 2, arbitrary: fc.uuid() },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '00000000-0000-0000-0000-000000000000',
        'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
        '{00000000-0000-4000-8000-000000000000}',
        '0',
        '-1',
        '1.5',
        'NaN',
        'null',
        "1' OR '1'='1",
        '<script>',
        '%00',
        // Past Fastify's maxParamLength (100): 414 from the router, never a 500.
        'x'.repeat(101),
      ),
    },
    { weight: 3, arbitrary: fc.string({ minLength: 1, maxLength: 60 }) },
  );
}

/** Query strings: unknown categories, repeated keys, extra keys, markup. */
const hostileQuery: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom('category', 'userId', '__proto__', 'constructor'), fc.string()),
      fc.oneof(fc.constantFrom(...CATEGORIES), fc.string(), fc.constantFrom(...MARKUP_AND_SQL)),
    ),
    { maxLength: 3 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&'));

// Field-specific values, valid ones first so that the accepted path is exercised too.
const text = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.constantFrom(...MARKUP_AND_SQL, ...HUGE),
);
const money = fc.oneof(fc.constantFrom(1, 12.5, 99.99, 1280.55), fc.constantFrom(...NUMBERS));
const wholeNumber = fc.oneof(fc.integer({ min: 0, max: 50 }), fc.constantFrom(...NUMBERS));
const futureDate = fc.integer({ min: 100, max: 2000 }).map((d) => addDays(today, d));
const gmail = fc.uuid().map((u) => `h.${u.slice(0, 12)}@gmail.com`);
const emailish = fc.oneof(
  gmail,
  fc.constantFrom('x@yahoo.com', '@gmail.com', 'A@GMAIL.COM', 'a@gmail.com\n', 'a b@gmail.com'),
  fc.emailAddress(),
);
const password = fc.oneof(
  fc.constant('password-123'),
  fc.string({ minLength: 0, maxLength: 10 }),
  fc.constant('p'.repeat(129)),
);

interface World {
  t: TestApp;
  /** A session as the account is now: logout in one run must not spoil the next. */
  token(caller: Exclude<Caller, 'visitor'>): Promise<string>;
  productId: string;
  hiddenProductId: string;
  /** The admin's updates go to this one, so the product customers buy stays sellable. */
  editableProductId: string;
  orderId: string;
  /** The customer's GCash order, whose reference they may give later. */
  gcashOrderId: string;
  /** The area the admin's updates go to; the deletes pick among `zoneIds`. */
  zoneId: string;
  zoneIds: string[];
  cashierIds: string[];
  loginEmail: string;
}

type Caller = 'visitor' | 'customer' | 'cashier' | 'admin';

interface HostileCall {
  caller: Caller;
  /** One generated request: URL (path and query), body and extra headers. */
  request(world: World): fc.Arbitrary<{
    url: string;
    body?: HostileBody;
    headers?: Record<string, string>;
    /** The contract's verdict on what was generated; false means it must be refused. */
    valid: boolean;
  }>;
  /** Run before each request (keeps a cart to check out). */
  prepare?(world: World): Promise<void>;
}

const parseValid = (schema: z.ZodType, body: HostileBody) => {
  if (body.kind !== 'json' || typeof body.raw !== 'string') return false;
  return schema.safeParse(JSON.parse(body.raw)).success;
};
const idValid = (id: string) => idParams.safeParse({ id }).success;
/** encodeURIComponent throws on lone surrogates; the wire would carry U+FFFD instead. */
const wellFormed = (value: string) => value.replace(/[\ud800-\udfff]/g, '\ufffd');
const enc = (value: string) => encodeURIComponent(wellFormed(value));
/** The call's path from the contract, with its :id (percent-encoded by pathOf) filled in. */
const urlOf = (name: CallName, id?: string) =>
  pathOf(api[name], id === undefined ? {} : { id: wellFormed(id) });
const withQuery = (name: CallName) =>
  hostileQuery.map((q) => (q ? `${urlOf(name)}?${q}` : urlOf(name)));

/** No input besides a query string that the call ignores. */
const queryOnly = (name: CallName, caller: Caller): HostileCall => ({
  caller,
  request: () => withQuery(name).map((url) => ({ url, valid: true })),
});

/**
 * A call whose one query key takes a value from a list (category, status, delivery mode): listed
 * values, look-alikes, markup and any string; a repeated key; or other keys, which the call
 * ignores. A `required` key must be there: a query without it is refused.
 */
const enumQuery = (
  name: CallName,
  caller: Caller,
  key: string,
  values: readonly string[],
  required = false,
): HostileCall => ({
  caller,
  request: () =>
    fc
      .oneof(
        // A required key's listed values come often enough for the call to be answered too.
        { weight: required ? 2 : 0, arbitrary: fc.constantFrom(...values) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(...values, ...ENUM_LOOKALIKES, ...MARKUP_AND_SQL, ''),
        },
        { weight: 1, arbitrary: fc.string() },
      )
      .chain((value) =>
        fc.oneof(
          fc.constant({
            url: `${urlOf(name)}?${key}=${enc(value)}`,
            valid: values.includes(value),
          }),
          // A repeated key arrives as an array: refused, never "the first one".
          fc.constant({
            url: `${urlOf(name)}?${key}=${enc(values[0]!)}&${key}=${enc(value)}`,
            valid: false,
          }),
          withQuery(name).map((url) => {
            const given = new URLSearchParams(url.split('?')[1] ?? '').getAll(key);
            return {
              url,
              valid:
                (!required && given.length === 0) ||
                (given.length === 1 && values.includes(given[0]!)),
            };
          }),
        ),
      ),
});

/** A 1 × 1 PNG: the one file a photo upload accepts among the generated ones. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A file call (the contract's `upload`): a multipart body with a hostile part (another field,
 * odd file names and types, random bytes, markup, an empty file), or no multipart at all. Only
 * `accepted` in the field `file` is valid; everything else must be refused.
 */
const fileCall = (name: CallName, accepted: Buffer): HostileCall => ({
  caller: 'admin',
  request: () =>
    fc.oneof(
      hostileBody({ file: fc.constant('photo.jpg') }).map((body) => ({
        url: urlOf(name),
        body,
        valid: false,
      })),
      fc
        .record({
          field: fc.constantFrom('file', 'file', 'photo', '', 'file[]', '__proto__'),
          filename: fc.oneof(
            fc.constantFrom('photo.jpg', '../../etc/passwd', 'a"b.png', '', 'x.csv'),
            fc.string({ maxLength: 30 }),
          ),
          type: fc.constantFrom('image/jpeg', 'text/csv', 'application/octet-stream', ''),
          content: fc.oneof(
            fc.constant(accepted),
            fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a)),
            fc.constantFrom(...MARKUP_AND_SQL).map((v) => Buffer.from(v)),
            fc.constant(Buffer.alloc(0)),
          ),
        })
        .map(({ field, filename, type, content }) => {
          const boundary = `hostile${Math.random().toString(36).slice(2)}`;
          const head =
            `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename.replace(/[\r\n"]/g, '_')}"\r\n` +
            (type ? `Content-Type: ${type}\r\n` : '') +
            '\r\n';
          const raw = Buffer.concat([
            Buffer.from(head),
            content,
            Buffer.from(`\r\n--${boundary}--\r\n`),
          ]);
          return {
            url: urlOf(name),
            body: { raw, kind: 'none' as const },
            headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
            valid: field === 'file' && content === accepted,
          };
        }),
    ),
});

/** A body call: validity is the contract's verdict on the body. */
const bodyCall = (
  name: CallName,
  caller: Caller,
  schema: z.ZodType,
  valid: (w: World) => Record<string, fc.Arbitrary<unknown>>,
  specific: Record<string, fc.Arbitrary<unknown>> = {},
): HostileCall => ({
  caller,
  request: (w) =>
    hostileBody(valid(w), specific).map((body) => ({
      url: urlOf(name),
      body,
      valid: parseValid(schema, body),
    })),
});

/** An :id call with an optional body. */
const idCall = (
  name: CallName,
  caller: Caller,
  realId: (w: World) => string,
  body?: { schema: z.ZodType; valid: Record<string, fc.Arbitrary<unknown>> },
): HostileCall => ({
  caller,
  request: (w) =>
    fc
      .tuple(
        hostileId(() => realId(w)),
        body ? hostileBody(body.valid) : fc.constant<HostileBody | undefined>(undefined),
      )
      .map(([id, b]) => ({
        url: urlOf(name, id),
        body: b,
        valid: idValid(id) && (body && b ? parseValid(body.schema, b) : true),
      })),
});

const productFields = {
  name: text,
  images: fc.oneof(
    fc.constantFrom('/images/categories/flour.svg', 'https://example.com/a.png'),
    fc.constantFrom(
      'javascript:alert(1)',
      'data:text/html,<script>',
      '//evil',
      '/\\evil.example/x.png',
      '/uploads/../secret',
      'ftp://x',
    ),
  ),
  description: text,
  price: money,
  halfPrice: fc.oneof(money, fc.constant(null)),
  retailPrice: fc.oneof(money, fc.constant(null)),
  category: fc.oneof(fc.constantFrom(...CATEGORIES), fc.constantFrom(...ENUM_LOOKALIKES)),
  stock: wholeNumber,
  expirationDate: fc.oneof(futureDate, fc.constantFrom(...DATES)),
};
const validProduct = {
  name: fc.constant('Hostile Flour'),
  images: fc.constant('/images/categories/flour.svg'),
  description: fc.constant('Plain flour.'),
  price: fc.constantFrom(1, 99.99),
  category: fc.constantFrom(...CATEGORIES),
  stock: fc.integer({ min: 0, max: 20 }),
  expirationDate: futureDate,
};

/** Partial bodies: each field of a valid one there or not (at least one stays). */
const someOf = (valid: Record<string, fc.Arbitrary<unknown>>) =>
  Object.fromEntries(
    Object.entries(valid).map(([k, v]) => [k, fc.option(v, { nil: undefined })]),
  ) as Record<string, fc.Arbitrary<unknown>>;

const HOURS = ['24:00', '7:00', '15:00:00', '3 PM', '12:60', '-01:00', '00:00', '23:59'];
const zoneFields = {
  name: text,
  fee: fc.oneof(money, fc.constant(0)),
  freeFrom: fc.oneof(money, fc.constant(null)),
  active: fc.oneof(fc.boolean(), fc.constantFrom<unknown>('true', 1, 0, 'false')),
};
const validZone = {
  name: fc.constantFrom('Sta. Cruz', 'Quezon City'),
  fee: fc.constantFrom(0, 50, 75.5),
  freeFrom: fc.constantFrom(null, 3000),
  active: fc.boolean(),
};
const validSettings = {
  shopName: fc.constant('Bakery Supply Shop'),
  address: fc.constantFrom('123 Rizal Avenue, Sta. Cruz, Manila', null, ''),
  hours: fc.constant('Daily, 7:00 AM – 6:00 PM'),
  gcashNumber: fc.constantFrom('09171234567', null),
  facebookUrl: fc.constantFrom('https://facebook.com/bakerysupply', null),
  minimumOrder: fc.constantFrom(null, 500, 1000.5),
  cutoffTime: fc.constantFrom(null, '15:00'),
  closedWeekdays: fc.constantFrom([], [0], [0, 6]),
  closedDates: fc.constant([addDays(today, 400)]),
  maxPickupsPerDay: fc.constantFrom(null, 1000),
  maxDeliveriesPerDay: fc.constantFrom(null, 1000),
};
const settingsFields = {
  shopName: text,
  address: text,
  hours: text,
  gcashNumber: fc.oneof(
    text,
    fc.constantFrom('0917-123-4567', '+639171234567', '12345', 'abc', '0'.repeat(21)),
  ),
  facebookUrl: fc.oneof(
    text,
    fc.constantFrom('http://facebook.com/x', 'javascript:alert(1)', 'https://a b', 'https://'),
  ),
  minimumOrder: fc.oneof(money, fc.constant(null)),
  cutoffTime: fc.oneof(fc.constantFrom(...HOURS), text),
  closedWeekdays: fc.oneof(
    fc.constantFrom<unknown>([7], [-1], ['0'], [0.5], [0, 1, 2, 3, 4, 5, 6, 0], 'sunday', 0),
    fc.array(hostileValue, { maxLength: 3 }),
  ),
  closedDates: fc.oneof(
    fc.constantFrom(...DATES).map((d) => [d]),
    fc.array(hostileValue, { maxLength: 3 }),
    fc.constant(Array.from({ length: 367 }, (_, i) => addDays(today, i))),
  ),
  maxPickupsPerDay: fc.oneof(wholeNumber, fc.constant(null)),
  maxDeliveriesPerDay: fc.oneof(wholeNumber, fc.constant(null)),
};

/** One entry per call of the contract, by its name; method and path come from the contract. */
export const HOSTILE_CALLS: Record<CallName, HostileCall> = {
  health: queryOnly('health', 'visitor'),
  signup: bodyCall(
    'signup',
    'visitor',
    signupBody,
    () => ({
      username: fc.constant('Hostile Customer'),
      email: gmail,
      password: fc.constant('password-123'),
      confirmPassword: fc.constant(''),
      role: fc.constantFrom('customer', 'admin'),
    }),
    { username: text, email: emailish, password },
  ),
  login: bodyCall(
    'login',
    'visitor',
    loginBody,
    (w) => ({ email: fc.constant(w.loginEmail), password: fc.constant('wrong-password') }),
    { email: emailish, password },
  ),
  logout: {
    caller: 'customer',
    request: () =>
      hostileBody({ a: fc.constant(1) }).map((body) => ({
        url: urlOf('logout'),
        body,
        valid: true,
      })),
  },
  getMe: queryOnly('getMe', 'customer'),
  createCashier: bodyCall(
    'createCashier',
    'admin',
    createCashierBody,
    () => ({
      username: fc.constant('Hostile Cashier'),
      email: gmail,
      password: fc.constant('password-123'),
    }),
    { username: text, email: emailish, password },
  ),
  listCashiers: queryOnly('listCashiers', 'admin'),
  deleteCashier: idCall(
    'deleteCashier',
    'admin',
    (w) => w.cashierIds[Math.floor(Math.random() * w.cashierIds.length)]!,
  ),
  getProducts: enumQuery('getProducts', 'visitor', 'category', CATEGORIES),
  createProduct: bodyCall(
    'createProduct',
    'admin',
    createProductBody,
    () => validProduct,
    productFields,
  ),
  updateProduct: {
    caller: 'admin',
    request: (w) =>
      fc
        .tuple(
          hostileId(() => w.editableProductId),
          hostileBody(
            Object.fromEntries(
              Object.entries(validProduct).map(([k, v]) => [
                k,
                fc.option(v as fc.Arbitrary<unknown>, { nil: undefined }),
              ]),
            ),
            productFields,
          ),
        )
        .map(([id, body]) => ({
          url: urlOf('updateProduct', id),
          body,
          valid: idValid(id) && parseValid(updateProductBody, body),
        })),
  },
  deleteProduct: idCall('deleteProduct', 'admin', (w) => w.hiddenProductId),
  addToCart: bodyCall(
    'addToCart',
    'customer',
    addToCartBody,
    (w) => ({
      productId: fc.constantFrom(w.productId, w.hiddenProductId),
      quantity: fc.integer({ min: 1, max: 3 }),
      priceType: fc.constantFrom('price', 'halfPrice', 'retailPrice'),
    }),
    {
      quantity: wholeNumber,
      priceType: fc.constantFrom(...ENUM_LOOKALIKES),
    },
  ),
  getCart: queryOnly('getCart', 'customer'),
  removeFromCart: bodyCall('removeFromCart', 'customer', removeFromCartBody, (w) => ({
    productId: fc.constant(w.productId),
    priceType: fc.constantFrom('price', 'halfPrice', 'retailPrice'),
  })),
  updateCart: {
    ...bodyCall(
      'updateCart',
      'customer',
      updateCartBody,
      (w) => ({
        productId: fc.constantFrom(w.productId, w.hiddenProductId),
        priceType: fc.constantFrom('price', 'halfPrice', 'retailPrice'),
        quantity: fc.integer({ min: 1, max: 3 }),
      }),
      { quantity: wholeNumber, priceType: fc.constantFrom(...ENUM_LOOKALIKES) },
    ),
    // A line to change: the product at its full price.
    prepare: async (w) => {
      await addToCart(w.t, await w.token('customer'), w.productId, 1);
    },
  },
  checkout: {
    caller: 'customer',
    prepare: async (w) => {
      await addToCart(w.t, await w.token('customer'), w.productId, 1);
    },
    request: () =>
      fc
        .tuple(
          hostileBody(
            {
              name: fc.constant('Hostile Buyer'),
              address: fc.constant('1 Test St'),
              phoneNumber: fc.constant('+639123456789'),
              pickupDate: fc.integer({ min: 0, max: 30 }).map((d) => addDays(today, d)),
              deliveryMode: fc.constantFrom('pickup', 'delivery'),
            },
            {
              name: text,
              address: text,
              phoneNumber: fc.oneof(text, fc.constantFrom('09123456789', '12345', '+63 912-345')),
              pickupDate: fc.constantFrom(...DATES),
              deliveryMode: fc.constantFrom(...ENUM_LOOKALIKES),
            },
          ),
          // Header values are printable ASCII on the wire; Node refuses to send anything else.
          fc.option(
            fc
              .oneof(fc.uuid(), fc.constantFrom('', 'k'.repeat(201)), fc.string({ maxLength: 40 }))
              .map((key) => key.replace(/[^\x20-\x7e]/g, '').trim()),
          ),
        )
        .map(([body, key]) => ({
          url: urlOf('checkout'),
          body,
          headers: key === null ? undefined : { 'idempotency-key': key },
          valid:
            parseValid(checkoutSchema, body) &&
            (key === null || checkoutHeaders.safeParse({ 'idempotency-key': key }).success),
        })),
  },
  getOrders: queryOnly('getOrders', 'customer'),
  cancelOrder: idCall('cancelOrder', 'customer', (w) => w.orderId),
  getCustomerQueue: enumQuery('getCustomerQueue', 'cashier', 'status', QUEUE_FILTERS),
  setOrderStatus: idCall('setOrderStatus', 'cashier', (w) => w.orderId, {
    schema: setOrderStatusBody,
    valid: {
      status: fc.constantFrom('approved', 'declined', 'ready', 'completed'),
      note: fc.oneof(fc.constant(undefined), fc.constantFrom('Ready after 2 PM', '')),
    },
  }),
  setOrderReference: idCall('setOrderReference', 'customer', (w) => w.gcashOrderId, {
    schema: setOrderReferenceBody,
    valid: {
      gcashReference: fc.oneof(
        fc.stringMatching(/^\d{13}$/),
        fc.constantFrom('123456789012', '12345678901234', '1234 5678 9012', 'GC1234567890'),
      ),
    },
  }),
  setOrderPaid: idCall('setOrderPaid', 'cashier', (w) => w.orderId, {
    schema: setOrderPaidBody,
    valid: { paid: fc.oneof(fc.boolean(), fc.constantFrom<unknown>('true', 1, null)) },
  }),
  clearCustomerInfo: idCall('clearCustomerInfo', 'cashier', (w) => w.orderId),
  getCategorySales: queryOnly('getCategorySales', 'admin'),
  getShopSettings: queryOnly('getShopSettings', 'visitor'),
  updateShopSettings: bodyCall(
    'updateShopSettings',
    'admin',
    updateShopSettingsBody,
    () => someOf(validSettings),
    settingsFields,
  ),
  getOpenDates: enumQuery('getOpenDates', 'visitor', 'deliveryMode', DELIVERY_MODES, true),
  getDeliveryZones: queryOnly('getDeliveryZones', 'visitor'),
  createDeliveryZone: bodyCall(
    'createDeliveryZone',
    'admin',
    createDeliveryZoneBody,
    () => validZone,
    zoneFields,
  ),
  updateDeliveryZone: {
    caller: 'admin',
    request: (w) =>
      fc
        .tuple(
          hostileId(() => w.zoneId),
          hostileBody(someOf(validZone), zoneFields),
        )
        .map(([id, body]) => ({
          url: urlOf('updateDeliveryZone', id),
          body,
          valid: idValid(id) && parseValid(updateDeliveryZoneBody, body),
        })),
  },
  deleteDeliveryZone: idCall(
    'deleteDeliveryZone',
    'admin',
    (w) => w.zoneIds[Math.floor(Math.random() * w.zoneIds.length)]!,
  ),
  // As a visitor: an admitted request would open a stream that inject() cannot end; the
  // stream's own tests are in live.test.ts. Junk in the query must still be a JSON 401.
  events: queryOnly('events', 'visitor'),
  listNotifications: enumQuery('listNotifications', 'admin', 'status', NOTIFICATION_STATUSES),
  retryNotification: idCall('retryNotification', 'admin', (w) => w.orderId),
  uploadImage: fileCall('uploadImage', TINY_PNG),
  exportProductsCsv: queryOnly('exportProductsCsv', 'admin'),
  importProducts: fileCall(
    'importProducts',
    Buffer.from(
      `name,category,description,price,stock,expirationDate,images\r\nHostile Import,flour,Plain.,10,1,${addDays(today, 200)},/images/categories/flour.svg\r\n`,
    ),
  ),
  bulkUpdateProducts: bodyCall(
    'bulkUpdateProducts',
    'admin',
    bulkUpdateProductsBody,
    (w) => ({ ids: fc.constant([w.editableProductId]), stock: fc.integer({ min: 0, max: 20 }) }),
    {
      ids: fc.oneof(
        fc.array(fc.uuid(), { maxLength: 3 }),
        fc.array(hostileValue, { maxLength: 3 }),
        fc.constant('not-a-list'),
      ),
      price: money,
      stock: wholeNumber,
      expirationDate: fc.oneof(futureDate, fc.constantFrom(...DATES)),
    },
  ),
};

/** Whether the contract lets the caller past the call's guard. */
const admits = (name: CallName, caller: Caller) => {
  const access = api[name].access;
  if (access === 'anyone') return true;
  if (caller === 'visitor') return false;
  return access === 'signed-in' || (access as readonly string[]).includes(caller);
};

/**
 * Defines the hostile-input tests; the quick suite runs few cases per call, the resilience
 * suite many. `env` can lift the abuse limits so that hundreds of signups are not a 429.
 */
export function describeHostileInput(options: { numRuns: number; env?: Partial<Env> }) {
  const { numRuns } = options;
  describe(`hostile input on ${dbKind}, ${numRuns} generated requests per call`, () => {
    let w: World;
    const totals = { tried: 0, refused: 0, accepted: 0, unchangedChecks: 0 };

    beforeAll(async () => {
      const t = await createTestApp(options.env ?? {});
      const [admin, cashier, customer, loginUser] = await Promise.all([
        t.createUser('admin'),
        t.createUser('cashier'),
        t.createUser('customer'),
        t.createUser('customer'),
      ]);
      const product = await createProduct(t, admin.token, { stock: 1_000_000 });
      const editable = await createProduct(t, admin.token, { name: 'Editable' });
      const hidden = await createProduct(t, admin.token, {
        name: 'Near Expiry',
        expirationDate: addDays(today, 5),
      });
      await addToCart(t, customer.token, product._id, 1);
      const order = await t.request('checkout', { body: checkoutBody(), token: customer.token });
      await addToCart(t, customer.token, product._id, 1);
      const gcashOrder = await t.request('checkout', {
        body: checkoutBody({ paymentMethod: 'gcash' }),
        token: customer.token,
      });
      const newZone = async (name: string) => {
        const res = await t.request('createDeliveryZone', {
          body: { name, fee: 50 },
          token: admin.token,
        });
        return res.json().zone._id as string;
      };
      const zoneId = await newZone('Hostile Area');
      const zoneIds = await Promise.all(
        Array.from({ length: 3 }, (_, i) => newZone(`Hostile Throwaway ${i}`)),
      );
      const cashierIds = await Promise.all(
        Array.from({ length: 3 }, async () => (await t.createUser('cashier')).id),
      );
      const ids = { admin: admin.id, cashier: cashier.id, customer: customer.id };
      w = {
        t,
        token: async (caller) =>
          t.app.signSession((await findUserById(t.database.db, ids[caller]))!),
        productId: product._id,
        hiddenProductId: hidden._id,
        editableProductId: editable._id,
        orderId: order.json().order._id,
        gcashOrderId: gcashOrder.json().order._id,
        zoneId,
        zoneIds,
        cashierIds,
        loginEmail: loginUser.email,
      };
    });
    afterAll(async () => {
      console.log(
        `[hostile] ${dbKind}: requests tried ${totals.tried}, refused ${totals.refused}, ` +
          `accepted ${totals.accepted}, database-unchanged checks ${totals.unchangedChecks}`,
      );
      await w?.t.close();
    });

    it('covers every call of the contract, each as a caller its access admits', () => {
      expect(Object.keys(HOSTILE_CALLS).sort()).toEqual(Object.keys(api).sort());
      for (const [name, call] of Object.entries(HOSTILE_CALLS) as [CallName, HostileCall][]) {
        // A stream is tried as a visitor (see its entry); live.test.ts tries it signed in.
        const stream = Boolean((api[name] as Endpoint).stream);
        expect(admits(name, call.caller) || stream, `${name} as ${call.caller}`).toBe(true);
      }
    });

    it.each(Object.keys(HOSTILE_CALLS) as CallName[])('%s', async (name) => {
      const call = HOSTILE_CALLS[name];
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(call.request(w), async (input) => {
          await call.prepare?.(w);
          const token = call.caller === 'visitor' ? undefined : await w.token(call.caller);
          const before = await dbDigest(w.t.database.db);
          // Raw: the generated bodies are text a client would never build.
          const res = await w.t.inject({
            method: api[name].method,
            url: input.url,
            token,
            headers: {
              ...(input.body?.raw !== undefined ? { 'content-type': 'application/json' } : {}),
              ...input.headers,
            },
            ...(input.body?.raw !== undefined ? { payload: input.body.raw } : {}),
          });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const where = `${name} ${input.url.slice(0, 120)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          // A download (the contract's `produces`) answers its own type; every error is JSON.
          const produces = (api[name] as Endpoint).produces;
          if (produces && res.statusCode < 400) {
            expect(res.headers['content-type'], where).toMatch(new RegExp(`^${produces}`));
            return;
          }
          expect(res.headers['content-type'], where).toMatch(/^application\/json/);
          const body = res.json();
          if (res.statusCode >= 400) {
            expect(body, where).toEqual(expect.objectContaining({ message: expect.any(String) }));
            expect(await dbDigest(w.t.database.db), `${where} changed the database`).toEqual(
              before,
            );
          }
          // 414: an :id past Fastify's maxParamLength is refused by the router itself; an id
          // of "." or ".." is resolved away by URL parsing and matches no route at all.
          if (!input.valid) {
            const noRoute =
              res.statusCode === 404 && body.message === SERVER_MESSAGES.routeNotFound;
            if (!noRoute) {
              // 415: JSON sent to a call that takes a file (the contract's `upload`).
              expect([400, 413, 414, 415], `${where} was not refused`).toContain(res.statusCode);
            }
          }
        }),
        { numRuns },
      );
      const refused = [...statuses].filter(([s]) => s >= 400).reduce((n, [, c]) => n + c, 0);
      totals.tried += numRuns;
      totals.refused += refused;
      totals.accepted += numRuns - refused;
      totals.unchangedChecks += refused;
      console.log(
        `[hostile] ${name}: ${numRuns} requests, statuses ${[...statuses]
          .sort(([a], [b]) => a - b)
          .map(([s, c]) => `${s}x${c}`)
          .join(' ')}`,
      );
    });
  });
}
