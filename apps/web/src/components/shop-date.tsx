import { useStore } from '@nanostores/react';
import { LOCALE, formatMonthDay, isCalendarDate, type Language } from '@shop/contract';
import { $language } from '../i18n/language.ts';

// Business dates are calendar days (D5); formatting them in UTC keeps the day from shifting
// with the viewer's time zone. Built on first use: building an Intl formatter loads locale data
// (a phone's main thread pays for it), and mostly staff tables show these dates.
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

/**
 * "Nob 27, 2026": the same short date in Filipino, as Intl's fil-PH writes it, written out (a
 * customer's printed order slip shows it; staff read English).
 */
function formatFilipinoDate(value: string): string {
  const day = value.slice(0, 10);
  if (!isCalendarDate(day)) return value;
  return `${formatMonthDay(day, 'fil')}, ${Number(day.slice(0, 4))}`;
}

const formatIn = (value: string, language: Language) =>
  language === 'fil' ? formatFilipinoDate(value) : formatShopDate(value);

/** A calendar date as readable text, machine-readable through `<time dateTime>`. */
export function ShopDate({ value }: { value: string }) {
  const language = useStore($language);
  return <time dateTime={value.slice(0, 10)}>{formatIn(value, language)}</time>;
}
