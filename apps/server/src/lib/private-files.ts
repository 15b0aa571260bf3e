import type { Stats } from 'node:fs';
import { chmod, lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * The shop's files are its own user's alone: the embedded database (every password hash, every
 * customer's phone and address), the signing secret, the photos and the backups. Folders are
 * 0700 and files 0600, so no other account on the machine can read or change them.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * What this process creates from now on is private: the server and the commands call it first.
 * The umask also reaches what it does not write itself (PGlite's files, pg_dump's output).
 */
export function keepNewFilesPrivate(): void {
  process.umask(0o077);
}

/**
 * Removes the group's and others' bits of one entry; answers whether it changed. A symbolic
 * link is left alone (never followed out of the folder), and so is another user's file in the
 * folder, which cannot be changed (EPERM).
 */
async function tighten(file: string, stats: Stats): Promise<boolean> {
  if (stats.isSymbolicLink() || (stats.mode & 0o077) === 0) return false;
  return chmod(file, stats.mode & 0o7700).then(
    () => true,
    () => false,
  );
}

/**
 * Makes `root` and everything under it private (folders 0700, files 0600: a data folder made
 * before this rule, or files a tool wrote with its own modes); answers how many entries changed.
 * A folder that does not exist is nothing to do.
 */
export async function makeTreePrivate(root: string): Promise<number> {
  let changed = 0;
  const visit = async (file: string): Promise<void> => {
    const stats = await lstat(file).catch(() => undefined);
    if (!stats) return;
    if (await tighten(file, stats)) changed += 1;
    if (!stats.isDirectory()) return;
    for (const name of await readdir(file).catch(() => [] as string[])) {
      await visit(path.join(file, name));
    }
  };
  await visit(path.resolve(root));
  return changed;
}

/** Makes the given files private (the backups in a folder that may hold others' files too). */
export async function makeFilesPrivate(files: string[]): Promise<number> {
  let changed = 0;
  for (const file of files) {
    const stats = await lstat(file).catch(() => undefined);
    if (stats && !stats.isDirectory() && (await tighten(file, stats))) changed += 1;
  }
  return changed;
}
