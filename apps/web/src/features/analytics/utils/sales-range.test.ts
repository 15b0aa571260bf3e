import { describe, expect, it } from 'vitest';
import { changeText, presetRange, SALES_RANGE_PRESETS } from './sales-range.ts';

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
