import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  SERVER_MESSAGES,
  addDays,
  api,
  pathOf,
  type CallName,
  type Endpoint,
} from '@shop/contract';
import type { Env } from '../env.ts';
import { findUserById } from '../modules/users/users.repository.ts';
import {
  MARKUP_AND_SQL,
  hostileFor,
  objectOf,
  schemaOf,
  callersOf,
  type Caller,
} from './contract-input.ts';
import {
  headerValue,
  hostileBody,
  hostileId,
  hostileQuery,
  hostileValue,
  parsedQuery,
  today,
  wellFormed,
  type HostileBody,
} from './hostile-values.ts';
import { dbDigest } from './db-digest.ts';
import { dbKind, useTestApp, type TestShop } from './helper.ts';
import { addToCart, checkoutBody, createProduct } from './shop.ts';

/*
 * Property-based hostile input for every call (design.md section 3, "Input"; OWASP ASVS 5.0
 * V1/V2 input validation), generated from the call's entry in the contract: its params, query,
 * headers and body schemas (contract-input.ts), its access and its `upload`. Each run sends one
 * generated request as a caller the call's access admits (so it gets past the role guard) and
 * checks:
 *   - never a 5xx, always a JSON answer, errors as { message };
 *   - a refused request (4xx) leaves every table exactly as it was;
 *   - a body, id, query or header the contract's own schema refuses is answered 400 or 413:
 *     nothing is coerced ("2" is not 2) or quietly accepted.
 */

interface HostileRequest {
  /** Path and query. */
  url: string;
  body?: HostileBody;
  headers?: Record<string, string>;
  /** The contract's verdict on what was generated; false means it must be refused. */
  valid: boolean;
}

interface World {
  t: TestShop;
  /** A session as the account is now: logout in one run must not spoil the next. */
  token(caller: Exclude<Caller, 'visitor'>): Promise<string>;
  /** The product customers buy; it stays sellable. */
  productId: string;
  /** Real ids by the call's tag (products, orders, areas, cashiers); all of them for others. */
  ids: Partial<Record<Endpoint['tag'], string[]>> & { all: string[] };
}

const parses = (schema: z.ZodType | undefined, value: unknown) =>
  !schema || schema.safeParse(value).success;

/**
 * One generated request for the call, from its contract entry: a hostile :id (a real one of
 * its kind now and then), a hostile query, its headers, and a hostile JSON or file body.
 */
function hostileRequest(name: CallName, w: World): fc.Arbitrary<HostileRequest> {
  const call = api[name] as Endpoint;
  const own = w.ids[call.tag] ?? w.ids.all;
  const ids = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...own) },
    { weight: 1, arbitrary: fc.constantFrom(...w.ids.all, w.productId) },
    { weight: 1, arbitrary: fc.uuid() },
  );
  // The path's one parameter (:id, or a tracking page's :code) gets the same hostile values.
  const param = /:([A-Za-z]+)/.exec(call.path)?.[1];
  const path = param
    ? hostileId(() => own[Math.floor(Math.random() * own.length)]!).map((id) => ({
        path: pathOf(call, { [param]: wellFormed(id) }),
        valid: parses(call.params, { [param]: id }),
      }))
    : fc.constant({ path: pathOf(call), valid: true });
  const query = hostileQuery(call.query && schemaOf(call.query), ids);
  const headerFields = Object.entries((call.headers && schemaOf(call.headers).properties) ?? {});
  const headers = fc.record(
    Object.fromEntries(headerFields.map(([key, field]) => [key, headerValue(field, ids)])),
    { requiredKeys: [] },
  ) as fc.Arbitrary<Record<string, string>>;

  const bodySchema = call.body && schemaOf(call.body);
  const body: fc.Arbitrary<Omit<HostileRequest, 'url'>> = call.upload
    ? fileBody()
    : bodySchema
      ? hostileBody(
          objectOf(call.body!, ids),
          Object.fromEntries(
            Object.entries(bodySchema.properties ?? {}).map(([k, field]) => [
              k,
              hostileFor(field, ids),
            ]),
          ),
        ).map((b) => ({ body: b, valid: isValidJson(call.body!, b) }))
      : call.method === 'GET'
        ? fc.constant({ valid: true })
        : // A body the call does not take: ignored or refused, never a crash.
          fc
            .option(hostileBody(fc.constant({ a: 1 }), { a: hostileValue }), { nil: undefined })
            .map((b) => ({ body: b, valid: true }));
  return fc.tuple(path, query, headers, body).map(([p, q, h, b]) => ({
    url: q ? `${p.path}?${q}` : p.path,
    body: b.body,
    headers: { ...h, ...b.headers },
    valid:
      p.valid &&
      b.valid &&
      (!call.query || parses(call.query, parsedQuery(q))) &&
      (!call.headers || parses(call.headers, h)),
  }));
}

