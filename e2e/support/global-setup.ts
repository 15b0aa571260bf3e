import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from '@shop/chromium';
import { api } from '@shop/contract';
import { shopClient } from './api.ts';
import { ADMIN, ARTIFACTS_DIR, REPO_ROOT, SCREENSHOTS_DIR, WEB_DIST } from './paths.ts';

/**
 * Starts the shop the way it runs in production: the built web app (apps/web/dist) served by
 * the real server in a child process, on a free port, with a database nobody else uses.
 * PGlite in a new temporary folder by default; with DATABASE_URL, a new PostgreSQL database.
 */
export default async function setup(project: TestProject) {
  const startedAt = Date.now();
  requireChromium();
  requireWebBuild();
  rmSync(SCREENSHOTS_DIR, { recursive: true, force: true });
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });

  // Serve a copy: a rebuild of apps/web/dist during the run (another terminal, another
  // engineer) would otherwise swap the assets under the running journeys.
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'shop-e2e-web-'));
  cpSync(WEB_DIST, webDist, { recursive: true });

  const database = await freshDatabase();
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const logFile = path.join(ARTIFACTS_DIR, 'server.log');
  let server: ChildProcess | undefined;
  try {
    server = startServer(port, { ...database.env, WEB_DIST: webDist }, logFile);
    await waitForHealth(baseURL, server, logFile);
  } catch (error) {
    await stopServer(server);
    await database.drop();
    rmSync(webDist, { recursive: true, force: true });
    throw error;
  }
  console.log(
    `\n[e2e] shop running at ${baseURL} on ${database.kind} (${database.label}); server log: ${logFile}\n`,
  );

  project.provide('baseURL', baseURL);
  project.provide('adminEmail', ADMIN.email);
  project.provide('adminPassword', ADMIN.password);
  project.provide('databaseKind', database.kind);

  return async () => {
    await stopServer(server);
    await database.drop();
    rmSync(webDist, { recursive: true, force: true });
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
    console.log(`\n[e2e] journeys took ${seconds} s on ${database.kind}`);
    console.log(`[e2e] screenshots: ${SCREENSHOTS_DIR}\n`);
  };
}

function requireChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  throw new Error(
    `Chromium is missing at ${CHROMIUM_PATH}; the end-to-end journeys need it and never download a browser.\n` +
      'Install it as root with:  apt-get update && apt-get install -y chromium',
  );
}

function requireWebBuild() {
  const index = path.join(WEB_DIST, 'index.html');
  if (!existsSync(index)) {
    throw new Error(
      `The web app is not built (${index} is missing). Run "npm run test:e2e" from the repository root: it builds first.`,
    );
  }
  const builtAt = statSync(index).mtimeMs;
  const newest = newestMtime(path.join(REPO_ROOT, 'apps/web/src'));
  if (newest > builtAt) {
    console.warn(
      '[e2e] warning: apps/web/src changed after the last build; the journeys test the older build. "npm run test:e2e" rebuilds.',
    );
  }
}

function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

interface FreshDatabase {
  kind: 'pglite' | 'postgres';
  label: string;
  env: Record<string, string>;
  drop(): Promise<void>;
}

async function freshDatabase(): Promise<FreshDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-e2e-'));
    return {
      kind: 'pglite',
      label: `DATA_DIR ${dir}`,
      env: { DATA_DIR: dir },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `shop_e2e_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  // Uploaded photos go to DATA_DIR/uploads by default, which without DATA_DIR is ./data in the
  // repository: a folder of their own keeps a run's photos out of it and goes with the run.
  const uploads = await mkdtemp(path.join(os.tmpdir(), 'shop-e2e-uploads-'));
  return {
    kind: 'postgres',
    label: `database ${name}`,
    env: { DATABASE_URL: dbUrl.toString(), UPLOAD_DIR: uploads },
    drop: async () => {
      rmSync(uploads, { recursive: true, force: true });
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function startServer(port: number, runEnv: Record<string, string>, logFile: string) {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const log = createWriteStream(logFile);
  // Only what this run sets: an inherited DATABASE_URL, DATA_DIR or UPLOAD_DIR must not leak.
  const { DATABASE_URL: _url, DATA_DIR: _dir, UPLOAD_DIR: _uploads, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...runEnv,
      SEED_DEMO: 'false',
      JWT_SECRET: randomBytes(48).toString('base64url'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      LOGIN_FAILURES_PER_ACCOUNT: '1000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return child;
}

async function waitForHealth(baseURL: string, server: ChildProcess, logFile: string) {
  const client = shopClient(baseURL);
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`The shop server exited with code ${server.exitCode}:\n${tail(logFile)}`);
    }
    try {
      if ((await client.health()).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `The shop server did not answer ${baseURL}${api.health.path} in 90 s:\n${tail(logFile)}`,
  );
}

function tail(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-40).join('\n');
  } catch {
    return '(no server log)';
  }
}

async function stopServer(server: ChildProcess | undefined) {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
