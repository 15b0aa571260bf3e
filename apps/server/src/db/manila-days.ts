import { sql } from 'drizzle-orm';

/*
 * Filters by Manila day ("from" and "to", both included) on timestamptz columns: the shop's days
 * run from midnight in Manila (UTC+8, no daylight saving), whatever the database's time zone.
 */

/** The first instant of a Manila day (YYYY-MM-DD). */
export const manilaDayStart = (day: string) => sql`${`${day}T00:00:00+08:00`}::timestamptz`;
/** The first instant after a Manila day: a day's instants are those before it. */
export const manilaDayEnd = (day: string) =>
  sql`${`${day}T00:00:00+08:00`}::timestamptz + interval '1 day'`;
