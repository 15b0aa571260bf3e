/**
 * Creates an admin account on the configured database (DATABASE_URL or DATA_DIR):
 *   npm run create-admin -w apps/server -- owner@gmail.com 'a long password' "Owner Name"
 * Stop a PGlite server first: one process per data folder.
 */
import { PASSWORD_MIN_LENGTH } from '@shop/contract';
import { loadEnv } from '../env.ts';
import { openDatabase } from '../db/client.ts';
import { findUserByEmail, insertUser } from '../modules/users/users.repository.ts';
import { makeShopFilesPrivate, tightenedMessage } from '../startup/private-data.ts';
import { hashPassword, newPasswordProblem } from '../modules/users/users.service.ts';

async function main() {
  const [email, password, username = 'Admin'] = process.argv.slice(2);
  if (!email || !password) {
    throw new Error('Usage: npm run create-admin -w apps/server -- <email> <password> [name]');
  }
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new Error(`The password must be at least ${PASSWORD_MIN_LENGTH} characters.`);
  }
  const problem = await newPasswordProblem(password, email);
  if (problem) throw new Error(problem);
  const env = loadEnv();
  const tightened = await makeShopFilesPrivate(env);
  if (tightened > 0) console.log(tightenedMessage(tightened));
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    if (await findUserByEmail(database.db, email)) {
      throw new Error(`An account with the email ${email} already exists.`);
    }
    await insertUser(database.db, {
      username,
      email,
      role: 'admin',
      passwordHash: await hashPassword(password),
    });
    console.log(`Admin account ${email.toLowerCase()} created.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
