import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/search-support.ts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { acquireDataDirLock } from '../db/data-dir-lock.ts';
import { PRIVATE_DIR_MODE } from '../lib/private-files.ts';
import { EXPORT_EXTENSION, importDatabase } from './export.ts';
import { PG_DUMP_EXTENSION, restorePgDump } from './postgres-backup.ts';

export interface RestoreTarget {
  /** Restore into this PostgreSQL database; otherwise into the data folder. */
  databaseUrl?: string | undefined;
  dataDir: string;
}

export interface Restored {
  orders: number;
  products: number;
  users: number;
}

/** The data folder's database files, as openDatabase lays them out. */
const pgliteFolder = (dataDir: string) => path.join(path.resolve(dataDir), 'pglite');

function refuseFilledFolder(dataDir: string) {
  const folder = pgliteFolder(dataDir);
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    throw new Error(
      `${path.resolve(dataDir)} already holds a database. Restore only into an empty data folder: ` +
        'move this one aside (or point DATA_DIR at a new folder) first.',
    );
  }
}

async function refuseFilledDatabase(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
    );
    if (Number(rows[0]?.n) > 0) {
      throw new Error(
        'The database in DATABASE_URL already has tables. Restore only into an empty database ' +
          '(createdb a new one and point DATABASE_URL at it).',
      );
    }
  } finally {
    await client.end();
  }
}

/** Unpacks a PGlite backup into the (empty) data folder; the folder is locked meanwhile. */
async function unpackPglite(file: string, dataDir: string) {
  const dir = path.resolve(dataDir);
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const release = acquireDataDirLock(dir);
  try {
    const client = new PGlite(pgliteFolder(dir), {
      extensions: pgliteExtensions,
      loadDataDir: new Blob([await readFile(file)]),
    });
    await client.query('select 1');
    await client.close();
  } catch (error) {
    await rm(pgliteFolder(dir), { recursive: true, force: true });
    throw error;
  } finally {
    release();
  }
}

/**
 * Restores a backup (by its extension: .tar.gz from PGlite, .dump from pg_dump, .json.gz the
 * shop's own export) into an empty data folder or database, refusing one that holds data. The
 * database is then opened as the server would open it (newer migrations applied) and counted.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<Restored> {
  if (!existsSync(file)) throw new Error(`No such backup: ${file}`);
  const { databaseUrl, dataDir } = target;
  if (databaseUrl) await refuseFilledDatabase(databaseUrl);
  else refuseFilledFolder(dataDir);

  if (file.endsWith('.tar.gz')) {
    if (databaseUrl) {
      throw new Error(
        'This backup is of the embedded database (PGlite): unset DATABASE_URL and set DATA_DIR ' +
          'to an empty folder to restore it.',
      );
    }
    await unpackPglite(file, dataDir);
  } else if (file.endsWith(PG_DUMP_EXTENSION)) {
    if (!databaseUrl) {
      throw new Error(
        'This backup is of PostgreSQL (pg_dump): set DATABASE_URL to an empty database.',
      );
    }
    await restorePgDump(databaseUrl, file);
  } else if (!file.endsWith(EXPORT_EXTENSION)) {
    throw new Error(`${file} is not a backup of this shop (.tar.gz, .dump or .json.gz).`);
  }

  const database = await openDatabase({ databaseUrl, dataDir });
  let restored = false;
  try {
    if (file.endsWith(EXPORT_EXTENSION)) await importDatabase(database.db, file);
    const result = await database.db.execute(sql`select
      (select count(*) from orders)::int as orders,
      (select count(*) from products)::int as products,
      (select count(*) from users)::int as users`);
    const [counts] = (result as unknown as { rows: Restored[] }).rows;
    restored = true;
    return {
      orders: Number(counts?.orders),
      products: Number(counts?.products),
      users: Number(counts?.users),
    };
  } finally {
    await database.close();
    // Nothing half-restored stays in a data folder: the next attempt must find it empty.
    if (!restored && !databaseUrl)
      await rm(pgliteFolder(dataDir), { recursive: true, force: true });
  }
}
