import { LOCALE, SHOP_TIME_ZONE } from '@shop/contract';

// Business dates are calendar dates (YYYY-MM-DD); formatting them at UTC midnight in UTC keeps
// the day from shifting in any browser time zone.
const calendarDateFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: 'UTC' });
// Built on first use: a time-zone formatter loads the time-zone data, which costs a phone about
// 0.1 s, and most pages (every public one) never show a moment.
let timestampFormat: Intl.DateTimeFormat | undefined;

/** "March 5, 2027" for a YYYY-MM-DD date (expiry, pickup); the input itself when unreadable. */
export function formatCalendarDate(date: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : calendarDateFormat.format(parsed);
}

/** "Nov 22, 2026, 11:14 AM" in Philippine time, for moments such as an order's creation. */
export function formatTimestamp(iso: string): string {
  const parsed = new Date(iso);
  if (Number.isNaN(parsed.getTime())) return iso;
  timestampFormat ??= new Intl.DateTimeFormat(LOCALE, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  });
  return timestampFormat.format(parsed);
}
