import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './search-support.ts';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { makeTreePrivate, PRIVATE_DIR_MODE } from '../lib/private-files.ts';
import { applyFunctions } from './functions.ts';
import { listenPostgres } from './listen.ts';
import type { Database, Db } from './types.ts';

const ANALYZE_EVERY_MS = 60 * 60 * 1000;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  /** node-postgres connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; empty means in memory (tests). */
  dataDir?: string | undefined;
  /** PostgreSQL connections in the pool (default 10). */
  poolSize?: number | undefined;
  /**
   * An in-memory PGlite's starting contents: a dump of a migrated database (`dumpDataDir`).
   * Tests start each database from one such image instead of creating a cluster every time
   * (most of a new PGlite's start-up); migrations and functions still run and find nothing to do.
   */
  pgliteImage?: Blob | undefined;
}

/**
 * Migrations, then the functions (db/functions.ts), on PostgreSQL by one server at a time.
 * Several servers starting at once on one database would otherwise run them side by side: two
 * CREATE OR REPLACE of one function fail with "tuple concurrently updated", and a late run of
 * migration 0004 would drop the functions another server had just created. A session advisory
 * lock, on a connection of its own (not the pool's: a pool of one would wait for itself),
 * serialises them; the next server waits, then finds the migrations applied. Closing the
 * connection releases the lock, also when the process dies.
 */
async function preparePostgres(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  // A connection lost mid-way fails the query in progress; the event alone must not crash.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('shop: migrations and functions'))`);
    const db = drizzlePg({ client, schema });
    await migratePg(db, { migrationsFolder });
    await applyFunctions(db as unknown as Db);
  } finally {
    await client.end();
  }
}

/** What both drivers answer alike: Drizzle's API and the health check's round trip. */
const queries = (db: Db) => ({ db, ping: async () => void (await db.execute(sql`select 1`)) });

/** Opens the database, applies pending migrations and (re)creates the functions. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { databaseUrl } = options;
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: options.poolSize ?? 10,
    });
    // When PostgreSQL closes an idle pooled connection (a restart, a failover, an administrator
    // ending sessions), the pool emits 'error'. Without a listener Node treats that as fatal and
    // the whole server exited; the pool has already dropped the client and the next query
    // opens a new connection, so noting it is all there is to do.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL closed an idle connection (${error.message}); reconnecting.`);
    });
    // The same error can reach a connection that is checked out (a transaction between two
    // statements), where the pool's listener is not attached: that also crashed the server.
    // The statement in progress fails (that request gets its 500) and the pool discards the
    // broken connection when it is released.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg({ client: pool, schema });
    try {
      await preparePostgres(databaseUrl);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      ...queries(db as unknown as Db),
      kind: 'postgres',
      databaseUrl,
      vacuum: async () => void (await pool.query('VACUUM ANALYZE')),
      listen: async (channel, onPayload) => listenPostgres(databaseUrl, channel, onPayload),
      close: () => pool.end(),
    };
  }

  let releaseLock = () => {};
  let client: PGlite;
  let folder: string | undefined;
  if (options.dataDir) {
    const dir = path.resolve(options.dataDir);
    mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    // PGlite does not lock its folder; two processes on it would corrupt it.
    releaseLock = acquireDataDirLock(dir);
    folder = path.join(dir, 'pglite');
    client = new PGlite(folder, { extensions: pgliteExtensions });
  } else {
    client = new PGlite({ extensions: pgliteExtensions, loadDataDir: options.pgliteImage });
  }
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
    await applyFunctions(db as unknown as Db);
  } catch (error) {
    await client.close();
    releaseLock();
    throw error;
  }
  // PGlite has no autovacuum, so nothing else ever runs ANALYZE: its planner would never learn
  // the tables' sizes and would plan, for example, a cart read as a scan of every product.
  // Statistics are taken at start (after migrations) and every hour; ANALYZE reads a sample,
  // so it stays short on a large shop.
  const analyze = () => client.exec('ANALYZE');
  await analyze();
  // PGlite writes the files of a new database with its own modes (0666, whatever the umask):
  // they hold every password hash, so they are made the shop's user's alone once it is open.
  if (folder) await makeTreePrivate(folder);
  const analyzer = setInterval(() => {
    analyze().catch((error: Error) => console.warn(`PGlite ANALYZE failed: ${error.message}`));
  }, ANALYZE_EVERY_MS);
  analyzer.unref();
  return {
    ...queries(db as unknown as Db),
    kind: 'pglite',
    client,
    vacuum: async () => void (await client.exec('VACUUM ANALYZE')),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        // Closing the database ends its listeners too; unlisten after that would fail.
        if (!client.closed) await stop();
      };
    },
    close: async () => {
      clearInterval(analyzer);
      await client.close();
      releaseLock();
    },
  };
}
