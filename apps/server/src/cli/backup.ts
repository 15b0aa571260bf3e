/**
 * Writes a backup of the configured database (DATABASE_URL or DATA_DIR) into BACKUP_DIR
 * (default DATA_DIR/backups), while the shop runs:
 *   npm run backup -w apps/server
 * On PostgreSQL with pg_dump (custom format), else the shop's own export; on PGlite a gzipped
 * copy of the data folder, taken by the running server when there is one (it owns the folder).
 */
import { dataDirOwner } from '../db/data-dir-lock.ts';
import { openDatabase } from '../db/client.ts';
import { backupDirOf, loadEnv } from '../env.ts';
import { takeBackup, type Backup } from '../maintenance/backup.ts';
import { controlSocketPath, requestBackup } from '../maintenance/control-socket.ts';

async function backup(): Promise<Backup> {
  const env = loadEnv();
  if (!env.DATABASE_URL && dataDirOwner(env.DATA_DIR) !== undefined) {
    return requestBackup(controlSocketPath(env.DATA_DIR));
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    return await takeBackup(database, backupDirOf(env));
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
