import {
  updateShopSettingsBody,
  type ShopSettings,
  type UpdateShopSettingsBody,
} from '@shop/contract';
import { issuesByField, parsePesos, parseWholeNumber } from './numbers.ts';

/** The texts of the settings, each one input. */
export const TEXT_FIELDS = [
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
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/** What the Shop Settings form holds: every input as typed; the two lists as lists. */
export type SettingsFormValues = Record<
  TextField | 'minimumOrder' | 'cutoffTime' | 'maxPickupsPerDay' | 'maxDeliveriesPerDay',
  string
> & {
  closedWeekdays: number[];
  closedDates: string[];
};
export type SettingsField = keyof SettingsFormValues;

const SETTINGS_FIELDS: ReadonlySet<string> = new Set<SettingsField>([
  ...TEXT_FIELDS,
  'minimumOrder',
  'cutoffTime',
  'closedWeekdays',
  'closedDates',
  'maxPickupsPerDay',
  'maxDeliveriesPerDay',
]);
/** Whether a refusal's `field` is one of this form's inputs. */
export const isSettingsField = (field: string | undefined): field is SettingsField =>
  field !== undefined && SETTINGS_FIELDS.has(field);
export type SettingsErrors = Partial<Record<SettingsField, string>>;

const text = (value: string | null) => value ?? '';
const number = (value: number | null) => (value === null ? '' : String(value));

export const settingsFormValues = (settings: ShopSettings): SettingsFormValues => ({
  shopName: settings.shopName,
  address: text(settings.address),
  phone: text(settings.phone),
  hours: text(settings.hours),
  gcashNumber: text(settings.gcashNumber),
  gcashName: text(settings.gcashName),
  facebookUrl: text(settings.facebookUrl),
  instagramUrl: text(settings.instagramUrl),
  gmailAddress: text(settings.gmailAddress),
  contactUrl: text(settings.contactUrl),
  minimumOrder: number(settings.minimumOrder),
  cutoffTime: text(settings.cutoffTime),
  closedWeekdays: [...settings.closedWeekdays].sort((a, b) => a - b),
  closedDates: [...settings.closedDates].sort(),
  maxPickupsPerDay: number(settings.maxPickupsPerDay),
  maxDeliveriesPerDay: number(settings.maxDeliveriesPerDay),
});

export type PreparedSettings =
  | { kind: 'invalid'; errors: SettingsErrors }
  | { kind: 'unchanged' }
  | { kind: 'ready'; body: UpdateShopSettingsBody };

const sameList = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

const LIMIT_HINT = 'must be a whole number, 1 or more (empty: no limit)';

/**
 * The settings that changed, ready for updateShopSettings (which changes only the fields
 * it is given). An emptied input clears that setting (null); the shop name cannot be emptied.
 * The contract's own rules (https addresses, lengths, HH:MM) give the messages per field.
 */
export function prepareSettings(
  values: SettingsFormValues,
  original: ShopSettings,
): PreparedSettings {
  const body: Record<string, unknown> = {};
  const errors: SettingsErrors = {};

  for (const field of TEXT_FIELDS) {
    const typed = values[field].trim();
    const value = field === 'shopName' || typed !== '' ? typed : null;
    if (value !== original[field]) body[field] = value;
  }

  const minimumText = values.minimumOrder.trim();
  const minimumOrder = minimumText === '' ? null : parsePesos(minimumText);
  if (minimumText !== '' && (minimumOrder === null || minimumOrder <= 0))
    errors.minimumOrder =
      'Minimum order must be a peso amount above 0 with at most 2 decimals (empty: no minimum)';
  else if (minimumOrder !== original.minimumOrder) body.minimumOrder = minimumOrder;

  const cutoffTime = values.cutoffTime.trim().slice(0, 5) || null;
  if (cutoffTime !== original.cutoffTime) body.cutoffTime = cutoffTime;

  const limits = [
    ['maxPickupsPerDay', 'Pickups per day'],
    ['maxDeliveriesPerDay', 'Deliveries per day'],
  ] as const;
  for (const [field, label] of limits) {
    const typed = values[field].trim();
    const limit = typed === '' ? null : parseWholeNumber(typed);
    if (typed !== '' && limit === null) errors[field] = `${label} ${LIMIT_HINT}`;
    else if (limit !== original[field]) body[field] = limit;
  }

  const weekdays = [...new Set(values.closedWeekdays)].sort((a, b) => a - b);
  if (
    !sameList(
      weekdays,
      [...original.closedWeekdays].sort((a, b) => a - b),
    )
  )
    body.closedWeekdays = weekdays;
  const dates = [...new Set(values.closedDates)].sort();
  if (!sameList(dates, [...original.closedDates].sort())) body.closedDates = dates;

  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  if (Object.keys(body).length === 0) return { kind: 'unchanged' };
  const checked = updateShopSettingsBody.safeParse(body);
  if (!checked.success)
    return {
      kind: 'invalid',
      errors: issuesByField<SettingsField>(checked.error.issues, 'shopName'),
    };
  return { kind: 'ready', body: body as UpdateShopSettingsBody };
}