const isValidJson = (schema: z.ZodType, body: HostileBody) => {
  if (body.kind !== 'json' || typeof body.raw !== 'string') return false;
  return schema.safeParse(JSON.parse(body.raw)).success;
};

/** A 1 × 1 PNG and a one-row product CSV: the files the file calls accept. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const ONE_ROW_CSV = Buffer.from(
  `name,category,description,price,stock,expirationDate,images\r\nHostile Import,flour,Plain.,10,1,${addDays(today, 200)},/images/categories/flour.svg\r\n`,
);
const GOOD_FILES = [TINY_PNG, ONE_ROW_CSV];

/**
 * A file call's body (the contract's `upload`): multipart with a hostile part (another field,
 * odd file names and types, random bytes, markup, an empty file), or no multipart at all. Only
 * a good file in the field `file` may be accepted; everything else must be refused.
 */
const fileBody = (): fc.Arbitrary<Omit<HostileRequest, 'url'>> =>
  fc.oneof(
    hostileBody(fc.constant({ file: 'photo.jpg' }), { file: hostileValue }).map((body) => ({
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
          fc.constantFrom(...GOOD_FILES),
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
          body: { raw, kind: 'none' as const },
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          valid: field === 'file' && GOOD_FILES.includes(content),
        };
      }),
  );

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
    const t = useTestApp(options.env ?? {});

    beforeAll(async () => {
      const { admin, cashier, customer } = t;
      const product = await createProduct(t, admin.token, { stock: 1_000_000 });
      const editable = await createProduct(t, admin.token, { name: 'Editable' });
      const hidden = await createProduct(t, admin.token, {
        name: 'Near Expiry',
        expirationDate: addDays(today, 5),
      });
      const placeOrder = async (details: Record<string, unknown>) => {
        await addToCart(t, customer.token, product._id, 1);
        const res = await t.request('checkout', {
          body: checkoutBody(details),
          token: customer.token,
        });
        return res.json().order._id as string;
      };
      const orderIds = [await placeOrder({}), await placeOrder({ paymentMethod: 'gcash' })];
      const zoneIds = await Promise.all(
        ['Hostile Area', 'Hostile Throwaway 1', 'Hostile Throwaway 2'].map(
          async (name) =>
            (
              await t.request('createDeliveryZone', { body: { name, fee: 50 }, token: admin.token })
            ).json().zone._id as string,
        ),
      );
      const cashierIds = (await t.createUsers('cashier', 3)).map((user) => user.id);
      const productIds = [editable._id, hidden._id];
      const ids = { admin: admin.id, cashier: cashier.id, customer: customer.id };
      w = {
        t,
        token: async (caller) =>
          t.app.signSession((await findUserById(t.database.db, ids[caller]))!),
        productId: product._id,
        ids: {
          products: productIds,
          cart: [product._id, hidden._id],
          orders: orderIds,
          notifications: orderIds,
          shop: zoneIds,
          cashiers: cashierIds,
          all: [...productIds, ...orderIds, ...zoneIds, ...cashierIds],
        },
      };
    });
    afterAll(() => {
      console.log(
        `[hostile] ${dbKind}: requests tried ${totals.tried}, refused ${totals.refused}, ` +
          `accepted ${totals.accepted}, database-unchanged checks ${totals.unchangedChecks}`,
      );
    });

    it('derives requests for every call of the contract, as callers its access admits', () => {
      for (const name of Object.keys(api) as CallName[]) {
        const stream = Boolean((api[name] as Endpoint).stream);
        for (const caller of callersOf(name)) {
          expect(admits(name, caller) || stream, `${name} as ${caller}`).toBe(true);
        }
        expect(fc.sample(hostileRequest(name, w), 3), name).toHaveLength(3);
      }
    });

    /** The customer keeps one line in the cart, so that a checkout or a change can go through. */
    const keepCart = async (token: string) => {
      const cart = await w.t.request('getCart', { token });
      if (cart.json().items?.length === 0) await addToCart(w.t, token, w.productId, 1);
    };

    it.each(Object.keys(api) as CallName[])('%s', async (name) => {
      const statuses = new Map<number, number>();
      const requests = fc.tuple(fc.constantFrom(...callersOf(name)), hostileRequest(name, w));
      await fc.assert(
        fc.asyncProperty(requests, async ([caller, input]) => {
          const token = caller === 'visitor' ? undefined : await w.token(caller);
          if (caller === 'customer') await keepCart(token!);
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
          const where = `${name} as ${caller} ${input.url.slice(0, 120)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
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
