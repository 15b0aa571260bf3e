import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '@shop/contract';
import { monthOf, nextMonth, rangePieces } from './report-range.ts';

/** How many times each day is counted by a range's pieces (months expanded to their days). */
function countedDays(from: string, to: string): Map<string, number> {
  const counted = new Map<string, number>();
  const add = (a: string, b: string, sign: number) => {
    for (let day = a; day <= b; day = addDays(day, 1)) {
      counted.set(day, (counted.get(day) ?? 0) + sign);
    }
  };
  const { months, days } = rangePieces(from, to);
  if (months) add(months.from, addDays(nextMonth(months.to), -1), 1);
  for (const piece of days) add(piece.from, piece.to, piece.sign);
  for (const [day, times] of counted) if (times === 0) counted.delete(day);
  return counted;
}

describe('a range in whole months and cut days', () => {
  it('counts every day of the range once and no other day, for ranges of 1 to 800 days', () => {
    for (let start = 0; start < 400; start += 29) {
      const from = addDays('2024-01-01', start);
      for (const span of [0, 1, 13, 15, 16, 27, 30, 31, 45, 59, 60, 61, 180, 364, 365, 730, 799]) {
        const to = addDays(from, span);
        const counted = countedDays(from, to);
        expect(counted.size, `${from}..${to}`).toBe(span + 1);
        for (const [day, times] of counted) {
          expect(times, `${day} in ${from}..${to}`).toBe(1);
          expect(day >= from && day <= to, `${day} in ${from}..${to}`).toBe(true);
        }
      }
    }
  });

  it('reads at most about half a month of days at each end', () => {
    for (let start = 0; start < 400; start += 1) {
      const from = addDays('2025-01-01', start);
      const { days } = rangePieces(from, addDays(from, 364));
      for (const piece of days) expect(daysBetween(piece.from, piece.to)).toBeLessThan(16);
    }
  });

  it('the bench range: three days added, and twelve months less the days after the range', () => {
    expect(rangePieces('2025-11-28', '2026-11-27')).toEqual({
      months: { from: '2025-12-01', to: '2026-11-01' },
      days: [
        { from: '2025-11-28', to: '2025-11-30', sign: 1 },
        { from: '2026-11-28', to: '2026-11-30', sign: -1 },
      ],
    });
    expect(monthOf('2024-02-29')).toBe('2024-02-01');
    expect(nextMonth('2024-12-31')).toBe('2025-01-01');
  });
});
