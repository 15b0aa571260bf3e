import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { api, buildRequest, type CallName, type LooseInput, type Role } from '@shop/contract';
import { buildApp } from '../app.ts';
import { loadEnv, testEnv, type Env } from '../env.ts';
import { openDatabase } from '../db/client.ts';
import type { Database } from '../db/types.ts';
import { hashPassword } from '../modules/users/users.service.ts';
import { insertUser } from '../modules/users/users.repository.ts';

/** The PostgreSQL server to test against, when DATABASE_URL is set; otherwise PGlite. */
export const postgresUrl = loadEnv().DATABASE_URL;
export const dbKind = postgresUrl ? 'postgres' : 'pglite';

/**
 * A new PostgreSQL database, dropped by drop(): empty (no tables), or a copy of `template`.
 */
export async function scratchPostgres(
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  if (!postgresUrl) throw new Error('DATABASE_URL is not set');
  const name = `shop_test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(name) };
}

let pgliteImage: Blob | undefined;
/**
 * The migrated database the run's global setup made (test/global-setup.ts), read once per test
 * file; none in a run without that setup (the resilience suite), whose databases start empty.
 */
function migratedImage(): Blob | undefined {
  const file = inject('pgliteImage');
  if (file && !pgliteImage) pgliteImage = new Blob([readFileSync(file)]);
  return pgliteImage;
}

/**
 * A fresh database with no rows: in-memory PGlite, or a new PostgreSQL database dropped on
 * close; both start from the run's migrated database when there is one.
 */
export async function freshDatabase(): Promise<Database> {
  if (!postgresUrl) return openDatabase({ dataDir: '', pgliteImage: migratedImage() });
  const scratch = await scratchPostgres(inject('postgresTemplate'));
  const database = await openDatabase({ databaseUrl: scratch.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * pool.end() resolves before every connection has gone; DROP ... WITH (FORCE) right away
 * killed those still closing, and their FATAL 57P01 surfaced as an unhandled error that failed
 * the whole Vitest run now and then. Wait for them to go instead; force only as a last resort.
 */
async function dropDatabase(name: string) {
  const dropper = new pg.Client({ connectionString: postgresUrl });
  await dropper.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name}`);
        return;
      } catch (error) {
        // 55006: object_in_use, someone is still connected.
        if ((error as { code?: string }).code !== '55006') throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await dropper.end();
  }
}

/** A user made by createUser, with a session token. */
export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
}

export type TestResponse = LightMyRequestResponse & { json: () => any };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /**
   * Makes one call of the contract through inject(), built by the contract's request builder
   * (the typed client's): `request('getProducts', { query: { category: 'flour' }, token })`.
   * Input is not type-checked, so tests can send what no client would.
   */
  request(name: CallName, input?: LooseInput & { token?: string }): Promise<TestResponse>;
  /** A raw inject() for requests no client builds (another content type, raw JSON text). */
  inject(options: InjectOptions & { token?: string }): Promise<TestResponse>;
  /** Creates a user directly and returns a session token for them. */
  createUser(
    role: Role,
    overrides?: { email?: string; password?: string; username?: string },
  ): Promise<TestUser>;
  /** Creates `count` users of a role at once (for races and crowds). */
  createUsers(role: Role, count: number): Promise<TestUser[]>;
  /** Listens on a free port (once) and answers the base URL, for streams inject() cannot end. */
  baseUrl(): Promise<string>;
  close(): Promise<void>;
}

export interface StreamEvent {
  event: string;
  data: string;
}

/**
 * A Server-Sent Events call opened over real HTTP: its status and headers at once, then its
 * events one by one (`next`), until `close()`.
 */
export interface OpenStream {
  status: number;
  headers: Headers;
  /** The body of a refusal (a JSON error), empty for a stream. */
  body: string;
  next(timeoutMs?: number): Promise<StreamEvent>;
  /** Events that came and were not taken by next() yet. */
  pending(): StreamEvent[];
  /** Settles when the server has ended the stream (or it was closed here). */
  ended: Promise<void>;
  close(): void;
}

export async function openStream(url: string, token?: string): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: {
      accept: 'text/event-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    signal: abort.signal,
  });
  const queue: StreamEvent[] = [];
  const waiting: ((event: StreamEvent) => void)[] = [];
  const isStream = (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
  const body = isStream ? '' : await response.text();
  let ended: Promise<void> = Promise.resolve();
  if (isStream && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    ended = (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event: StreamEvent = { event: 'message', data: '' };
            for (const line of frame.split('\n')) {
              if (line.startsWith('event:')) event.event = line.slice(6).trim();
              else if (line.startsWith('data:')) event.data += line.slice(5).trim();
            }
            if (frame.split('\n').every((line) => line.startsWith(':'))) continue;
            const waiter = waiting.shift();
            if (waiter) waiter(event);
            else queue.push(event);
          }
        }
      } catch {
        // closed
      }
    })();
  }
  return {
    status: response.status,
    headers: response.headers,
    body,
    next: (timeoutMs = 5000) => {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(taker), 1);
          reject(new Error(`no event within ${timeoutMs} ms`));
        }, timeoutMs);
        const taker = (event: StreamEvent) => {
          clearTimeout(timer);
          resolve(event);
        };
        waiting.push(taker);
      });
    },
    pending: () => queue.splice(0),
    ended,
    close: () => abort.abort(),
  };
}

