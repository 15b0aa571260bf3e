import { z } from 'zod';

/**
 * The pieces every form's values schema is made of (docs/decisions/0072): a text input read as
 * a number, with the form's own message when it is not one, before the contract's rules run on
 * what was read.
 */

/**
 * A peso amount as typed: digits with at most two decimals (commas allowed), or null when it is
 * not one. "1e3" and "-5" are not amounts. Zero is an amount here; the form decides if it may be.
 */
export function parsePeso(text: string): number | null {
  const value = text.trim().replace(/,/g, '');
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(value)) return null;
  return Math.round(Number(value) * 100) / 100;
}

/** A peso amount above zero as typed (a price, a minimum order), or null. */
export function parsePesoAboveZero(text: string): number | null {
  const amount = parsePeso(text);
  return amount !== null && amount > 0 ? amount : null;
}

/** A whole number as typed (digits only: 0 or more), or null. */
export function parseWholeNumber(text: string): number | null {
  const value = text.trim();
  return /^\d+$/.test(value) ? Number(value) : null;
}

type Parse = (text: string) => number | null;

/** A required number typed in a text input: `parse` reads it; otherwise `message` on the field. */
export const numberInput = (parse: Parse, message: string) =>
  z.string().transform((typed, ctx) => {
    const value = parse(typed);
    if (value !== null) return value;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

/** An input that may be left empty: empty reads as null (no value), anything typed as `input`. */
export const optionalInput = <Out>(input: z.ZodType<Out, string>) =>
  z.string().transform((typed, ctx): Out | null => {
    if (typed.trim() === '') return null;
    const read = input.safeParse(typed);
    if (read.success) return read.data;
    ctx.addIssue({ code: 'custom', message: read.error.issues[0]?.message ?? 'Invalid value' });
    return z.NEVER;
  });

/** The same for a number: empty reads as null. */
export const optionalNumberInput = (parse: Parse, message: string) =>
  optionalInput(numberInput(parse, message));

/** A text input as typed, trimmed; `required` is its message when left empty. */
export const trimmedInput = (required?: string) =>
  required === undefined ? z.string().trim() : z.string().trim().min(1, { message: required });

/**
 * A form's values schema: its inputs read as typed (`inputs`), then the request body they make
 * (`toBody`; null when an edit changed nothing) checked by the contract's schema for that call,
 * each refusal on the input of the same name (anything else, such as how many products are
 * selected, on the form's root). The values pass on as read; the form sends `toBody(values)`.
 */
export function formSchema<Input, Values extends object>(
  inputs: z.ZodType<Values, Input>,
  toBody: (values: Values) => unknown,
  request: z.ZodType,
) {
  return inputs.superRefine((values, ctx) => {
    const body = toBody(values);
    if (body === null) return;
    const checked = request.safeParse(body);
    if (checked.success) return;
    for (const { path, message } of checked.error.issues) {
      const name = path[0];
      const field = typeof name === 'string' && Object.hasOwn(values, name) ? name : 'root';
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
}

/** The first message of a contract rule for one value, or null when the value passes. */
export function firstIssue(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid value');
}

const same = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length &&
      // Items of a list of records (the owner's search words) compare by their fields.
      a.every((item, i) => item === b[i] || JSON.stringify(item) === JSON.stringify(b[i]))
    : a === b;

/**
 * An edit sends only what changed: the values that differ from the saved record (lists compared
 * item by item). Empty when nothing changed.
 */
export function changedValues<T extends object>(values: T, saved: { [K in keyof T]: unknown }) {
  const changed: Partial<T> = {};
  for (const key of Object.keys(values) as (keyof T)[])
    if (!same(values[key], saved[key])) changed[key] = values[key];
  return changed;
}
