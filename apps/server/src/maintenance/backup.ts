import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { PRIVATE_DIR_MODE } from '../lib/private-files.ts';
import path from 'node:path';
import type { Database } from '../db/types.ts';
import { backupPglite } from './pglite-upkeep.ts';
import { backupPostgres } from './postgres-backup.ts';

/**
 * Backups are files named by the moment they were taken (`shop-2026-11-24T19-00-00-000Z` plus
 * the format's extension), so their names sort by age and pruning needs no index.
 */
const BACKUP_FILE = /^shop-\d{4}-\d{2}-\d{2}T[\d-]+Z\.(tar\.gz|dump|json\.gz)$/;

export interface Backup {
  file: string;
  bytes: number;
  ms: number;
}

/** A consistent, compressed copy of the whole database at `fileBase` + its format's extension. */
const backupDatabase = (database: Database, fileBase: string): Promise<string> =>
  database.kind === 'pglite'
    ? backupPglite(database.client, fileBase)
    : backupPostgres(database.databaseUrl, database.db, fileBase);

export async function takeBackup(database: Database, dir: string): Promise<Backup> {
  const started = Date.now();
  // Backups hold every customer's details: only the shop's own user may read them.
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const name = `shop-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  const file = await backupDatabase(database, path.join(dir, name));
  return { file, bytes: (await stat(file)).size, ms: Date.now() - started };
}

const isUnfinished = (name: string) => name.startsWith('shop-') && name.endsWith('.partial');

/** The shop's backups in `dir` (finished or not), newest first; none when there is no folder. */
export async function backupFilesIn(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .filter((n) => BACKUP_FILE.test(n) || isUnfinished(n))
    .sort()
    .reverse()
    .map((n) => path.join(dir, n));
}

/** Keeps the newest `keep` backups in `dir` and removes older ones and unfinished leftovers. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await backupFilesIn(dir)).map((file) => path.basename(file));
  const removed = [
    ...names.filter((n) => BACKUP_FILE.test(n)).slice(keep),
    ...names.filter(isUnfinished),
  ];
  for (const name of removed) await rm(path.join(dir, name), { force: true });
  return removed;
}
