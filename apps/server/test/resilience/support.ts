import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  api,
  createApiClient,
  expectOk,
  routeTable,
  type ApiClient,
  type CheckoutBody,
  type CreateProductBody,
  type Product,
} from '@shop/contract';
import { freePort } from '@shop/server-process';

export const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REPO_ROOT = path.resolve(SERVER_DIR, '../..');
const SERVER_ENTRY = path.join(SERVER_DIR, 'src/server.ts');

/** PostgreSQL when DATABASE_URL is set (CI runs the suite once with, once without). */
export const postgresUrl = process.env.DATABASE_URL || undefined;
export const dbKind = postgresUrl ? 'postgres' : 'pglite';

export const JWT_SECRET = 'resilience-suite-secret-that-is-long-enough-for-hs256';
export const ADMIN = { email: 'resilience.owner@gmail.com', password: 'owner-password-123' };

/** A database nobody else uses: a temporary PGlite folder, or a new PostgreSQL database. */
export interface Store {
  kind: 'pglite' | 'postgres';
  env: Record<string, string>;
  /** For PostgreSQL: run SQL directly (checks after the fact). */
  query?<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  /** For PGlite: the data folder. */
  dataDir?: string;
  drop(): Promise<void>;
}

export async function freshStore(kind: 'pglite' | 'postgres' = dbKind): Promise<Store> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-resilience-'));
    return {
      kind,
      env: { DATA_DIR: dir },
      dataDir: dir,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  if (!postgresUrl) throw new Error('DATABASE_URL is not set');
  const name = `shop_resilience_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  pool.on('error', () => {});
  return {
    kind,
    env: { DATABASE_URL: url.toString() },
    query: async (text, values) => (await pool.query(text, values)).rows,
    drop: async () => {
      await pool.end();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves when the process has exited (SIGKILL, SIGTERM, ...). */
  kill(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the real server the way production does, as its own process. It runs as
 * `node --import tsx src/server.ts` rather than `npx tsx ...`: npx and the tsx CLI each put a
 * parent process in front of the server, and a SIGKILL sent to that parent would leave the
 * server itself running.
 */
export function spawnServer(store: Store, extraEnv: Record<string, string> = {}, port?: number) {
  return (async (): Promise<ServerProcess> => {
    const chosen = port ?? (await freePort());
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
      cwd: SERVER_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? os.tmpdir(),
        NODE_ENV: 'production',
        PORT: String(chosen),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        JWT_SECRET,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'warn',
        WEB_DIST: '',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
        LOGIN_FAILURES_PER_ACCOUNT: '1000000',
        CHECKOUTS_PER_CUSTOMER_PER_HOUR: '1000000',
        SMS_PER_NUMBER_PER_DAY: '1000000',
        ...store.env,
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    return {
      child,
      port: chosen,
      baseUrl: `http://127.0.0.1:${chosen}`,
      output: () => log,
      exited,
      kill: (signal) => {
        if (child.exitCode === null && child.signalCode === null) child.kill(signal);
        return exited;
      },
    };
  })();
}

