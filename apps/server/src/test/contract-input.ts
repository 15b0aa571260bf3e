import fc from 'fast-check';
import { z } from 'zod';
import {
  addDays,
  api,
  shopToday,
  type CallName,
  type Endpoint,
  type LooseInput,
} from '@shop/contract';

/*
 * Inputs for any call, read from the call's zod schemas in the contract (packages/contract/src/
 * api.ts) through their JSON Schema: plausible values (mostly valid, so requests get past
 * validation) and hostile values aimed at each field's type and bounds. Nothing here names a
 * call or a field: a call added to the contract is covered as it is.
 */

/** The part of JSON Schema that z.toJSONSchema writes for the contract's schemas. */
export interface FieldSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'null';
  properties?: Record<string, FieldSchema>;
  required?: string[];
  additionalProperties?: boolean | FieldSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: FieldSchema[];
  items?: FieldSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

const cache = new WeakMap<z.ZodType, FieldSchema>();
/** The JSON Schema of what a call takes (its input, before any transform). */
export function schemaOf(zod: z.ZodType): FieldSchema {
  let schema = cache.get(zod);
  if (!schema) {
    schema = z.toJSONSchema(zod, { io: 'input', unrepresentable: 'any' }) as FieldSchema;
    cache.set(zod, schema);
  }
  return schema;
}

const today = shopToday();

/**
 * Strings the shop's own forms send, for fields whose rule JSON Schema cannot say (a date, a
 * photo's address, a GCash reference): with them valid bodies get through often enough to
 * exercise what happens after validation too.
 */
const SHOP_STRINGS = [
  addDays(today, 2),
  addDays(today, 200),
  addDays(today, 400),
  '/images/categories/flour.svg',
  'https://example.com/a.png',
  '1234567890123',
  '+639123456789',
  '09171234567',
  '15:00',
  'Maria Santos',
  '12 Rizal St, Quezon City',
  'https://facebook.com/bakerysupply',
];

/** The zod schema of one field of an object schema, where it has one. */
const fieldOf = (zod: z.ZodType | undefined, key: string): z.ZodType | undefined => {
  const shape = (zod as { shape?: Record<string, z.ZodType> } | undefined)?.shape;
  return shape?.[key];
};

/**
 * Values that are likely valid for the field; `ids` stands for every UUID. With the field's
 * zod schema, the shop's strings it accepts come first (a date where a date belongs).
 */
export function plausible(
  schema: FieldSchema,
  ids: fc.Arbitrary<string>,
  zod?: z.ZodType,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => plausible(option, ids, zod)));
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = schema.minimum ?? 0;
      return fc.integer({ min, max: Math.min(schema.maximum ?? min + 50, min + 50) });
    }
    case 'number': {
      // Pesos: whole centavos above any exclusive minimum.
      const min = Math.round(((schema.minimum ?? schema.exclusiveMinimum ?? 0) + 0.01) * 100);
      return fc.integer({ min, max: min + 500_000 }).map((centavos) => centavos / 100);
    }
    case 'array': {
      const item = schema.items ? plausible(schema.items, ids) : fc.anything();
      const minLength = schema.minItems ?? 0;
      return fc.array(item, {
        minLength,
        maxLength: Math.min(schema.maxItems ?? 3, minLength + 3),
      });
    }
    case 'object':
      // A nested object with known fields (a sale's payment, its lines) is built field by field.
      if (schema.properties) {
        return fc.record(
          Object.fromEntries(
            Object.entries(schema.properties).map(([k, v]) => [
              k,
              plausible(v, ids, fieldOf(zod, k)),
            ]),
          ),
          { requiredKeys: schema.required ?? [] },
        );
      }
      return fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 });
    case 'string': {
      if (schema.format === 'uuid') return ids;
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      const max = schema.maxLength ?? 40;
      const fits = SHOP_STRINGS.filter((s) => (zod ? zod.safeParse(s).success : s.length <= max));
      const own = fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(max, 40) });
      return fits.length > 0
        ? fc.oneof(
            { weight: 4, arbitrary: fc.constantFrom(...fits) },
            { weight: 1, arbitrary: own },
          )
        : own;
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** An object with every required property and some of the optional ones. */
export function objectOf(
  zod: z.ZodType,
  ids: fc.Arbitrary<string>,
): fc.Arbitrary<Record<string, unknown>> {
  const schema = schemaOf(zod);
  const properties = schema.properties ?? {};
  return fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([k, v]) => [k, plausible(v, ids, fieldOf(zod, k))]),
    ),
    { requiredKeys: schema.required ?? [] },
  );
}