/** A FormData as the bytes and content type fetch would send (inject() takes no FormData). */
export async function multipartOf(form: FormData): Promise<{ bytes: Buffer; contentType: string }> {
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    bytes: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

const DEFAULT_PASSWORD = 'password-123';
let defaultHash: Promise<string> | undefined;
/**
 * The default password's argon2 hash, made once per test process: hashing is slow on purpose,
 * and a suite that makes dozens of users would spend seconds on hashes nobody reads.
 */
const defaultPasswordHash = () => (defaultHash ??= hashPassword(DEFAULT_PASSWORD));

/** Builds the app on a fresh database; call close() after the test file. */
export async function createTestApp(
  overrides: Partial<Env> = {},
  options: {
    onRoute?: (route: { method: string; url: string }) => void;
    /** A database opened by the test (closed with the app); a fresh one otherwise. */
    database?: Database;
    /** How often live streams re-check their sessions (the app's default otherwise). */
    liveSessionCheckMs?: number;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await freshDatabase());
  // Uploaded photos go to a folder of this app's own, removed when it closes.
  const uploadDir = overrides.UPLOAD_DIR ?? mkdtempSync(path.join(tmpdir(), 'shop-uploads-'));
  const app = await buildApp({
    env: testEnv({ WEB_DIST: '', UPLOAD_DIR: uploadDir, ...overrides }),
    database,
    onRoute: options.onRoute,
    liveSessionCheckMs: options.liveSessionCheckMs,
  });
  if (overrides.UPLOAD_DIR === undefined) {
    app.addHook('onClose', async () => rmSync(uploadDir, { recursive: true, force: true }));
  }
  await app.ready();

  const inject: TestApp['inject'] = async ({ token, headers, ...options }) => {
    const response = await app.inject({
      ...options,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
    return Object.assign(response, { json: () => JSON.parse(response.body) as any });
  };

  const request: TestApp['request'] = async (name, { token, ...input } = {}) => {
    const built = buildRequest(api[name], input, token);
    const body = built.body instanceof FormData ? await multipartOf(built.body) : undefined;
    const response = await app.inject({
      method: built.method as InjectOptions['method'],
      url: built.url,
      headers: { ...built.headers, ...(body ? { 'content-type': body.contentType } : {}) },
      ...(built.body === undefined ? {} : { payload: body ? body.bytes : built.body }),
    });
    return Object.assign(response, { json: () => JSON.parse(response.body) as any });
  };

  const createUser: TestApp['createUser'] = async (role, o = {}) => {
    const email = o.email ?? `${role}.${randomUUID().slice(0, 8)}@gmail.com`;
    const password = o.password ?? DEFAULT_PASSWORD;
    const row = await insertUser(database.db, {
      username: o.username ?? `Test ${role}`,
      email,
      role,
      passwordHash: await (o.password === undefined
        ? defaultPasswordHash()
        : hashPassword(password)),
    });
    if (!row) throw new Error(`could not create ${email}`);
    return { id: row.id, email, password, token: app.signSession(row) };
  };

  let listening: Promise<string> | undefined;
  const baseUrl = () => (listening ??= app.listen({ port: 0, host: '127.0.0.1' }));

  const createUsers: TestApp['createUsers'] = (role, count) =>
    Promise.all(Array.from({ length: count }, () => createUser(role)));

  return {
    app,
    database,
    request,
    inject,
    createUser,
    createUsers,
    baseUrl,
    close: () => app.close(),
  };
}

/** A suite's app with one signed-in user of each role (more come from createUser). */
export interface TestShop extends TestApp {
  admin: TestUser;
  cashier: TestUser;
  customer: TestUser;
}

/**
 * The one setup of a server suite: before its tests, the app on a fresh database (or the one
 * `openDatabase` opens) with an admin, a cashier and a customer; after them, the app closed and
 * its database dropped. Call it at the top of a file or a describe block; the answer is filled
 * in before the first test runs.
 */
/** An app's settings, or a function for those known only once earlier hooks have run. */
type TestEnv = Partial<Env> | (() => Promise<Partial<Env>>);

export function useTestApp(
  env: TestEnv = {},
  options: {
    onRoute?: (route: { method: string; url: string }) => void;
    openDatabase?: () => Promise<Database>;
    liveSessionCheckMs?: number;
  } = {},
): TestShop {
  const shop = {} as TestShop;
  beforeAll(async () => {
    const database = await options.openDatabase?.();
    const settings = typeof env === 'function' ? await env() : env;
    const t = await createTestApp(settings, {
      onRoute: options.onRoute,
      database,
      liveSessionCheckMs: options.liveSessionCheckMs,
    });
    const [admin, cashier, customer] = await Promise.all(
      (['admin', 'cashier', 'customer'] as const).map((role) => t.createUser(role)),
    );
    Object.assign(shop, t, { admin, cashier, customer });
  });
  afterAll(() => shop.close?.());
  return shop;
}

/**
 * Two servers on one scratch PostgreSQL database, as several server processes run in
 * production (PostgreSQL only: call it inside a describe skipped without DATABASE_URL).
 */
export function useTwoServers(env: TestEnv = {}): [TestShop, TestShop] {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>> | undefined;
  // Registered first: made before the servers start, dropped after they close.
  beforeAll(async () => {
    scratch = await scratchPostgres();
  });
  afterAll(() => scratch?.drop());
  const shared = () => openDatabase({ databaseUrl: scratch!.url });
  return [useTestApp(env, { openDatabase: shared }), useTestApp(env, { openDatabase: shared })];
}
