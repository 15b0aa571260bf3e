import { describe, expect, it } from 'vitest';
import { formatClock, formatDayName } from './dates.ts';
import { dateHint, dateRefusal, dayFullRefusal, type DateRules } from './settings.ts';

// 2026-11-27 13:00 in Manila (05:00 UTC), a Friday.
const NOW = new Date('2026-11-27T05:00:00Z');
const rules: DateRules = {
  cutoffTime: '12:00',
  closedWeekdays: [0, 2],
  closedDates: ['2026-12-25'],
  bookingDays: 30,
};

describe('dates in words (issue 29)', () => {
  it('say the weekday and the day, and the year only when it is another', () => {
    expect(formatDayName('2026-11-28', NOW)).toBe('Saturday, November 28');
    expect(formatDayName('2027-01-01', NOW)).toBe('Friday, January 1, 2027');
    expect(formatDayName('not a date', NOW)).toBe('not a date');
  });

  it('say times of day as people read them', () => {
    expect(['00:00', '09:05', '12:00', '15:30', '23:59'].map(formatClock)).toEqual([
      '12:00 AM',
      '9:05 AM',
      '12:00 PM',
      '3:30 PM',
      '11:59 PM',
    ]);
  });

  it('refuse a date by naming the rule it breaks', () => {
    // After the 12:00 cut-off on Friday: Sunday is the earliest, but closed; so Monday.
    expect(dateRefusal(rules, '2026-11-28', NOW)).toBe(
      'Orders after 12:00 PM are ready from Monday, November 30. Please choose that day or later.',
    );
    expect(dateRefusal(rules, '2026-12-08', NOW)).toBe(
      'We are closed on Tuesday, December 8. Please choose another date.',
    );
    expect(dateRefusal(rules, '2026-12-25', NOW)).toBe(
      'We are closed on Friday, December 25. Please choose another date.',
    );
    expect(dateRefusal(rules, '2026-12-29', NOW)).toBe(
      'We take orders up to 30 days ahead, until Monday, December 28. Please choose an earlier date.',
    );
    expect(dateRefusal(rules, '2026-12-01', NOW)).toBe(
      'We are closed on Tuesday, December 1. Please choose another date.',
    );
    expect(dateRefusal(rules, '2026-12-02', NOW)).toBeNull();
    expect(dayFullRefusal('2026-11-28', 'pickup', NOW)).toBe(
      'Saturday, November 28 is fully booked for pickups. Please choose another date.',
    );
  });

  it('hint the cut-off and the closed weekdays before anything is refused', () => {
    expect(dateHint(rules, NOW)).toBe(
      'Orders after 12:00 PM are ready from Monday, November 30. Closed on Sundays and Tuesdays.',
    );
    const morning = new Date('2026-11-27T01:00:00Z');
    expect(dateHint({ ...rules, closedWeekdays: [] }, morning)).toBe(
      'Order by 12:00 PM to get it Saturday, November 28.',
    );
    expect(dateHint({ ...rules, cutoffTime: null, closedWeekdays: [] }, NOW)).toBeNull();
  });
});
