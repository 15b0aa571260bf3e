/**
 * The shop's server as a child process, started the way the tools that drive it from outside
 * need it (the e2e journeys, the benchmarks): apps/server/src/server.ts under tsx with
 * NODE_ENV=production, on a free port of 127.0.0.1, its output written to a log file, and ready
 * once it answers the contract's health call.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiClient, routeTable } from '@shop/contract';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ServerProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** A port of 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The last lines of a log file, to say why a server did not start. */
function tail(file: string | undefined): string {
  if (!file) return '';
  try {
    return `:\n${readFileSync(file, 'utf8').split('\n').slice(-40).join('\n')}`;
  } catch {
    return ' (no server log)';
  }
}

/** Waits until the server at `url` answers the contract's health call. */
export async function waitForHealth(
  url: string,
  child: ChildProcess,
  options: { seconds: number; logFile?: string },
) {
  const client = createApiClient(routeTable(), { baseUrl: url });
  const deadline = Date.now() + options.seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode}${tail(options.logFile)}`);
    }
    try {
      if ((await client.health()).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The server at ${url} did not answer in ${options.seconds} s${tail(options.logFile)}`,
  );
}

/** SIGTERM, then SIGKILL if the process has not exited within 15 s. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts the production server with `env` (the database, secrets, limits) and waits until it is
 * healthy; stops it again when it is not. The variables that choose the data (DATABASE_URL,
 * DATA_DIR, UPLOAD_DIR, REDIS_URL) are never inherited: only `env` sets them, so a run never
 * reaches a database it did not make.
 */
export async function startServerProcess(options: {
  /** Or made from the server's own address, for settings that name it (PUBLIC_URL). */
  env: Record<string, string> | ((url: string) => Record<string, string>);
  logFile: string;
  /** Add to the log file instead of starting it afresh. */
  appendLog?: boolean;
  /** Node options before the script, e.g. --cpu-prof. */
  nodeArgs?: string[];
  healthSeconds?: number;
}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const {
    DATABASE_URL: _url,
    DATA_DIR: _dir,
    UPLOAD_DIR: _uploads,
    REDIS_URL: _redis,
    ...inherited
  } = process.env;
  const log = createWriteStream(options.logFile, { flags: options.appendLog ? 'a' : 'w' });
  const args = [...(options.nodeArgs ?? []), '--import', 'tsx', 'apps/server/src/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(typeof options.env === 'function' ? options.env(url) : options.env),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  try {
    await waitForHealth(url, child, {
      seconds: options.healthSeconds ?? 120,
      logFile: options.logFile,
    });
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { url, pid: child.pid!, stop: () => stopChild(child) };
}
