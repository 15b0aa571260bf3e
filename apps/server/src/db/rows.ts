import { z } from 'zod';

/**
 * The answer of a `db.execute(...)` that returns exactly one row, each column checked by the
 * row's schema. Both drivers answer `{ rows }`, but Drizzle's shared type leaves the rows
 * unknown: repositories parse them with this rather than cast them.
 */
export const oneRow = <S extends z.ZodType>(row: S) => z.object({ rows: z.tuple([row]) });

/**
 * A json column: node-postgres hands it over parsed; a driver that hands over the text gets it
 * parsed here, so the schema always sees the value.
 */
export const jsonColumn = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (typeof value === 'string' ? JSON.parse(value) : value), schema);

/** The row an insert or upsert's `returning()` must give back; `statement` names it in the error. */
export function returnedRow<T>(rows: T[], statement: string): T {
  const [row] = rows;
  if (!row) throw new Error(`${statement} returned nothing`);
  return row;
}

/** A timestamp as PostgreSQL's JSON writes it, as a Date. */
export const jsonTimestamp = z.string().pipe(z.coerce.date());
