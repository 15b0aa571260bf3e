import { isPhilippineMobile, isPhilippinePhone } from './phone.ts';
import { z } from 'zod';
import {
  DELIVERY_MODES,
  TEXT_MAX_LENGTH,
  URL_MAX_LENGTH,
  WEEKDAY_LABELS,
  type DeliveryMode,
  type Language,
} from './constants.ts';
import { calendarDate, money } from './common.ts';
import { addDays, formatClock, formatDayName, shopClock, shopToday, weekdayName } from './dates.ts';
import { isOwnImage } from './image.ts';
import { BOOKING_DAYS_MAX, SEARCH_SYNONYMS_MAX, SEARCH_SYNONYM_MAX_LENGTH } from './constants.ts';

/**
 * The shop's own settings (GET /shop/settings, PUT /admin/shop-settings): where it is, when it
 * is open, how to pay it, and the rules a checkout's date and subtotal must meet. Nothing here
 * is secret.
 */
export const shopSettings = z.object({
  shopName: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  hours: z.string().nullable(),
  gcashNumber: z.string().nullable(),
  gcashName: z.string().nullable(),
  facebookUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  gmailAddress: z.string().nullable(),
  contactUrl: z.string().nullable(),
  /** The smallest order subtotal in pesos (null: none). */
  minimumOrder: z.number().nullable(),
  /** "HH:MM", Philippine time: an order placed after it cannot choose the next day. */
  cutoffTime: z.string().nullable(),
  /** 0 = Sunday … 6 = Saturday */
  closedWeekdays: z.array(z.number().int()),
  /** YYYY-MM-DD holidays */
  closedDates: z.array(z.string()),
  maxPickupsPerDay: z.number().int().nullable(),
  maxDeliveriesPerDay: z.number().int().nullable(),
  /** How many days, from the earliest date an order may choose, a checkout can book ahead. */
  bookingDays: z.number().int(),
  /** The shop's GCash or QR Ph code picture (an upload, /uploads/...), shown to payers; null: none. */
  paymentQrImage: z.string().nullable(),
  /** A Messenger chat address (https://m.me/...), and a Viber number (issue 29); null: none. */
  messengerUrl: z.string().nullable(),
  viberNumber: z.string().nullable(),
  /**
   * The owner's search words beside the built-in Filipino ones (search-synonyms.ts): a word
   * customers type, and the words of the products it means.
   */
  searchSynonyms: z.array(z.object({ word: z.string(), means: z.string() })),
});
export type ShopSettings = z.infer<typeof shopSettings>;

/**
 * Which messages this shop's server can send (issue 29): texts when its SMS gateway is set up,
 * email when its mail server is. Checkout and the Notifications page say plainly when not.
 */
const shopMessaging = z.object({ sms: z.boolean(), email: z.boolean() });

export const MESSAGING_TEXTS = {
  /** Under checkout's "Text me updates" while the shop cannot text. */
  checkoutNoTexts:
    'This shop does not send text messages yet. Follow your order in Order History or through its link.',
  /** The admin's Notifications page, for each channel that is off. */
  smsOff:
    'Text messages are not set up, so none are sent. Set SMS_GATEWAY_URL, SMS_GATEWAY_USERNAME and SMS_GATEWAY_PASSWORD on the server to text customers.',
  emailOff:
    'Email is not set up, so none is sent. Set SMTP_URL and MAIL_FROM on the server to email customers.',
} as const;

export const shopSettingsResponse = z.object({
  settings: shopSettings,
  messaging: shopMessaging.optional(),
});

/** Optional text: trimmed; empty or null clears it. */
const optionalText = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, { message: `${label} must be at most ${max} characters` })
    .nullable()
    .transform((v) => (v === '' || v === null ? null : v));

