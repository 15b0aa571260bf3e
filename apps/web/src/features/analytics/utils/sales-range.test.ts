import { describe, expect, it } from 'vitest';
import {
  changeText,
  customRangeRefusal,
  hourEndLabel,
  periodLabel,
  presetRange,
  salesViewOf,
  SALES_RANGE_PRESETS,
} from './sales-range.ts';

// Friday 2027-03-05, 10:00 in Manila (02:00 UTC).
const friday = new Date('2027-03-05T02:00:00Z');

describe('sales range presets', () => {
  it('lists the presets in order', () => {
    expect(SALES_RANGE_PRESETS.map((p) => p.label)).toEqual([
      'Today',
      'Yesterday',
      'This week',
      'Last 7 days',
      'This month',
      'Last month',
      'Custom',
    ]);
  });

  it('gives each preset its Manila days, both ends included', () => {
    expect(presetRange('today', friday)).toEqual({ from: '2027-03-05', to: '2027-03-05' });
    expect(presetRange('yesterday', friday)).toEqual({ from: '2027-03-04', to: '2027-03-04' });
    expect(presetRange('this-week', friday)).toEqual({ from: '2027-03-01', to: '2027-03-05' });
    expect(presetRange('last-7-days', friday)).toEqual({ from: '2027-02-27', to: '2027-03-05' });
    expect(presetRange('this-month', friday)).toEqual({ from: '2027-03-01', to: '2027-03-05' });
    expect(presetRange('last-month', friday)).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(presetRange('custom', friday)).toBeNull();
  });

  it('counts the Manila day, not the UTC one', () => {
    // 2027-03-31 17:00 UTC is already April 1 at 01:00 in Manila.
    const aprilInManila = new Date('2027-03-31T17:00:00Z');
    expect(presetRange('today', aprilInManila)).toEqual({ from: '2027-04-01', to: '2027-04-01' });
    expect(presetRange('last-month', aprilInManila)).toEqual({
      from: '2027-03-01',
      to: '2027-03-31',
    });
    // 15:59 UTC on March 31 is still March 31 at 23:59 in Manila.
    expect(presetRange('this-month', new Date('2027-03-31T15:59:00Z'))).toEqual({
      from: '2027-03-01',
      to: '2027-03-31',
    });
  });

  it('starts a week on Monday, a Monday and a Sunday included', () => {
    const monday = new Date('2027-03-01T02:00:00Z');
    const sunday = new Date('2027-03-07T02:00:00Z');
    expect(presetRange('this-week', monday)).toEqual({ from: '2027-03-01', to: '2027-03-01' });
    expect(presetRange('this-week', sunday)).toEqual({ from: '2027-03-01', to: '2027-03-07' });
  });

  it('crosses the year for last month and yesterday in January', () => {
    const newYear = new Date('2027-01-01T02:00:00Z');
    expect(presetRange('yesterday', newYear)).toEqual({ from: '2026-12-31', to: '2026-12-31' });
    expect(presetRange('last-month', newYear)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});

describe('change against the previous period', () => {
  it('writes the sign and the % as the report gives it', () => {
    expect(changeText(12.5)).toBe('+12.5% vs previous');
    expect(changeText(-3)).toBe('-3% vs previous');
    expect(changeText(0)).toBe('0% vs previous');
    expect(changeText(null)).toBe('Previous period was 0');
  });
});

describe('period labels', () => {
  it('names a day, a week (within a month or across two) and a whole month', () => {
    expect(periodLabel({ from: '2027-03-05', to: '2027-03-05' }, 'day')).toBe('Mar 5');
    expect(periodLabel({ from: '2027-03-01', to: '2027-03-07' }, 'week')).toBe('Mar 1 – 7');
    expect(periodLabel({ from: '2027-02-22', to: '2027-02-28' }, 'week')).toBe('Feb 22 – 28');
    expect(periodLabel({ from: '2027-03-29', to: '2027-04-04' }, 'week')).toBe('Mar 29 – Apr 4');
    expect(periodLabel({ from: '2027-02-01', to: '2027-02-28' }, 'month')).toBe('Feb 2027');
    // A month the range cuts shows its own days.
    expect(periodLabel({ from: '2027-03-10', to: '2027-03-31' }, 'month')).toBe('Mar 10 – 31');
  });

  it('writes the end of the whole hour the comparison with last week runs to', () => {
    expect(hourEndLabel(0)).toBe('1 AM');
    expect(hourEndLabel(11)).toBe('12 NN');
    expect(hourEndLabel(14)).toBe('3 PM');
    expect(hourEndLabel(23)).toBe('midnight');
  });
});

describe('the choices kept in the address', () => {
  const read = (search: string) => salesViewOf(new URLSearchParams(search), friday);

  it('defaults to the last 7 days per day', () => {
    expect(read('')).toEqual({
      preset: 'last-7-days',
      range: { from: '2027-02-27', to: '2027-03-05' },
      groupBy: 'day',
    });
    expect(read('range=nonsense&groupBy=year').preset).toBe('last-7-days');
    expect(read('range=nonsense&groupBy=year').groupBy).toBe('day');
  });

  it('reads a preset, a grouping and custom days', () => {
    expect(read('range=last-month&groupBy=week')).toEqual({
      preset: 'last-month',
      range: { from: '2027-02-01', to: '2027-02-28' },
      groupBy: 'week',
    });
    expect(read('range=custom&from=2026-01-01&to=2026-12-31').range).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
    });
  });

  it('has no days for custom ones the report would refuse', () => {
    expect(read('range=custom&from=2026-03-10&to=2026-03-01').range).toBeNull();
    expect(read('range=custom&from=2024-01-01&to=2026-01-01').range).toBeNull();
    expect(read('range=custom&from=2026-02-30&to=2026-03-01').range).toBeNull();
    expect(read('range=custom').range).toBeNull();
    expect(read('range=custom&from=1999-12-31&to=2000-01-01').range).toBeNull();
    expect(read('range=custom&from=9999-12-31&to=9999-12-31').range).toBeNull();
  });
});

describe('custom days the report would refuse', () => {
  it("says the contract's own reason", () => {
    expect(customRangeRefusal({ from: '2026-03-10', to: '2026-03-01' })).toBe(
      'To cannot be before From',
    );
    expect(customRangeRefusal({ from: '2024-01-01', to: '2026-01-01' })).toBe(
      'A report covers at most two years (731 days): choose a shorter range.',
    );
    expect(customRangeRefusal({ from: '9999-12-31', to: '9999-12-31' })).toBe(
      'From must be between 2000-01-01 and 2999-12-31',
    );
    expect(customRangeRefusal({ from: '2026-03-01', to: '' })).toBe(
      'To must be a valid date (YYYY-MM-DD)',
    );
    expect(customRangeRefusal({ from: '2026-03-01', to: '2026-03-31' })).toBeNull();
  });
});
