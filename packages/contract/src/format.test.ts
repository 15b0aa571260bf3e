import { describe, expect, it } from 'vitest';
import {
  expiryStatus,
  formatAccountId,
  formatPeso,
  lineTotal,
  sumPesos,
  truncateName,
} from './format.ts';
import {
  addDays,
  daysBetween,
  formatCalendarDate,
  formatDayName,
  formatMonthDay,
  isCalendarDate,
  shopToday,
} from './dates.ts';
import { CURRENCY, LOCALE, SHOP_TIME_ZONE } from './constants.ts';

describe('money', () => {
  it('formats pesos with centavos in the Philippine locale', () => {
    expect(formatPeso(1234.5)).toBe('₱1,234.50');
    expect(formatPeso(0)).toBe('₱0.00');
  });
  it('adds and multiplies in exact centavos', () => {
    expect(sumPesos([0.1, 0.2])).toBe(0.3);
    expect(lineTotal(1280.55, 2)).toBe(2561.1);
    expect(sumPesos([lineTotal(1280.55, 2), lineTotal(12.5, 3)])).toBe(2598.6);
  });
});

describe('written-out formats agree with Intl (they replace it on the first screen)', () => {
  it('formats pesos as the en-PH currency format does', () => {
    const intl = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });
    const amounts = [0, 0.01, 0.1, 1, 9.99, 12.5, 999.99, 1000, 1280.55, 123456.78, 1234567.89];
    for (let centavos = 0; centavos < 200_000_000_000; centavos = centavos * 3 + 7) {
      amounts.push(centavos / 100);
    }
    for (const amount of [...amounts, ...amounts.map((a) => -a).filter((a) => a !== 0)]) {
      expect(formatPeso(amount), String(amount)).toBe(intl.format(amount));
    }
  });

  it('writes calendar dates as the en-PH long date does, and leaves non-dates as they are', () => {
    const intl = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: 'UTC' });
    for (let day = 0; day < 800; day += 1) {
      const date = addDays('2026-01-01', day * 3);
      expect(formatCalendarDate(date)).toBe(intl.format(new Date(`${date}T00:00:00Z`)));
    }
    expect(formatCalendarDate('2099-03-05')).toBe('March 5, 2099');
    expect(formatCalendarDate('2027-12-31T00:00:00.000Z')).toBe('December 31, 2027');
    expect(formatCalendarDate('soon')).toBe('soon');
    expect(formatCalendarDate('2025-02-30')).toBe('2025-02-30');
  });

  it('writes dates in Filipino as Intl fil-PH does (issue 29)', () => {
    const long = new Intl.DateTimeFormat('fil-PH', { dateStyle: 'long', timeZone: 'UTC' });
    const named = new Intl.DateTimeFormat('fil-PH', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const short = new Intl.DateTimeFormat('fil-PH', {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const now = new Date('2026-06-01T00:00:00Z');
    for (let day = 0; day < 365; day += 1) {
      const date = addDays('2026-01-01', day);
      const at = new Date(`${date}T00:00:00Z`);
      expect(formatCalendarDate(date, 'fil')).toBe(long.format(at));
      expect(formatDayName(date, now, 'fil')).toBe(named.format(at));
      expect(formatMonthDay(date, 'fil')).toBe(short.format(at));
    }
    expect(formatDayName('2026-11-28', now, 'fil')).toBe('Sabado, Nobyembre 28');
  });
});

describe('dates', () => {
  it('uses the Philippine calendar date', () => {
    // 2026-03-01 17:00 UTC is already 2 March in Manila (UTC+8).
    expect(shopToday(new Date('2026-03-01T17:00:00Z'))).toBe('2026-03-02');
    expect(shopToday(new Date('2026-03-01T15:59:00Z'))).toBe('2026-03-01');
  });

  it('agrees with the time-zone database for Asia/Manila, every hour of a year', () => {
    const manila = new Intl.DateTimeFormat('en-CA', {
      timeZone: SHOP_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const start = Date.parse('2026-01-01T00:30:00Z');
    for (let hour = 0; hour < 366 * 24; hour += 1) {
      const moment = new Date(start + hour * 3_600_000);
      expect(shopToday(moment)).toBe(manila.format(moment));
    }
  });
  it('accepts only real calendar dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('28/02/2026')).toBe(false);
    expect(isCalendarDate('0000-01-01')).toBe(false);
  });
  it('counts days', () => {
    expect(daysBetween('2026-01-01', '2026-04-03')).toBe(92);
    expect(addDays('2026-01-01', 92)).toBe('2026-04-03');
  });
});

describe('expiry rules', () => {
  const today = '2026-01-01';
  it('marks the admin table: Expired, Expiring Soon within 90 days, Active after', () => {
    expect(expiryStatus('2025-12-31', today)).toBe('Expired');
    expect(expiryStatus('2026-01-01', today)).toBe('Expiring Soon');
    expect(expiryStatus(addDays(today, 90), today)).toBe('Expiring Soon');
    expect(expiryStatus(addDays(today, 91), today)).toBe('Active');
  });
});

describe('display rules', () => {
  it('formats cashier ids uppercased in groups of 4', () => {
    expect(formatAccountId('3f2b9c1e-0a4d-4e6f-8b7c-1d2e3f4a5b6c')).toBe(
      '3F2B-9C1E-0A4D-4E6F-8B7C-1D2E-3F4A-5B6C',
    );
  });
  it('truncates names over 40 characters', () => {
    const forty = 'x'.repeat(40);
    expect(truncateName(forty)).toBe(forty);
    expect(truncateName(`${forty}y`)).toBe(`${forty}...`);
  });
});
