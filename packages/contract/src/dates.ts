import { SHOP_UTC_OFFSET_MINUTES, WEEKDAY_LABELS, type Language } from './constants.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Now in the Philippines as an ISO text whose offset is not Manila's (fixed-offset arithmetic). */
const shopTime = (now: Date) =>
  new Date(now.getTime() + SHOP_UTC_OFFSET_MINUTES * 60_000).toISOString();

/**
 * Today's calendar date in the Philippines as YYYY-MM-DD. Plain arithmetic on Manila's fixed
 * offset rather than an Intl time-zone formatter: building one loads the time-zone data, which
 * cost a phone's browser about 0.1 s on every page (a test checks both agree all year).
 */
export function shopToday(now: Date = new Date()): string {
  return shopTime(now).slice(0, 10);
}

/** "HH:MM", the time of day in the Philippines. */
export function shopClock(now: Date = new Date()): string {
  return shopTime(now).slice(11, 16);
}

/** True for a real calendar date written YYYY-MM-DD (rejects 2025-02-30 and year 0000, which PostgreSQL has not). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_ONLY.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(parsed.getTime()) &&
    parsed.getUTCFullYear() >= 1 &&
    parsed.toISOString().slice(0, 10) === value
  );
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Adds days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Month and weekday names in Filipino, as Intl's fil-PH writes them (a test compares the two). */
export const FILIPINO_MONTHS = [
  'Enero',
  'Pebrero',
  'Marso',
  'Abril',
  'Mayo',
  'Hunyo',
  'Hulyo',
  'Agosto',
  'Setyembre',
  'Oktubre',
  'Nobyembre',
  'Disyembre',
];
export const FILIPINO_WEEKDAYS = [
  'Linggo',
  'Lunes',
  'Martes',
  'Miyerkules',
  'Huwebes',
  'Biyernes',
  'Sabado',
];

const monthsIn = (language: Language) => (language === 'fil' ? FILIPINO_MONTHS : MONTHS);

/** "Saturday" or "Sabado": a weekday (0 is Sunday) in the reader's language. */
export const weekdayName = (weekday: number, language: Language = 'en'): string =>
  (language === 'fil' ? FILIPINO_WEEKDAYS : WEEKDAY_LABELS)[weekday] ?? '';

/**
 * "March 5, 2027" for a YYYY-MM-DD date (or an ISO timestamp's date part), as Intl's en-PH
 * long date writes it (a test compares the two); the input itself when it is no date. Written
 * out for the same reason as formatPeso: no Intl locale data on a public page's first screen.
 */
export function formatCalendarDate(date: string, language: Language = 'en'): string {
  const day = date.slice(0, 10);
  if (!isCalendarDate(day)) return date;
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  return `${monthsIn(language)[month - 1]} ${dayOfMonth}, ${year}`;
}

/**
 * "Saturday, November 28": a date as a customer says it (issue 29), with the year only when it
 * is not this year's in Manila ("Friday, January 1, 2027").
 */
export function formatDayName(
  date: string,
  now: Date = new Date(),
  language: Language = 'en',
): string {
  if (!isCalendarDate(date)) return date;
  const day = new Date(`${date}T00:00:00Z`);
  const words = `${weekdayName(day.getUTCDay(), language)}, ${monthsIn(language)[day.getUTCMonth()]} ${day.getUTCDate()}`;
  return date.slice(0, 4) === shopToday(now).slice(0, 4) ? words : `${words}, ${date.slice(0, 4)}`;
}

/** "12:00 PM" for "12:00", "3:30 PM" for "15:30": a time of day as people read it. */
export function formatClock(hhmm: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "Nov 27" ("Nob 27" in Filipino) for a YYYY-MM-DD date: a short date where the year goes without saying. */
export function formatMonthDay(date: string, language: Language = 'en'): string {
  const month = monthsIn(language)[Number(date.slice(5, 7)) - 1] ?? '';
  return `${month.slice(0, 3)} ${Number(date.slice(8, 10))}`;
}
