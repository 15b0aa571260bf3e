import { addDays, daysBetween } from '@shop/contract';

/*
 * Which running-total rows add up to a range of days (docs/decisions/0083): its whole months
 * from the monthly roll-ups, and the days of the months it cuts from the daily rows. A cut month
 * is read the shorter way: its days inside the range added, or the whole month with its days
 * outside the range taken out, so a range never reads more than about 15 days a side.
 */

/** Days read from the daily rows, added (sign 1) or taken out (sign -1). */
export interface DayPiece {
  from: string;
  to: string;
  sign: 1 | -1;
}

export interface RangePieces {
  /** The first and last whole month read from the monthly rows (each a 1st), if any. */
  months: { from: string; to: string } | null;
  days: DayPiece[];
}

/** The 1st of the month `day` falls in. */
export const monthOf = (day: string) => `${day.slice(0, 8)}01`;

/** The 1st of the month after the month of `day`. */
export function nextMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}

/** The 1st of the month before the month of `day`. */
const previousMonth = (day: string) => monthOf(addDays(monthOf(day), -1));

/** A month's number, year × 12 + month − 1, as shop_month_number numbers customer_months. */
export function monthNumber(day: string): number {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return year * 12 + month - 1;
}

const lastDayOf = (day: string) => addDays(nextMonth(day), -1);
const length = (from: string, to: string) => daysBetween(from, to) + 1;

/** The pieces of `from` to `to` (both included). */
export function rangePieces(from: string, to: string): RangePieces {
  if (monthOf(from) === monthOf(to)) {
    return { months: null, days: [{ from, to, sign: 1 }] };
  }
  const days: DayPiece[] = [];
  let first = monthOf(from);
  if (from !== first) {
    const inside = { from, to: lastDayOf(from) };
    const outside = { from: first, to: addDays(from, -1) };
    if (length(inside.from, inside.to) <= length(outside.from, outside.to)) {
      days.push({ ...inside, sign: 1 });
      first = nextMonth(from);
    } else {
      days.push({ ...outside, sign: -1 });
    }
  }
  let last = monthOf(to);
  if (to !== lastDayOf(to)) {
    const inside = { from: last, to };
    const outside = { from: addDays(to, 1), to: lastDayOf(to) };
    if (length(inside.from, inside.to) <= length(outside.from, outside.to)) {
      days.push({ ...inside, sign: 1 });
      last = previousMonth(to);
    } else {
      days.push({ ...outside, sign: -1 });
    }
  }
  return { months: first <= last ? { from: first, to: last } : null, days };
}
