import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../env.ts';
import type { Db } from '../db/types.ts';
import { countUsers, findUserByEmail } from '../modules/users/users.repository.ts';
import { ensureAdmin } from '../modules/users/users.service.ts';
import { DEMO_ACCOUNTS, seedDemo } from './demo-seed.ts';
import type { ImageStore } from '../modules/uploads/image-store.ts';

/**
 * Start-up data: the ADMIN_EMAIL admin when the database has no users, and in development
 * the demo accounts and products. Returns the demo logins to print, if they exist.
 */
export async function bootstrap(db: Db, env: Env, log: FastifyBaseLogger, images: ImageStore) {
  const empty = (await countUsers(db)) === 0;
  if (empty && env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    await ensureAdmin(db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    log.info({ email: env.ADMIN_EMAIL }, 'created the admin account from ADMIN_EMAIL');
  }
  const seedAllowed = env.NODE_ENV === 'development' && env.SEED_DEMO !== false;
  if (!seedAllowed) return null;
  if (empty) {
    await seedDemo(db, images);
    log.info('seeded demo accounts and products');
  }
  const demoAdmin = DEMO_ACCOUNTS[0];
  return demoAdmin && (await findUserByEmail(db, demoAdmin.email)) ? DEMO_ACCOUNTS : null;
}
