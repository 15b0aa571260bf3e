/**
 * Reclaims dead rows and refreshes the planner's statistics on the configured database
 * (DATABASE_URL or DATA_DIR):
 *   npm run vacuum -w apps/server
 * PGlite has no autovacuum, so a busy PGlite shop wants this now and then; stop the server
 * first (one process per data folder). PostgreSQL's autovacuum does it by itself.
 */
import { loadEnv } from '../env.ts';
import { openDatabase } from '../db/client.ts';
import { makeShopFilesPrivate, tightenedMessage } from '../startup/private-data.ts';

async function main() {
  const env = loadEnv();
  const tightened = await makeShopFilesPrivate(env);
  if (tightened > 0) console.log(tightenedMessage(tightened));
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const started = Date.now();
    await database.vacuum();
    console.log(`VACUUM ANALYZE done on ${database.kind} in ${Date.now() - started} ms.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
