import { spawn } from 'node:child_process';
import { rename, rm, writeFile } from 'node:fs/promises';
import { PRIVATE_FILE_MODE } from '../lib/private-files.ts';
import type { Db } from '../db/types.ts';
import { childEnv } from '../env.ts';
import { exportDatabase } from './export.ts';

export const PG_DUMP_EXTENSION = '.dump';

/**
 * libpq's settings for a connection URL, with the password moved into PGPASSWORD: on the
 * command line, any user of the machine could read it in the process list.
 */
function libpq(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const env = childEnv(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {});
  url.password = '';
  return { dbname: url.toString(), env };
}

class NotInstalled extends Error {}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new NotInstalled(command) : error),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed: ${stderr.trim() || code}`)),
    );
  });
}

/**
 * pg_dump's custom format (compressed, restored with pg_restore) when pg_dump is installed; the
 * shop's own export otherwise. pg_dump reads one snapshot, so a backup taken under load is
 * consistent. Its version must be at least the server's: an older one refuses, and says so.
 */
export async function backupPostgres(
  databaseUrl: string,
  db: Db,
  fileBase: string,
  pgDump = 'pg_dump',
): Promise<string> {
  const file = `${fileBase}${PG_DUMP_EXTENSION}`;
  const { dbname, env } = libpq(databaseUrl);
  // pg_dump keeps the mode of a file it overwrites: the backup is private from its first byte.
  await writeFile(`${file}.partial`, '', { mode: PRIVATE_FILE_MODE });
  try {
    await run(
      pgDump,
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}.partial`, dbname],
      env,
    );
  } catch (error) {
    await rm(`${file}.partial`, { force: true });
    if (error instanceof NotInstalled) return exportDatabase(db, fileBase);
    throw error;
  }
  await rename(`${file}.partial`, file);
  return file;
}

/** Restores a pg_dump backup into an empty database, in one transaction. */
export async function restorePgDump(databaseUrl: string, file: string): Promise<void> {
  const { dbname, env } = libpq(databaseUrl);
  try {
    await run(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${dbname}`,
        file,
      ],
      env,
    );
  } catch (error) {
    if (error instanceof NotInstalled) {
      throw new Error('pg_restore is not installed: install the PostgreSQL client tools.');
    }
    throw error;
  }
}
