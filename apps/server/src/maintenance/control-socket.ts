import { chmod, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { Backup } from './backup.ts';

/**
 * A server on PGlite owns its data folder: no other process may open it (data-dir-lock.ts), so
 * `npm run backup` cannot read the database while the shop runs. It asks the server instead,
 * over a Unix socket in the data folder that only the folder's owner can open.
 */
export const controlSocketPath = (dataDir: string) =>
  path.join(path.resolve(dataDir), 'control.sock');

// Unix socket paths are limited to 107 bytes on Linux (103 on macOS).
const MAX_SOCKET_PATH = 100;

/** What `npm run backup` sends: the folder its own BACKUP_DIR names (absolute). */
interface BackupRequest {
  dir: string;
}

const MAX_REQUEST_BYTES = 8192;

/** The request's folder, or an error message saying what is wrong with it. */
function backupFolderOf(body: string): string | { message: string } {
  let dir: unknown;
  try {
    dir = (JSON.parse(body) as Partial<BackupRequest>).dir;
  } catch {
    return { message: 'Send the backup folder as JSON: {"dir": "/absolute/folder"}.' };
  }
  if (typeof dir !== 'string' || !path.isAbsolute(dir) || dir.includes('\0')) {
    return { message: 'The backup folder must be an absolute path.' };
  }
  return dir;
}

/**
 * Serves `POST /backup` with `{"dir"}`: the backup is written into the folder the command was
 * given (its BACKUP_DIR), not the server's own, so a command's setting means the same whether a
 * server runs or not. Only the folder's owner can open the socket (0600), the same user as the
 * server: it can write nowhere the command could not write itself.
 */
export async function serveControlSocket(
  socketPath: string,
  backup: (dir: string) => Promise<Backup>,
): Promise<(() => Promise<void>) | undefined> {
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) return undefined;
  const server = http.createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== '/backup') return answer(404, {});
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > MAX_REQUEST_BYTES) request.destroy();
    });
    request.on('end', () => {
      const dir = backupFolderOf(body);
      if (typeof dir !== 'string') return answer(400, dir);
      backup(dir).then(
        (result) => answer(200, result),
        (error: Error) => answer(500, { message: error.message }),
      );
    });
  });
  // The folder is locked by this process, so a socket file left there is from a dead server.
  await rm(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  await chmod(socketPath, 0o600);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Asks the running server for a backup written into `dir` (absolute). */
export function requestBackup(socketPath: string, dir: string): Promise<Backup> {
  const body: BackupRequest = { dir };
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath, method: 'POST', path: '/backup' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        try {
          const parsed = JSON.parse(body) as Backup & { message?: string };
          if (response.statusCode === 200) resolve(parsed);
          else reject(new Error(parsed.message ?? `The server answered ${response.statusCode}.`));
        } catch {
          reject(new Error('The server gave an unreadable answer.'));
        }
      });
    });
    request.on('error', (error) =>
      reject(new Error(`The running server could not be reached (${error.message}).`)),
    );
    request.setHeader('content-type', 'application/json');
    request.end(JSON.stringify(body));
  });
}
