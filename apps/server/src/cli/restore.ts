/**
 * Restores a backup into an EMPTY data folder (DATA_DIR) or database (DATABASE_URL); a target
 * that already holds data is refused, so a slip of the keyboard cannot overwrite a live shop:
 *   npm run restore -w apps/server FILE
 */
import path from 'node:path';
import { invokedFrom, loadEnv } from '../env.ts';
import { restoreBackup } from '../maintenance/restore.ts';
import { makeShopFilesPrivate, tightenedMessage } from '../startup/private-data.ts';

async function main() {
  const [file] = process.argv.slice(2);
  if (!file) throw new Error('Usage: npm run restore -w apps/server FILE');
  const env = loadEnv();
  const tightened = await makeShopFilesPrivate(env);
  if (tightened > 0) console.log(tightenedMessage(tightened));
  // npm runs the script in apps/server; a relative FILE means the caller's folder.
  const source = path.resolve(invokedFrom(), file);
  const restored = await restoreBackup(source, {
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
  });
  const where = env.DATABASE_URL ? 'the database in DATABASE_URL' : path.resolve(env.DATA_DIR);
  console.log(
    `Restored ${source} into ${where}: ${restored.orders} orders, ${restored.products} products, ${restored.users} accounts.`,
  );
}

main().catch((error: unknown) => {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
