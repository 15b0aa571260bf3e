/**
 * Writes a backup of the configured database (DATABASE_URL or DATA_DIR) into BACKUP_DIR
 * (default DATA_DIR/backups), while the shop runs:
 *   npm run backup -w apps/server
 * On PostgreSQL with pg_dump (custom format), else the shop's own export; on PGlite a gzipped
 * copy of the data folder, taken by the running server when there is one (it owns the folder),
 * written into this command's BACKUP_DIR all the same.
 */
import { dataDirOwner } from '../db/data-dir-lock.ts';
import { openDatabase } from '../db/client.ts';
import { backupDirOf, loadEnv } from '../env.ts';
import { takeBackup, type Backup } from '../maintenance/backup.ts';
import { controlSocketPath, requestBackup } from '../maintenance/control-socket.ts';
import { makeShopFilesPrivate, tightenedMessage } from '../startup/private-data.ts';

async function backup(): Promise<Backup> {
  const env = loadEnv();
  const tightened = await makeShopFilesPrivate(env);
  if (tightened > 0) console.log(tightenedMessage(tightened));
  const dir = backupDirOf(env);
  if (!env.DATABASE_URL && dataDirOwner(env.DATA_DIR) !== undefined) {
    return requestBackup(controlSocketPath(env.DATA_DIR), dir);
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    return await takeBackup(database, dir);
  } finally {
    await database.close();
  }
}

backup().then(
  ({ file, bytes, ms }) => {
    console.log(`Backup written: ${file} (${(bytes / 1024).toFixed(0)} KiB, ${ms} ms).`);
  },
  (error: unknown) => {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
