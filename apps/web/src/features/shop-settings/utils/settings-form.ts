import { z } from 'zod';
import {
  updateShopSettingsBody,
  type ShopSettings,
  type UpdateShopSettingsBody,
} from '@shop/contract';
import {
  changedValues,
  formSchema,
  numberInput,
  optionalNumberInput,
  parsePesoAboveZero,
  parseWholeNumber,
} from '../../../lib/form-values.ts';

/** The texts of the settings, each one input. */
const TEXT_FIELDS = [
  'shopName',
  'address',
  'phone',
  'hours',
  'gcashNumber',
  'gcashName',
  'facebookUrl',
  'instagramUrl',
  'gmailAddress',
  'contactUrl',
  'messengerUrl',
  'viberNumber',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

const sortedDays = (days: readonly number[]) => [...new Set(days)].sort((a, b) => a - b);
const sortedDates = (dates: readonly string[]) => [...new Set(dates)].sort();

/** What the Shop Settings form holds: every input as typed; the two lists as lists. */
export type SettingsFormValues = Record<
  | TextField
  | 'minimumOrder'
  | 'cutoffTime'
  | 'maxPickupsPerDay'
  | 'maxDeliveriesPerDay'
  | 'bookingDays'
  | 'searchSynonyms',
  string
> & {
  closedWeekdays: number[];
  closedDates: string[];
};

const number = (value: number | null) => (value === null ? '' : String(value));

export const settingsFormValues = (settings: ShopSettings): SettingsFormValues => ({
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, settings[field] ?? ''])) as Record<
    TextField,
    string
  >),
  minimumOrder: number(settings.minimumOrder),
  cutoffTime: settings.cutoffTime ?? '',
  closedWeekdays: sortedDays(settings.closedWeekdays),
  closedDates: sortedDates(settings.closedDates),
  maxPickupsPerDay: number(settings.maxPickupsPerDay),
  maxDeliveriesPerDay: number(settings.maxDeliveriesPerDay),
  bookingDays: String(settings.bookingDays),
  searchSynonyms: synonymsText(settings.searchSynonyms),
});

/** The owner's search words as the form shows them: one "word = what it means" a line. */
const synonymsText = (list: ShopSettings['searchSynonyms']) =>
  list.map(({ word, means }) => `${word} = ${means}`).join('\n');

/** SYNONYM_LINE_HINT names the form a line must have. */
export const SYNONYM_LINE_HINT =
  'One a line: the word customers type = the product words, like gawgaw = cornstarch';

/** The typed lines as the setting's list; a line without "=" is refused with its number. */
const synonymLines = z.string().transform((typed, ctx) => {
  const list: { word: string; means: string }[] = [];
  typed.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    const at = line.indexOf('=');
    if (at < 0) {
      ctx.addIssue({
        code: 'custom',
        message: `Line ${i + 1}: write it as word = what it means, like gawgaw = cornstarch`,
      });
      return;
    }
    // As the contract keeps them (lower case, single spaces), so an unchanged list is no change.
    const tidy = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
    list.push({ word: tidy(line.slice(0, at)), means: tidy(line.slice(at + 1)) });
  });
  return list;
});

const LIMIT_HINT = 'must be a whole number, 1 or more (empty: no limit)';

/**
 * The inputs read: the texts as typed (the contract trims them, and an emptied one clears its
 * setting), the minimum order in pesos, the cut-off as HH:MM, the daily limits, the booking
 * window (required: it cannot be emptied), the two lists.
 */
const settingsInputs = z.object({
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, z.string()])) as Record<
    TextField,
    z.ZodString
  >),
  minimumOrder: optionalNumberInput(
    parsePesoAboveZero,
    'Minimum order must be a peso amount above 0 with at most 2 decimals (empty: no minimum)',
  ),
  cutoffTime: z.string().transform((typed) => typed.trim().slice(0, 5) || null),
  maxPickupsPerDay: optionalNumberInput(parseWholeNumber, `Pickups per day ${LIMIT_HINT}`),
  maxDeliveriesPerDay: optionalNumberInput(parseWholeNumber, `Deliveries per day ${LIMIT_HINT}`),
  bookingDays: numberInput(parseWholeNumber, 'Booking window must be a whole number of days'),
  searchSynonyms: synonymLines,
  closedWeekdays: z.array(z.number()),
  closedDates: z.array(z.string()),
});
type SettingsValues = z.output<typeof settingsInputs>;

/**
 * The settings that changed, for updateShopSettings (which changes only the fields it is
 * given); null when nothing did. An emptied input clears its setting (null); the shop name
 * cannot be emptied.
 */
export function toSettingsBody(
  values: SettingsValues,
  saved: ShopSettings,
): UpdateShopSettingsBody | null {
  const typed = {
    ...values,
    ...Object.fromEntries(
      TEXT_FIELDS.map((field) => {
        const text = values[field].trim();
        return [field, field === 'shopName' || text !== '' ? text : null];
      }),
    ),
    closedWeekdays: sortedDays(values.closedWeekdays),
    closedDates: sortedDates(values.closedDates),
  };
  const body = changedValues(typed, {
    ...saved,
    closedWeekdays: sortedDays(saved.closedWeekdays),
    closedDates: sortedDates(saved.closedDates),
  });
  return Object.keys(body).length === 0 ? null : (body as UpdateShopSettingsBody);
}

/** The form's schema: what was typed, then the changes checked by the contract's rules. */
export const settingsForm = (saved: ShopSettings) =>
  formSchema(settingsInputs, (values) => toSettingsBody(values, saved), updateShopSettingsBody);
