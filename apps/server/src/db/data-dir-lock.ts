import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims the data folder for this process with a pid file. A lock left by a process that
 * no longer runs (a crash, SIGKILL) is taken over; a live one makes the start fail.
 */
export function acquireDataDirLock(dir: string): () => void {
  const lockFile = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
        throw new Error(
          `The data folder ${dir} is already in use by another server (pid ${owner}). ` +
            'Stop that server first, or start this one with a different DATA_DIR.',
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dir}.`);
}

/** The pid of the live process holding the data folder, if any. */
export function dataDirOwner(dir: string): number | undefined {
  try {
    const owner = Number.parseInt(
      readFileSync(path.join(path.resolve(dir), 'server.lock'), 'utf8'),
      10,
    );
    return Number.isInteger(owner) && isRunning(owner) ? owner : undefined;
  } catch {
    return undefined;
  }
}
