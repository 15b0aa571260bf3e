import {
  addDays,
  formatMonthDay,
  ordersCsvQuery,
  REPORT_GROUPS,
  shopToday,
  type ReportGroup,
} from '@shop/contract';

/*
 * The Sales Over Time tab's range rules (issue 28): the presets' Manila days, both ends included,
 * and how a card writes its change against the previous period.
 */

export const SALES_RANGE_PRESETS = [
  { value: 'today', label: 'Today' },
  { value: 'yesterday', label: 'Yesterday' },
  { value: 'this-week', label: 'This week' },
  { value: 'last-7-days', label: 'Last 7 days' },
  { value: 'this-month', label: 'This month' },
  { value: 'last-month', label: 'Last month' },
  { value: 'custom', label: 'Custom' },
] as const;
export type SalesRangePreset = (typeof SALES_RANGE_PRESETS)[number]['value'];

export interface DateRange {
  from: string;
  to: string;
}

/** Monday of the week holding a YYYY-MM-DD date (weeks start on Monday, as the report's do). */
function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * The Manila days a preset covers at `now`; null for Custom, whose days the owner picks.
 * "This week" and "This month" run to today.
 */
export function presetRange(preset: SalesRangePreset, now: Date = new Date()): DateRange | null {
  const today = shopToday(now);
  const firstOfMonth = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'this-week':
      return { from: mondayOf(today), to: today };
    case 'last-7-days':
      return { from: addDays(today, -6), to: today };
    case 'this-month':
      return { from: firstOfMonth, to: today };
    case 'last-month': {
      const lastDay = addDays(firstOfMonth, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
    case 'custom':
      return null;
  }
}

/** "+12.5% vs previous", "-3% vs previous", "0% vs previous"; "Previous period was 0" when null (no % of 0). */
export function changeText(change: number | null): string {
  if (change === null) return 'Previous period was 0';
  const sign = change > 0 ? '+' : '';
  return `${sign}${change}% vs previous`;
}

/**
 * How a chart or table names one period of the report: "Mar 5" for a day, "Mar 1 – 7" (or
 * "Feb 26 – Mar 4") for a week, "Mar 2027" for a month. A period the range cuts shows its own days.
 */
export function periodLabel(period: DateRange, groupBy: ReportGroup): string {
  if (groupBy === 'month' && period.from.slice(0, 7) === period.to.slice(0, 7)) {
    const whole = period.from.endsWith('-01') && addDays(period.to, 1).endsWith('-01');
    // "Mar 1" without its day: the month's short name.
    if (whole) return `${formatMonthDay(period.from).split(' ')[0]} ${period.from.slice(0, 4)}`;
  }
  if (period.from === period.to) return formatMonthDay(period.from);
  const sameMonth = period.from.slice(0, 7) === period.to.slice(0, 7);
  return `${formatMonthDay(period.from)} – ${sameMonth ? Number(period.to.slice(8, 10)) : formatMonthDay(period.to)}`;
}

/** "Mar 1 – 7, 2027" style wording of a whole range, for headings. */
export const rangeLabel = (range: DateRange) =>
  `${periodLabel(range, 'day')}, ${range.to.slice(0, 4)}`;

/** The tab's choices as the address keeps them: ?range=…&from=…&to=…&groupBy=… */
export interface SalesView {
  preset: SalesRangePreset;
  /** The days shown: the preset's, or the custom ones; null while Custom has no valid days. */
  range: DateRange | null;
  groupBy: ReportGroup;
}

export const DEFAULT_SALES_PRESET: SalesRangePreset = 'last-7-days';

/** Reads the tab's choices from the address; anything unknown falls back to the defaults. */
export function salesViewOf(params: URLSearchParams, now: Date = new Date()): SalesView {
  const asked = params.get('range');
  const preset = SALES_RANGE_PRESETS.find((p) => p.value === asked)?.value ?? DEFAULT_SALES_PRESET;
  const groupBy = (REPORT_GROUPS as readonly string[]).includes(params.get('groupBy') ?? '')
    ? (params.get('groupBy') as ReportGroup)
    : 'day';
  if (preset !== 'custom') return { preset, range: presetRange(preset, now), groupBy };
  const days = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  return { preset, range: customRangeRefusal(days) === null ? days : null, groupBy };
}

/**
 * Why the report would refuse these custom days (the contract's own rule, so the screen says it
 * before asking), or null when it takes them.
 */
export function customRangeRefusal(days: DateRange): string | null {
  const checked = ordersCsvQuery.safeParse(days);
  return checked.success ? null : checked.error.issues[0]!.message;
}

/** "3 PM": the end of the whole hour the comparison runs to. */
export function hourEndLabel(hour: number): string {
  const end = (hour + 1) % 24;
  if (end === 0) return 'midnight';
  if (end === 12) return '12 NN';
  return end < 12 ? `${end} AM` : `${end - 12} PM`;
}