// Values that have broken web servers before, grouped so that a failure names its kind.
export const NUMBERS = [
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
export const NUMERIC_STRINGS = ['2', '1.5', '-1', '0', 'NaN', 'Infinity', '1e3', '0x10', ' 2 ', ''];
export const MARKUP_AND_SQL = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1",
  "'; DROP TABLE orders; --",
  '1; SELECT pg_sleep(5)',
  '$1',
  '${7*7}',
  '{{constructor.constructor("return process")()}}',
  '../../../../etc/passwd',
  'javascript:alert(1)',
  'data:text/html,<script>',
  '//evil',
  '/\\evil.example/x.png',
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
export const HUGE = ['x'.repeat(201), 'x'.repeat(2049), 'x'.repeat(60_000), 'é'.repeat(60_000)];
export const DATES = [
  '2000-01-01',
  '1970-01-01T00:00:00.000Z',
  addDays(today, -1),
  today,
  '2024-02-30',
  '2023-02-29',
  '2024-13-01',
  '2024-00-10',
  '0000-01-01',
  '0001-01-01',
  '0000-00-00',
  '9999-12-31',
  '99999-01-01',
  '+275760-09-13',
  '2030-01-01T25:00:00Z',
  '01/02/2030',
  'tomorrow',
  '2030-1-1',
  '20300101',
  '24:00',
  '7:00',
  '3 PM',
  '12:60',
];

/** A listed value as it might come wrong: another case, a space, a neighbour's spelling. */
const lookalikes = (values: unknown[]) =>
  values
    .filter((v): v is string => typeof v === 'string')
    .flatMap((v) => [v.toUpperCase(), `${v} `, v.charAt(0).toUpperCase() + v.slice(1), `${v}s`])
    .concat(['admin', 'wholesale', 'shipped']);

/**
 * Values aimed at this field: its bounds crossed, its type swapped, look-alikes of its listed
 * values, markup, dates that are not, and the field's valid value wrapped in an array.
 */
export function hostileFor(schema: FieldSchema, ids: fc.Arbitrary<string>): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? [schema];
  const near: unknown[] = [null, true, 'true', 1, {}, []];
  for (const option of options) {
    if (option.enum) near.push(...lookalikes(option.enum), '');
    if (option.type === 'string') {
      near.push('', ...MARKUP_AND_SQL, ...DATES, ...NUMERIC_STRINGS, ...HUGE, 12);
      if (option.maxLength !== undefined) near.push('x'.repeat(option.maxLength + 1));
      if (option.format === 'uuid') near.push('0', 'not-an-id', '{00000000-0000-4000-8000}');
    }
    if (option.type === 'number' || option.type === 'integer') {
      near.push(...NUMBERS, '2', '12.50', 1.005);
      if (option.maximum !== undefined) near.push(option.maximum + 1, option.maximum * 10);
      if (option.minimum !== undefined) near.push(option.minimum - 1);
    }
    if (option.type === 'boolean') near.push('false', 0, 'yes');
    if (option.type === 'array') {
      near.push('not-a-list', [null], [{}], ['']);
      if (option.maxItems !== undefined && option.maxItems <= 400) {
        near.push(Array.from({ length: option.maxItems + 1 }, (_, i) => i % 7));
      }
    }
  }
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...near) },
    // One valid value in an array, or an array of hostile items: never taken for the value.
    { weight: 1, arbitrary: plausible(schema, ids).map((v) => [v]) },
    ...(schema.type === 'array' && schema.items
      ? [{ weight: 1, arbitrary: fc.array(hostileFor(schema.items, ids), { maxLength: 3 }) }]
      : []),
  );
}

export type Caller = 'visitor' | 'customer' | 'cashier' | 'admin';

/**
 * The callers a call's access admits. A stream is tried as a visitor only: an admitted request
 * would open a stream that inject() cannot end (live.test.ts tries streams signed in).
 */
export function callersOf(name: CallName): Caller[] {
  const call = api[name] as Endpoint;
  if (call.stream) return ['visitor'];
  if (call.access === 'anyone') return ['visitor', 'customer', 'cashier', 'admin'];
  if (call.access === 'signed-in') return ['customer', 'cashier', 'admin'];
  return [...(call.access as readonly Caller[])];
}

/** The first value of the arbitrary that the schema accepts (any, without a schema). */
const sampleValid = <T>(arbitrary: fc.Arbitrary<T>, schema: z.ZodType | undefined) =>
  fc
    .sample(arbitrary, { numRuns: 500, seed: 7 })
    .find((value) => !schema || schema.safeParse(value).success);

/**
 * One request to the call that its schemas accept, every id in it `id`: it reaches the call's
 * handler (which may still refuse it: an unknown id, an empty cart). Undefined parts are left
 * out; a file call gets an empty form, which only its handler reads.
 */
export function validInput(name: CallName, id: string): LooseInput {
  const call = api[name] as (typeof api)[CallName] & Record<string, z.ZodType | undefined>;
  const ids = fc.constant(id);
  const input: LooseInput = {};
  for (const part of ['params', 'query', 'headers', 'body'] as const) {
    const schema = call[part];
    if (!schema) continue;
    const value = sampleValid(objectOf(schema, ids), schema);
    if (value === undefined) throw new Error(`no valid ${part} found for ${name}`);
    input[part] = value as never;
  }
  if ('upload' in call && call.upload) input.body = new FormData();
  return input;
}
