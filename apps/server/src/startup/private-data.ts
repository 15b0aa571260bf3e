import { backupDirOf, uploadDirOf, type Env } from '../env.ts';
import { backupFilesIn } from '../maintenance/backup.ts';
import { keepNewFilesPrivate, makeFilesPrivate, makeTreePrivate } from '../lib/private-files.ts';

/**
 * At the start of the server and of the commands: what they create from now on is private, and
 * what an older version left readable to every local user is made private too: DATA_DIR and
 * UPLOAD_DIR whole, and the shop's backups in BACKUP_DIR (a folder that may hold other files,
 * so only those). Answers how many entries changed, for the caller to say so once.
 */
export async function makeShopFilesPrivate(
  env: Pick<Env, 'DATA_DIR' | 'UPLOAD_DIR' | 'BACKUP_DIR'>,
): Promise<number> {
  keepNewFilesPrivate();
  let changed = 0;
  if (env.DATA_DIR) changed += await makeTreePrivate(env.DATA_DIR);
  changed += await makeTreePrivate(uploadDirOf(env));
  changed += await makeFilesPrivate(await backupFilesIn(backupDirOf(env)));
  return changed;
}

/** The one line the server and the commands print when they tightened anything. */
export const tightenedMessage = (changed: number) =>
  `Made ${changed} ${changed === 1 ? 'file or folder' : 'files and folders'} of the shop's data private (only this user may read them now).`;
