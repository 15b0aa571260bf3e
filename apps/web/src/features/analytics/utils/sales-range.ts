import { addDays, shopToday } from '@shop/contract';

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
