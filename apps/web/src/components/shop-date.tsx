import { LOCALE } from '@shop/contract';

// Business dates are calendar days (D5); formatting them in UTC keeps the day from shifting
// with the viewer's time zone. Built on first use: building an Intl formatter loads locale data
// (a phone's main thread pays for it), and only staff tables show these dates.
let dateFormat: Intl.DateTimeFormat | undefined;

/** "2026-05-01" (or a full ISO timestamp) as a Philippine-locale date: "May 1, 2026". */
function formatShopDate(value: string): string {
  const day = value.slice(0, 10);
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time)) return value;
  dateFormat ??= new Intl.DateTimeFormat(LOCALE, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return dateFormat.format(time);
}

/** A calendar date as readable text, machine-readable through `<time dateTime>`. */
export function ShopDate({ value }: { value: string }) {
  return <time dateTime={value.slice(0, 10)}>{formatShopDate(value)}</time>;
}
