import { z } from 'zod';
import { EMAIL_MAX_LENGTH, GMAIL_PATTERN, MONEY_MAX } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { isCalendarDate, shopToday } from './dates.ts';

/** Every error the server sends: a human message, and for validation the field at fault. */
export const errorResponse = z.object({
  message: z.string(),
  field: z.string().optional(),
  /** A refused file (the CSV import): each bad row's line (the header is line 1) and why. */
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const messageResponse = z.object({ message: z.string() });

/** Ids are UUIDs, sent as `_id` (the spec's name). */
export const id = z.uuid({ message: 'Invalid id' });
export const idParams = z.strictObject({ id });

/** Required text: trimmed, not empty, bounded. */
export const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required` })
    .max(max, { message: `${label} must be at most ${max} characters` });

/** Pesos with at most two decimals, positive, within numeric(12,2). */
export const money = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .positive({ message: `${label} must be greater than 0` })
    .max(MONEY_MAX, { message: `${label} is too large` })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      message: `${label} can have at most two decimals`,
    });

/** A number with at most `places` decimals (float noise forgiven). */
const hasDecimals = (v: number, places: number) => {
  const scaled = v * 10 ** places;
  // A number too small to reach the last place (5e-324) would be stored as 0: not a value.
  return Math.abs(scaled - Math.round(scaled)) < 1e-6 && (v === 0 || Math.round(scaled) !== 0);
};

/**
 * An amount in a product's stock unit: at most 3 decimals (grams of a kilo), from `min`
 * ('zero' allows 0, 'positive' does not) up to `max`.
 */
export const stockQuantity = (label: string, min: 'zero' | 'positive', max: number) => {
  const base = z.number({ message: `${label} must be a number` });
  return (
    min === 'zero'
      ? base.min(0, { message: `${label} cannot be negative` })
      : base.positive({ message: `${label} must be greater than 0` })
  )
    .max(max, { message: `${label} must be at most ${max.toLocaleString('en-PH')}` })
    .refine((v) => hasDecimals(v, 3), { message: `${label} can have at most 3 decimals` });
};

/** Pesos per stock unit (a lot's cost): 0 or more, at most 4 decimals (1,250 per 25 kg is 50). */
export const unitCost = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .min(0, { message: `${label} cannot be negative` })
    .max(MONEY_MAX, { message: `${label} is too large` })
    .refine((v) => hasDecimals(v, 4), { message: `${label} can have at most 4 decimals` });

/** Optional text (a note): trimmed, bounded; empty or null means none. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, { message: `${label} must be at most ${max} characters` })
    .nullable()
    .transform((v) => (v === '' || v === null ? null : v))
    .optional();

export const email = z
  .string({ message: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, { message: 'Email is required' })
  .max(EMAIL_MAX_LENGTH, { message: 'Email is too long' });

export const gmail = email.regex(GMAIL_PATTERN, { message: MESSAGES.invalidGmail });

/**
 * A calendar date. Accepts YYYY-MM-DD or a full ISO timestamp (the admin form sends
 * `toISOString()`), and yields YYYY-MM-DD.
 */
export const calendarDate = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .max(40, { message: `${label} must be a date` })
    .transform((v) =>
      /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v)) ? v.slice(0, 10) : v,
    )
    .refine(isCalendarDate, { message: `${label} must be a valid date (YYYY-MM-DD)` });

/** A calendar date that is today (Philippine time) or later. */
export const todayOrLater = (label: string) =>
  calendarDate(label).refine((v) => v >= shopToday(), {
    message: `${label} cannot be in the past`,
  });
