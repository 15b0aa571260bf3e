import {
  DEFAULT_SHOP_SETTINGS,
  dateRefusal,
  formatCalendarDate,
  isCalendarDate,
  type DeliveryMode,
  type OpenDatesResponse,
  type ShopSettings,
} from '@shop/contract';

export type OpenDate = OpenDatesResponse['dates'][number];

/** A day has room when it has no limit or some left; a full day is never offered. */
export const hasRoom = (entry: OpenDate) => entry.remaining === null || entry.remaining > 0;

/**
 * Why the chosen date cannot be taken, or null: the shop's rules (the contract's `dateRefusal`:
 * past the cut-off, past the booking window, a closed weekday, a holiday), then the server's list
 * of open dates with room left (a full day). Without the settings or the list, the server
 * still checks when the order is sent.
 */
export function dateProblem(
  date: string,
  mode: DeliveryMode | null,
  settings: ShopSettings | undefined,
  openDates: readonly OpenDate[] | undefined,
): string | null {
  if (!isCalendarDate(date)) return null;
  // Until the settings arrive, the new shop's rules: no past date, the default booking window.
  const refusal = dateRefusal(settings ?? DEFAULT_SHOP_SETTINGS, date);
  if (refusal) return refusal;
  if (!mode || !openDates) return null;
  const entry = openDates.find((d) => d.date === date);
  if (entry && hasRoom(entry)) return null;
  const first = openDates[0]?.date;
  if (!entry && first !== undefined && date < first)
    return `The earliest date you can choose is ${formatCalendarDate(first)}.`;
  const last = openDates.at(-1)?.date;
  if (!entry && last !== undefined && date > last)
    return `Orders can be booked up to ${formatCalendarDate(last)}. Please choose an earlier date.`;
  const kind = mode === 'pickup' ? 'pickups' : 'deliveries';
  return `${formatCalendarDate(date)} is full: no more ${kind} can be taken that day. Please choose another date.`;
}
