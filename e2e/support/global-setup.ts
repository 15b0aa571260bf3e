import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from '@shop/chromium';
import { startServerProcess, type ServerProcess } from '@shop/server-process';
import { ADMIN, ARTIFACTS_DIR, REPO_ROOT, SCREENSHOTS_DIR, WEB_DIST } from './paths.ts';
import { SMS_GATEWAY_LOGIN, startSmsGateway } from './sms-gateway.ts';

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
  // Texts go to a stand-in of the SMS gateway, so a journey can follow a link a customer is sent.
  const smsGateway = await startSmsGateway();
  const logFile = path.join(ARTIFACTS_DIR, 'server.log');
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  let server: ServerProcess;
  try {
    server = await startServerProcess({
      env: (url) => ({
        ...database.env,
        SMS_GATEWAY_URL: smsGateway.url,
        SMS_GATEWAY_USERNAME: SMS_GATEWAY_LOGIN.username,
        SMS_GATEWAY_PASSWORD: SMS_GATEWAY_LOGIN.password,
        PUBLIC_URL: url,
        WEB_DIST: webDist,
        SEED_DEMO: 'false',
        JWT_SECRET: randomBytes(48).toString('base64url'),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
        LOGIN_FAILURES_PER_ACCOUNT: '1000',
        CHECKOUTS_PER_CUSTOMER_PER_HOUR: '1000000',
        SMS_PER_NUMBER_PER_DAY: '1000000',
        LOG_LEVEL: 'warn',
      }),
      logFile,
      healthSeconds: 90,
    });
  } catch (error) {
    await smsGateway.close();
    await database.drop();
    rmSync(webDist, { recursive: true, force: true });
    throw error;
  }
  const baseURL = server.url;
  console.log(
    `\n[e2e] shop running at ${baseURL} on ${database.kind} (${database.label}); server log: ${logFile}\n`,
  );

  project.provide('baseURL', baseURL);
  project.provide('adminEmail', ADMIN.email);
  project.provide('adminPassword', ADMIN.password);
  project.provide('databaseKind', database.kind);
  project.provide('smsGatewayURL', smsGateway.url);

  return async () => {
    await server.stop();
    await smsGateway.close();
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
