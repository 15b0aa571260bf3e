/**
 * Starts the shop the way it runs in production: apps/server/src/server.ts in a child process
 * with NODE_ENV=production, serving the built web app, on a free port, with raised sign-in
 * limits (the bench signs in many times from one address).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { REPO_ROOT, startServerProcess, type ServerProcess } from '@shop/server-process';
import { createSessionSigner } from '../../apps/server/src/security/session-token.ts';
import { connectPglite, connectPostgres, createBenchDatabase, type Sql } from './sql.ts';

export { REPO_ROOT };

export const BENCH_ADMIN = { email: 'bench.owner@gmail.com', password: 'bench-owner-password-1' };

export type ShopServer = ServerProcess;

/**
 * Session tokens for seeded customers (token version 0), signed as the server signs them at
 * login: the bench starts the server with its own JWT_SECRET, so it need not sign in 20,000
 * times through argon2.
 */
export function customerTokens(jwtSecret: string, customerIds: string[]): string[] {
  return sessionTokens(jwtSecret, customerIds, 'customer');
}

/** Session tokens for seeded users of any role (the counter bench signs its cashiers). */
export function sessionTokens(
  jwtSecret: string,
  ids: string[],
  role: 'customer' | 'cashier' | 'admin',
): string[] {
  const sign = createSessionSigner(jwtSecret);
  return ids.map((id) => sign({ id, role, tokenVersion: 0 }));
}

export async function startShop(options: {
  database: { DATABASE_URL: string } | { DATA_DIR: string };
  jwtSecret: string;
  webDist: string;
  logFile: string;
}): Promise<ShopServer> {
  return startServerProcess({
    env: {
      ...options.database,
      WEB_DIST: options.webDist,
      SEED_DEMO: 'false',
      JWT_SECRET: options.jwtSecret,
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
      LOGIN_FAILURES_PER_ACCOUNT: '1000000',
      CHECKOUTS_PER_CUSTOMER_PER_HOUR: '1000000',
      SMS_PER_NUMBER_PER_DAY: '1000000',
      LOG_LEVEL: 'warn',
    },
    logFile: options.logFile,
    appendLog: true,
    // BENCH_NODE_ARGS: extra Node options for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
    nodeArgs: (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
  });
}

export type DatabaseName = 'PostgreSQL' | 'PGlite';

/** The databases a bench runs on, from its `*_DB` variable: `pglite`, `both`, or PostgreSQL. */
export function databasesFrom(choice: string | undefined): DatabaseName[] {
  if (choice === 'pglite') return ['PGlite'];
  return choice === 'both' ? ['PostgreSQL', 'PGlite'] : ['PostgreSQL'];
}

/**
 * A production server on a new database of that kind (a PostgreSQL database on DATABASE_URL's
 * server, or a PGlite folder under `work`), seeded by `seed` over a connection of the bench's
 * own once the server has created the schema and the admin. PGlite allows one process per
 * folder, so there the server stops while the bench seeds. `finish` stops the server and drops
 * the PostgreSQL database.
 */
export async function startSeededShop<T>(
  database: DatabaseName,
  work: string,
  seed: (sql: Sql) => Promise<T>,
): Promise<{ server: ShopServer; jwtSecret: string; seeded: T; finish(): Promise<void> }> {
  const jwtSecret = randomBytes(48).toString('base64url');
  const options = {
    jwtSecret,
    webDist: path.join(REPO_ROOT, 'apps/web/dist'),
    logFile: path.join(work, `server-${database}.log`),
  };
  const seedWith = async (sql: Sql) => {
    try {
      return await seed(sql);
    } finally {
      await sql.close();
    }
  };
  if (database === 'PostgreSQL') {
    const postgres = await createBenchDatabase();
    let started: ShopServer | undefined;
    try {
      const server = await startShop({ ...options, database: { DATABASE_URL: postgres.url } });
      started = server;
      const seeded = await seedWith(await connectPostgres(postgres.url));
      const finish = async () => {
        await server.stop();
        await postgres.drop();
      };
      return { server, jwtSecret, seeded, finish };
    } catch (error) {
      await started?.stop();
      await postgres.drop();
      throw error;
    }
  }
  const pgliteFolder = { DATA_DIR: path.join(work, 'pglite-data') };
  await (await startShop({ ...options, database: pgliteFolder })).stop();
  const seeded = await seedWith(await connectPglite(pgliteFolder.DATA_DIR));
  const server = await startShop({ ...options, database: pgliteFolder });
  return { server, jwtSecret, seeded, finish: () => server.stop() };
}

/** "PostgreSQL 15.19", or "PGlite (PostgreSQL 17.5)": the engine a bench ran on. */
export const engineLabel = (database: DatabaseName, postgresVersion: string): string =>
  database === 'PGlite'
    ? `PGlite (PostgreSQL ${postgresVersion})`
    : `PostgreSQL ${postgresVersion}`;
