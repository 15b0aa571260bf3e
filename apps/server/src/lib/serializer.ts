import fastJson from 'fast-json-stringify';
import { z } from 'zod';

const compiled = new WeakMap<z.ZodType, (value: unknown) => string>();

/**
 * The serializer of one response schema: the zod schema as JSON Schema, compiled by
 * fast-json-stringify (Fastify's own serializer). Only the schema's fields are written, a
 * missing required field throws (a 500, never a half answer), and it runs several times faster
 * than checking the answer with zod and then JSON.stringify (docs/decisions/0060).
 * Compiled once per schema: routes and the response cache share it.
 */
export function serializerFor(schema: z.ZodType): (value: unknown) => string {
  let serialize = compiled.get(schema);
  if (!serialize) {
    const json = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'any',
    });
    serialize = fastJson(json as Parameters<typeof fastJson>[0]);
    compiled.set(schema, serialize);
  }
  return serialize;
}
