import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadEnv, type Env } from './env.ts';
import { openDatabase } from './db/client.ts';
import { bootstrap } from './startup/bootstrap.ts';
import { controlSocketPath, serveControlSocket } from './maintenance/control-socket.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './lib/private-files.ts';
import { makeShopFilesPrivate, tightenedMessage } from './startup/private-data.ts';

/**
 * In development a signing secret is generated once and kept in DATA_DIR, so sessions
 * survive restarts without any setup. Production must set JWT_SECRET (env.ts enforces it).
 */
function resolveJwtSecret(env: Env): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const dir = path.resolve(env.DATA_DIR);
  const file = path.join(dir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: PRIVATE_FILE_MODE });
  return secret;
}

async function main() {
  const env = loadEnv();
  // Before anything is written: the data folder is this user's alone (lib/private-files.ts).
  const tightened = await makeShopFilesPrivate(env);
  const secret = resolveJwtSecret(env);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  const app = await buildApp({ env: { ...env, JWT_SECRET: secret }, database });
  if (tightened > 0) app.log.warn({ entries: tightened }, tightenedMessage(tightened));

  const demo = await bootstrap(database.db, env, app.log, app.images);
  app.maintenance.start();
  if (database.kind === 'pglite' && env.DATA_DIR) {
    // npm run backup reaches this server here (it cannot open the locked data folder itself).
    const closeSocket = await serveControlSocket(controlSocketPath(env.DATA_DIR), (dir) =>
      app.maintenance.backup(dir),
    );
    if (closeSocket) app.addHook('onClose', closeSocket);
    else
      app.log.warn(
        'DATA_DIR is too long a path for the backup socket: stop the server to back up.',
      );
  }

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // close() stops accepting connections, waits for in-flight requests, then closes the db.
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out after 10 s');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: env.PORT, host: env.HOST });
  const shown = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  console.log(`\nBakery supply shop is running at ${shown} (API docs: ${shown}/docs)`);
  console.log(
    `Database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${path.resolve(env.DATA_DIR)}`}`,
  );
  if (demo) {
    console.log('\nDemo logins (development only):');
    for (const account of demo)
      console.log(`  ${account.role.padEnd(8)} ${account.email}  /  ${account.password}`);
  }
  console.log('');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