const webAddress = (label: string) =>
  optionalText(label, URL_MAX_LENGTH).refine(
    (v) => v === null || /^https:\/\/[^\s<>"'`]+$/.test(v),
    {
      message: `${label} must be an https:// address`,
    },
  );

const dayLimit = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .int({ message: `${label} must be a whole number` })
    .min(1, { message: `${label} must be at least 1` })
    .max(10_000, { message: `${label} is too large` })
    .nullable();

/** A few words of letters, digits, spaces and hyphens, lowercased: what search reads as words. */
const synonymWords = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .min(1, { message: `${label} is required` })
    .max(max, { message: `${label} must be at most ${max} characters` })
    .regex(/^[\p{L}\p{N}][\p{L}\p{N}' -]*$/u, {
      message: `${label} may hold letters, digits, spaces and hyphens only`,
    })
    .transform((v) => v.toLowerCase().replace(/\s+/g, ' '));

/** PUT /admin/shop-settings: changes only the fields it is given. */
export const updateShopSettingsBody = z
  .strictObject({
    shopName: z
      .string({ message: 'Shop name is required' })
      .trim()
      .min(1, { message: 'Shop name is required' })
      .max(80, { message: 'Shop name must be at most 80 characters' }),
    address: optionalText('Address', 300),
    phone: optionalText('Phone', 30).refine((v) => v == null || isPhilippinePhone(v), {
      message: 'Phone must be a Philippine mobile or landline number, like (02) 8123 4567',
    }),
    hours: optionalText('Hours', TEXT_MAX_LENGTH),
    gcashNumber: optionalText('GCash number', 20).refine(
      // A GCash wallet is a mobile number.
      (v) => v == null || isPhilippineMobile(v),
      { message: 'GCash number must be a Philippine mobile number, like 09171234567' },
    ),
    gcashName: optionalText('GCash name', 100),
    facebookUrl: webAddress('Facebook address'),
    instagramUrl: webAddress('Instagram address'),
    gmailAddress: optionalText('Gmail address', 254).refine(
      (v) => v === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
      { message: 'Gmail address must be an email address' },
    ),
    contactUrl: webAddress('Contact address'),
    minimumOrder: money('Minimum order').nullable(),
    cutoffTime: z
      .string({ message: 'Cut-off time must be HH:MM' })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
        message: 'Cut-off time must be HH:MM (00:00 to 23:59)',
      })
      .nullable(),
    closedWeekdays: z
      .array(
        z
          .number({ message: 'Closed weekdays must be numbers from 0 (Sunday) to 6 (Saturday)' })
          .int({ message: 'Closed weekdays must be numbers from 0 (Sunday) to 6 (Saturday)' })
          .min(0, { message: 'Closed weekdays must be numbers from 0 (Sunday) to 6 (Saturday)' })
          .max(6, { message: 'Closed weekdays must be numbers from 0 (Sunday) to 6 (Saturday)' }),
        { message: 'Closed weekdays must be a list' },
      )
      .max(7)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    closedDates: z
      .array(calendarDate('Closed date'), { message: 'Closed dates must be a list' })
      .max(366, { message: 'At most 366 closed dates' })
      .transform((dates) => [...new Set(dates)].sort()),
    maxPickupsPerDay: dayLimit('Pickups per day'),
    maxDeliveriesPerDay: dayLimit('Deliveries per day'),
    bookingDays: z
      .number({ message: 'Booking window must be a number of days' })
      .int({ message: 'Booking window must be a whole number of days' })
      .min(1, { message: 'Booking window must be at least 1 day' })
      .max(BOOKING_DAYS_MAX, {
        message: `Booking window must be at most ${BOOKING_DAYS_MAX} days`,
      }),
    paymentQrImage: optionalText('Payment QR code', URL_MAX_LENGTH).refine(
      (v) => v === null || isOwnImage(v),
      { message: 'Payment QR code must be a picture uploaded to the shop (/uploads/...)' },
    ),
    messengerUrl: webAddress('Messenger address').refine(
      (v) => v === null || /^https:\/\/(m\.me|(www\.)?messenger\.com)\//.test(v),
      { message: 'Messenger address must start with https://m.me/' },
    ),
    viberNumber: optionalText('Viber number', 20).refine(
      (v) => v == null || isPhilippineMobile(v),
      { message: 'Viber number must be a Philippine mobile number, like 09171234567' },
    ),
    searchSynonyms: z
      .array(
        z.strictObject({
          word: synonymWords('Search word', SEARCH_SYNONYM_MAX_LENGTH).refine(
            (v) => !v.includes(' '),
            { message: 'Search word must be one word' },
          ),
          means: synonymWords('What it means', SEARCH_SYNONYM_MAX_LENGTH),
        }),
        { message: 'Search words must be a list' },
      )
      .max(SEARCH_SYNONYMS_MAX, { message: `At most ${SEARCH_SYNONYMS_MAX} search words` }),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' });
export type UpdateShopSettingsBody = z.input<typeof updateShopSettingsBody>;

/** GET /shop/open-dates: the dates a checkout of this kind may choose, with the room left. */
export const openDatesQuery = z.object({
  deliveryMode: z.enum(DELIVERY_MODES, { message: 'Delivery mode must be pickup or delivery' }),
});
export const openDatesResponse = z.object({
  dates: z.array(z.object({ date: z.string(), remaining: z.number().int().nullable() })),
});
export type OpenDatesResponse = z.infer<typeof openDatesResponse>;

/** The rules of the settings a date is checked against (the daily limits are counted by the server). */
export type DateRules = Pick<
  ShopSettings,
  'cutoffTime' | 'closedWeekdays' | 'closedDates' | 'bookingDays'
>;

/**
 * The earliest date an order placed now may choose: today, or tomorrow... the cut-off moves the
 * earliest date one day later once it has passed (an order after 15:00 cannot choose tomorrow,
 * so the earliest is the day after). Without a cut-off, today.
 */
export function earliestDate(rules: Pick<DateRules, 'cutoffTime'>, now: Date = new Date()): string {
  const today = shopToday(now);
  if (rules.cutoffTime === null) return today;
  return shopClock(now) > rules.cutoffTime ? addDays(today, 2) : addDays(today, 1);
}

/** The last date an order placed now may choose: the booking window's last day. */
export function lastBookableDate(
  rules: Pick<DateRules, 'cutoffTime' | 'bookingDays'>,
  now: Date = new Date(),
): string {
  return addDays(earliestDate(rules, now), rules.bookingDays - 1);
}

/**
 * Why an order placed now cannot choose this date (the checkout's 409 and the date picker's
 * message), or null when it can. The one place these rules are written (GET /shop/open-dates
 * offers exactly the dates it accepts); the server counts the daily limits itself. In Filipino
 * for a customer reading it (issue 29).
 */
export function dateRefusal(
  rules: DateRules,
  date: string,
  now: Date = new Date(),
  language: Language = 'en',
): string | null {
  const fil = language === 'fil';
  const day = (d: string) => formatDayName(d, now, language);
  const earliest = earliestDate(rules, now);
  if (date < earliest) {
    if (rules.cutoffTime === null) {
      return fil
        ? 'Lumipas na ang petsang iyan. Pumili ng petsa simula ngayon.'
        : 'That date has passed. Please choose today or a later date.';
    }
    const clock = formatClock(rules.cutoffTime);
    const first = day(firstOpenDay(rules, now));
    return fil
      ? `Ang order pagkalipas ng ${clock} ay handa simula ${first}. Pumili ng araw na iyon o mas huli.`
      : `Orders after ${clock} are ready from ${first}. Please choose that day or later.`;
  }
  // Past the booking window: a date years ahead would hold stock (and a day's room) for nothing.
  const last = lastBookableDate(rules, now);
  if (date > last) {
    return fil
      ? `Hanggang ${rules.bookingDays} araw lang ang advance order namin, hanggang ${day(last)}. Pumili ng mas maagang petsa.`
      : `We take orders up to ${rules.bookingDays} days ahead, until ${day(last)}. Please choose an earlier date.`;
  }
  if (isClosed(rules, date)) {
    return fil
      ? `Sarado kami sa ${day(date)}. Pumili ng ibang petsa.`
      : `We are closed on ${day(date)}. Please choose another date.`;
  }
  return null;
}

const isClosed = (rules: DateRules, date: string) =>
  rules.closedWeekdays.includes(new Date(`${date}T00:00:00Z`).getUTCDay()) ||
  rules.closedDates.includes(date);

/** The first day from the earliest on that the shop is open (the earliest, if none in the window). */
function firstOpenDay(rules: DateRules, now: Date): string {
  const earliest = earliestDate(rules, now);
  for (let i = 0; i < rules.bookingDays; i++) {
    const date = addDays(earliest, i);
    if (!isClosed(rules, date)) return date;
  }
  return earliest;
}

/** A day whose pickups or deliveries have reached the daily limit (checkout's 409, the picker). */
export const dayFullRefusal = (
  date: string,
  mode: DeliveryMode,
  now: Date = new Date(),
  language: Language = 'en',
): string => {
  const day = formatDayName(date, now, language);
  return language === 'fil'
    ? `Fully booked na ang ${day} para sa ${mode === 'delivery' ? 'delivery' : 'pickup'}. Pumili ng ibang petsa.`
    : `${day} is fully booked for ${mode === 'delivery' ? 'deliveries' : 'pickups'}. Please choose another date.`;
};

/**
 * The rule the date field says before anything is refused: the cut-off (when the shop has one)
 * and the closed weekdays, e.g. "Order by 12:00 PM to get it Saturday, November 28. Closed on
 * Sundays."; null when the shop has neither.
 */
export function dateHint(
  rules: DateRules,
  now: Date = new Date(),
  language: Language = 'en',
): string | null {
  const fil = language === 'fil';
  const parts: string[] = [];
  if (rules.cutoffTime !== null) {
    const clock = formatClock(rules.cutoffTime);
    const earliest = formatDayName(firstOpenDay(rules, now), now, language);
    const late = shopClock(now) > rules.cutoffTime;
    if (fil)
      parts.push(
        late
          ? `Ang order pagkalipas ng ${clock} ay handa simula ${earliest}.`
          : `Mag-order hanggang ${clock} para makuha sa ${earliest}.`,
      );
    else
      parts.push(
        late
          ? `Orders after ${clock} are ready from ${earliest}.`
          : `Order by ${clock} to get it ${earliest}.`,
      );
  }
  if (rules.closedWeekdays.length > 0) {
    // Filipino names a weekday once for every week ("tuwing Linggo"): no plural.
    const days = rules.closedWeekdays.map((d) =>
      fil ? weekdayName(d, language) : `${WEEKDAY_LABELS[d]}s`,
    );
    const list = days.join(', ').replace(/, ([^,]*)$/, fil ? ' at $1' : ' and $1');
    parts.push(fil ? `Sarado tuwing ${list}.` : `Closed on ${list}.`);
  }
  return parts.length > 0 ? parts.join(' ') : null;
}

/** The dates from the earliest one on, over the booking window, that no rule closes. */
export function openDates(rules: DateRules, now: Date = new Date()): string[] {
  const first = earliestDate(rules, now);
  const dates: string[] = [];
  for (let i = 0; i < rules.bookingDays; i++) {
    const date = addDays(first, i);
    if (dateRefusal(rules, date, now) === null) dates.push(date);
  }
  return dates;
}