/** Starts the server and waits until its health call answers; fails with its output if it exits. */
export async function startServer(
  store: Store,
  extraEnv: Record<string, string> = {},
  port?: number,
): Promise<ServerProcess & { startMs: number }> {
  const started = Date.now();
  const server = await spawnServer(store, extraEnv, port);
  let exited = false;
  void server.exited.then(() => (exited = true));
  const health = clientOf(server.baseUrl);
  while (Date.now() - started < 90_000) {
    if (exited) {
      throw new Error(`the server exited while starting:\n${server.output()}`);
    }
    try {
      const answer = await health.health(undefined, { signal: AbortSignal.timeout(1000) });
      if (answer.ok) return { ...server, startMs: Date.now() - started };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await server.kill('SIGKILL');
  throw new Error(
    `the server did not answer ${api.health.method} ${api.health.path} within 90 s:\n${server.output()}`,
  );
}

/**
 * The stores and servers a suite opens, closed when `hook` runs (vitest's afterAll, or afterEach
 * where each test starts afresh): the servers are killed first, then their data dropped. A failed
 * step does not stop the others, nor hide the test's own result.
 */
export function closedAfter(hook: (close: () => Promise<void>) => void) {
  let servers: Pick<ServerProcess, 'kill'>[] = [];
  let stores: Store[] = [];
  hook(async () => {
    const [killing, dropping] = [servers, stores];
    [servers, stores] = [[], []];
    for (const server of killing) await server.kill('SIGKILL').catch(() => {});
    for (const store of dropping) await store.drop().catch(() => {});
  });
  const track = <T extends Pick<ServerProcess, 'kill'>>(server: T) => (
    servers.push(server),
    server
  );
  return {
    track,
    async store(kind?: Store['kind']) {
      const store = await freshStore(kind);
      stores.push(store);
      return store;
    },
    async start(store: Store, extraEnv?: Record<string, string>) {
      return track(await startServer(store, extraEnv));
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A call that gets no answer within this long fails (a killed server must not hang a test). */
const CALL_TIMEOUT_MS = 30_000;

/**
 * The contract's client for one server, as `token` when given. Network failures (a killed
 * server) reject; every call gives up after 30 s unless it brings its own signal.
 */
export function clientOf(baseUrl: string, token?: string): ApiClient {
  return createApiClient(routeTable(), {
    baseUrl,
    token,
    fetch: (url, init) =>
      fetch(url, { ...init, signal: init.signal ?? AbortSignal.timeout(CALL_TIMEOUT_MS) }),
  });
}

export async function login(baseUrl: string, email: string, password: string): Promise<string> {
  const answer = await clientOf(baseUrl).login({ body: { email, password } });
  return expectOk(answer, `login ${email}`).token;
}

/** The token of the owner every server here starts with (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const adminLogin = (baseUrl: string) => login(baseUrl, ADMIN.email, ADMIN.password);

/** Signs up and logs in `count` customers; returns their tokens. */
export async function customers(baseUrls: string[], count: number, tag: string) {
  const tokens: string[] = [];
  const batch = 10;
  for (let i = 0; i < count; i += batch) {
    const made = await Promise.all(
      Array.from({ length: Math.min(batch, count - i) }, async (_, j) => {
        const baseUrl = baseUrls[(i + j) % baseUrls.length]!;
        const email = `${tag}.${i + j}.${randomBytes(3).toString('hex')}@gmail.com`;
        const password = 'customer-pass-1';
        const signup = await clientOf(baseUrl).signup({
          body: { username: `Customer ${i + j}`, email, password },
        });
        expectOk(signup, `signup ${email}`);
        return login(baseUrl, email, password);
      }),
    );
    tokens.push(...made);
  }
  return tokens;
}

export function futureDate(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export async function createProduct(
  baseUrl: string,
  token: string,
  overrides: Partial<CreateProductBody>,
): Promise<Product> {
  const answer = await clientOf(baseUrl, token).createProduct({
    body: {
      name: 'Resilience Flour',
      images: '/images/categories/flour.svg',
      description: 'Flour for the resilience suite.',
      expirationDate: futureDate(400),
      price: 100,
      category: 'flour',
      stock: 100,
      ...overrides,
    },
  });
  return expectOk(answer, 'create product').product;
}

/**
 * The opening the load suites share: the owner's token, the products the owner makes for the
 * run, and `customers` signed-up customers' tokens.
 */
export async function stockShop(
  baseUrl: string,
  setup: { products: Partial<CreateProductBody>[]; customers: number; tag: string },
) {
  const adminToken = await adminLogin(baseUrl);
  const products = await Promise.all(
    setup.products.map((overrides) => createProduct(baseUrl, adminToken, overrides)),
  );
  const tokens = await customers([baseUrl], setup.customers, setup.tag);
  return { adminToken, products, tokens };
}

export const checkoutBody: CheckoutBody = {
  name: 'Resilience Buyer',
  address: '1 Recovery Road, Makati',
  phoneNumber: '+639123456789',
  pickupDate: futureDate(3),
  deliveryMode: 'pickup',
};

/** Wall-clock seconds, for the printed figures. */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
