import {
  DEFAULT_SHOP_SETTINGS,
  dateRefusal,
  dayFullRefusal,
  isCalendarDate,
  type DeliveryMode,
  type Language,
  type OpenDatesResponse,
  type ShopSettings,
} from '@shop/contract';

export type OpenDate = OpenDatesResponse['dates'][number];

/** A day has room when it has no limit or some left; a full day is never offered. */
export const hasRoom = (entry: OpenDate) => entry.remaining === null || entry.remaining > 0;

/**
 * Why the chosen date cannot be taken, or null: the shop's rules (the contract's `dateRefusal`:
 * past the cut-off, past the booking window, a closed weekday, a holiday), then the server's list
 * of open dates with room left: a date the rules allow that the list leaves out is full. Without the settings or the list, the server
 * still checks when the order is sent. In the customer's language.
 */
export function dateProblem(
  date: string,
  mode: DeliveryMode | null,
  settings: ShopSettings | undefined,
  openDates: readonly OpenDate[] | undefined,
  language: Language = 'en',
): string | null {
  if (!isCalendarDate(date)) return null;
  // Until the settings arrive, the new shop's rules: no past date, the default booking window.
  const refusal = dateRefusal(settings ?? DEFAULT_SHOP_SETTINGS, date, new Date(), language);
  if (refusal) return refusal;
  if (!mode || !openDates) return null;
  const entry = openDates.find((d) => d.date === date);
  if (entry && hasRoom(entry)) return null;
  // The rules allow the date and the server does not offer it: its day is full.
  return dayFullRefusal(date, mode, new Date(), language);
}
