import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { pgliteExtensions } from '../db/search-support.ts';
import type { Database } from '../db/types.ts';
import { postgresUrl, scratchPostgres } from './helper.ts';

const migrationsFolder = path.join(import.meta.dirname, '..', 'db', 'migrations');

/**
 * A shop from before migration `idx`: a fresh database (PGlite in a folder, or a scratch
 * PostgreSQL database) migrated up to the one before it, holding `rows` (SQL run then), and
 * opened as the server opens it, so migration `idx` and the later ones run over those rows.
 * Closing it also removes it.
 */
export async function legacyDatabase(idx: number, rows: string): Promise<Database> {
  const temp = mkdtempSync(path.join(tmpdir(), 'shop-legacy-'));
  const removeTemp = () => rmSync(temp, { recursive: true, force: true });
  const before = path.join(temp, 'migrations');
  cpSync(migrationsFolder, before, { recursive: true });
  const journalPath = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx < idx);
  writeFileSync(journalPath, JSON.stringify(journal));

  let database: Database;
  let drop = async () => {};
  if (!postgresUrl) {
    const client = new PGlite(path.join(temp, 'pglite'), { extensions: pgliteExtensions });
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: before });
    await client.exec(rows);
    await client.close();
    database = await openDatabase({ dataDir: temp });
  } else {
    const scratch = await scratchPostgres();
    drop = scratch.drop;
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder: before });
      await client.query(rows);
    } finally {
      await client.end();
    }
    database = await openDatabase({ databaseUrl: scratch.url });
  }
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
      removeTemp();
    },
  };
}
