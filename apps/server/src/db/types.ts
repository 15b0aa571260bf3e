import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type * as schema from './schema/index.ts';

/**
 * The database's types, apart from the driver factory (client.ts): services, repositories and
 * maintenance import these, and nothing under db/ imports them back (docs/decisions/0075).
 */
export type Schema = typeof schema;
/** Both drivers share Drizzle's PostgreSQL API; services and repositories see only this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept the database or an open transaction. */
export type Executor = Db | Tx;

/** What both drivers offer: queries, health, vacuum, notifications, closing. */
interface OpenDatabase {
  db: Db;
  /** Round trip to the database (health check). */
  ping(): Promise<void>;
  /** VACUUM ANALYZE: reclaims dead rows and refreshes statistics (npm run vacuum). */
  vacuum(): Promise<void>;
  /**
   * Calls `onPayload` with every NOTIFY on `channel` (from any server on this database), as
   * transactions that sent them commit. Answers the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * An open database and the driver under it: backup and upkeep (maintenance/) take their PGlite
 * or PostgreSQL way from `kind`, with the embedded client or the connection string.
 */
export type Database = OpenDatabase &
  ({ kind: 'pglite'; client: PGlite } | { kind: 'postgres'; databaseUrl: string });
