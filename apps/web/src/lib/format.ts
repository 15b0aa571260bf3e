import { LOCALE, SHOP_TIME_ZONE } from '@shop/contract';

// Built on first use: the first Intl formatter a page builds loads the locale and time-zone
// data, which costs a phone about 0.3 s, and most pages (every public one) never show a moment.
let timestampFormat: Intl.DateTimeFormat | undefined;

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
