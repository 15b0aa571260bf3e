import fc from 'fast-check';
import { shopToday } from '@shop/contract';
import {
  DATES,
  HUGE,
  MARKUP_AND_SQL,
  NUMBERS,
  NUMERIC_STRINGS,
  hostileFor,
  plausible,
  type FieldSchema,
} from './contract-input.ts';

/*
 * The hostile values of hostile-input.ts: JSON bodies, ids, query strings and header values,
 * each drawn from a field's contract schema (contract-input.ts) or from anything at all.
 */
export const today = shopToday();

const ENUM_LOOKALIKES = ['bread', 'FLOUR', 'Flour', 'wholesale', 'halfprice', 'APPROVED', 'admin'];
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
  valid: fc.Arbitrary<Record<string, unknown>>,
  specific: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<HostileBody> {
  const fieldNames = Object.keys(specific);
  // One or two fields changed at a time, so that the rest of the body stays valid and each
  // hostile value meets the check it is aimed at (and valid bodies get through too).
  const change = (name: string) =>
    fc.oneof(
      { weight: 1, arbitrary: fc.constant<unknown>(DROP) },
      { weight: 2, arbitrary: specific[name]! },
      { weight: 2, arbitrary: hostileValue },
    );
  const mutated = fc
    .tuple(
      valid,
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
    .tuple(valid, fc.constantFrom(...fieldNames), fc.constantFrom(...RAW_NUMBERS))
    .map(([body, field, token]) =>
      sent(JSON.stringify({ ...body, [field]: '@@RAW@@' }).replace('"@@RAW@@"', token)),
    );
  const poisoned = fc
    .tuple(valid, fc.constantFrom('__proto__', 'constructor'))
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
  const untouched = valid.map((body) => sent(JSON.stringify(body)));
  return fc.oneof(
    { weight: 2, arbitrary: untouched },
    { weight: fieldNames.length > 0 ? 6 : 0, arbitrary: mutated },
    { weight: 1, arbitrary: wholeBody },
    { weight: fieldNames.length > 0 ? 1 : 0, arbitrary: rawNumber },
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

/** encodeURIComponent throws on lone surrogates; the wire would carry U+FFFD instead. */
export const wellFormed = (value: string) => value.replace(/[\ud800-\udfff]/g, '\ufffd');
const enc = (value: string) => encodeURIComponent(wellFormed(value));

/**
 * The query object the server reads (Fastify's parser): `+` is a space, a repeated key an
 * array, and "__proto__" an own key like any other.
 */
export function parsedQuery(query: string): Record<string, unknown> {
  const parsed: Record<string, unknown> = {};
  for (const pair of query ? query.split('&') : []) {
    const [key, value = ''] = pair.split('=').map((p) => decodeURIComponent(p.replace(/\+/g, ' ')));
    const before = Object.hasOwn(parsed, key!) ? parsed[key!] : undefined;
    const next = before === undefined ? value : [before, value].flat();
    Object.defineProperty(parsed, key!, { value: next, enumerable: true, configurable: true });
  }
  return parsed;
}

/** A query value as text: the field's plausible and hostile values, or any string. */
const queryValue = (schema: FieldSchema, ids: fc.Arbitrary<string>) =>
  fc
    .oneof(
      { weight: 2, arbitrary: plausible(schema, ids) },
      { weight: 2, arbitrary: hostileFor(schema, ids) },
      { weight: 1, arbitrary: fc.string() },
    )
    .filter((v) => ['string', 'number', 'boolean'].includes(typeof v))
    // A query string this long is refused by Node's parser on the wire; inject() has none.
    .map((v) => String(v).slice(0, 1200));

/** Query strings: the call's own keys with good and bad values, repeated keys, other keys. */
export function hostileQuery(schema: FieldSchema | undefined, ids: fc.Arbitrary<string>) {
  const own = Object.entries(schema?.properties ?? {});
  const pair = fc.oneof(
    ...own.map(([key, field]) => fc.tuple(fc.constant(key), queryValue(field, ids))),
    fc.tuple(
      fc.constantFrom('userId', 'role', '__proto__', 'constructor'),
      fc.constantFrom(...MARKUP_AND_SQL),
    ),
    fc.tuple(fc.string({ minLength: 1, maxLength: 20 }), fc.string({ maxLength: 20 })),
  );
  return fc
    .array(pair, { maxLength: own.length + 2 })
    .map((pairs) => pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&'));
}

/** Header values: printable ASCII on the wire (Node refuses to send anything else). */
export const headerValue = (schema: FieldSchema, ids: fc.Arbitrary<string>) =>
  fc.oneof(plausible(schema, ids), hostileFor(schema, ids), fc.uuid()).map((v) =>
    String(v)
      .replace(/[^\x20-\x7e]/g, '')
      .trim(),
  );
