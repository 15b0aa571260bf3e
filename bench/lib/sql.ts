/**
 * One tiny SQL interface over node-postgres and PGlite, so seeding and preparation run the
 * same statements on both databases.
 */
import path from 'node:path';
import pg from 'pg';

export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function connectPostgres(url: string): Promise<Sql> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    query: async <T>(text: string, params?: unknown[]) =>
      (await client.query(text, params as unknown[])).rows as T[],
    close: () => client.end(),
  };
}

/** Opens the PGlite database the server keeps in DATA_DIR (the server must not be running). */
export async function connectPglite(dataDir: string): Promise<Sql> {
  const { PGlite } = await import('@electric-sql/pglite');
  // Writing products computes the search index's key, which needs the extensions loaded.
  const { pgliteExtensions } = await import('../../apps/server/src/db/search-support.ts');
  const db = new PGlite(path.join(dataDir, 'pglite'), { extensions: pgliteExtensions });
  await db.waitReady;
  return {
    query: async <T>(text: string, params?: unknown[]) => (await db.query<T>(text, params)).rows,
    close: () => db.close(),
  };
}

/**
 * Creates an empty shop_bench_* PostgreSQL database on DATABASE_URL's server (the local one by
 * default); returns its URL and a drop.
 */
export async function createBenchDatabase() {
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `shop_bench_${Date.now()}`;
  const admin = await connectPostgres(url);
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.close();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const dropper = await connectPostgres(url);
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.close();
      }
    },
  };
}
