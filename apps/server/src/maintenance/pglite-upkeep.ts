import { rename, writeFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '../db/types.ts';
import { PRIVATE_FILE_MODE } from '../lib/private-files.ts';

/**
 * Upkeep of the embedded database, which has no autovacuum (PostgreSQL's does this by itself).
 *
 * VACUUM (ANALYZE) reclaims dead rows and refreshes the planner's statistics. It does not
 * overwrite what dead rows held: a cleared phone number stays readable in the table's file and
 * in the write-ahead log. So the tables that hold customers' details (orders, and notifications
 * with the numbers texts went to) are also
 * rewritten (VACUUM FULL: new files, the old ones truncated), and the log is moved on to a new
 * segment and checkpointed with recycling off, so that old segments are deleted rather than
 * renamed for reuse with their contents. PGlite runs one statement at a time: requests wait
 * while this runs (well under a second on a shop's tables), none is refused.
 */
async function maintainPglite(client: PGlite): Promise<void> {
  await client.exec('VACUUM (ANALYZE)');
  await client.exec('VACUUM FULL orders, notifications');
  await client.exec('SET wal_recycle = off');
  await client.exec('CHECKPOINT');
  await client.query('select pg_switch_wal()');
  await client.exec('CHECKPOINT');
}

/** The quiet hour's upkeep of either database: PostgreSQL's autovacuum does it by itself. */
export async function maintainDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') await maintainPglite(database.client);
}

/**
 * A gzipped tar of the data folder, taken while the shop runs. PGlite takes it between two
 * statements with nothing else running, so the files are what a sudden stop would leave:
 * committed transactions are in them (or in the log they carry), and the database opened from
 * the copy recovers exactly as after a crash. The checkpoint first keeps that recovery short.
 */
export async function backupPglite(client: PGlite, fileBase: string): Promise<string> {
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('gzip');
  const file = `${fileBase}.tar.gz`;
  await writeFile(`${file}.partial`, Buffer.from(await dump.arrayBuffer()), {
    mode: PRIVATE_FILE_MODE,
  });
  await rename(`${file}.partial`, file);
  return file;
}
