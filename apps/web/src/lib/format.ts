import { LOCALE, SHOP_TIME_ZONE, type Language } from '@shop/contract';

// Built on first use: the first Intl formatter a page builds loads the locale and time-zone
// data, which costs a phone about 0.3 s, and most pages (every public one) never show a moment.
const timestampFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * "Nov 22, 2026, 11:14 AM" in Philippine time, for moments such as an order's creation; in
 * Filipino "Nob 22, 2026, 11:14 AM".
 */
export function formatTimestamp(iso: string, language: Language = 'en'): string {
  const parsed = new Date(iso);
  if (Number.isNaN(parsed.getTime())) return iso;
  let format = timestampFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'fil' ? 'fil-PH' : LOCALE, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: SHOP_TIME_ZONE,
    });
    timestampFormats.set(language, format);
  }
  return format.format(parsed);
}
