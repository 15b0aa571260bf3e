import path from 'node:path';
import { z } from 'zod';

/** The only place that reads process.env; everything else receives an Env. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Connections the server keeps to PostgreSQL (DATABASE_URL); see docs/operations.md. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of the built web app served at / (empty string: serve no web app). */
  WEB_DIST: z.string().optional(),
  /** Seed demo accounts and products into an empty development database. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /** Trust X-Forwarded-For only from these proxies: "true" or a comma list of addresses. */
  TRUST_PROXY: z.string().optional(),
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Where backups go (npm run backup, and the server's daily one); default DATA_DIR/backups. */
  BACKUP_DIR: z.string().optional(),
  /** Daily backups kept; 0 turns the server's daily backup off (npm run backup still works). */
  BACKUP_KEEP: z.coerce.number().int().min(0).max(3650).default(14),
  /** The quiet hour, in the shop's time (Asia/Manila), for the daily backup and upkeep. */
  MAINTENANCE_HOUR: z.coerce.number().int().min(0).max(23).default(3),
  /** The SMS Gateway for Android app's API (local-server mode), e.g. http://192.168.1.50:8080. */
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_USERNAME: z.string().optional(),
  SMS_GATEWAY_PASSWORD: z.string().optional(),
  /** smtp://user:pass@host:587 (or smtps://...:465) for emails to customers. */
  SMTP_URL: z.string().url().optional(),
  /** The From of those emails, e.g. "Bakery Supply Shop <orders@example.ph>". */
  MAIL_FROM: z.string().optional(),
  /** The shop's public address for links in texts and emails, e.g. https://shop.example.ph. */
  PUBLIC_URL: z.string().url().optional(),
  /** The first retry of a message this long after a failed try; each next one waits twice as long. */
  NOTIFICATION_RETRY_SECONDS: z.coerce.number().positive().default(30),
  /** Tries before a message is marked failed (at least 6). */
  NOTIFICATION_MAX_ATTEMPTS: z.coerce.number().int().min(6).max(20).default(8),
  /** Where uploaded product photos are kept; default DATA_DIR/uploads. */
  UPLOAD_DIR: z.string().optional(),
  /**
   * Hosts whose https pictures a product may show, comma-separated (e.g. "cdn.example.ph");
   * unset: none, only the shop's own uploads. The Content-Security-Policy allows the same hosts.
   */
  IMAGE_HOSTS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter((h) => h !== ''),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(/^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/, {
            message: 'IMAGE_HOSTS must be host names separated by commas (cdn.example.ph)',
          }),
      ),
    ),
  /** How long a server holds a message it is sending before another may take it over. */
  NOTIFICATION_LEASE_SECONDS: z.coerce.number().positive().default(60),
  /**
   * Texts to one number per day in Manila (issue 25): the shop's own phone sends them, so a
   * stranger's number typed into many orders must not cost it more than this. The rest are
   * recorded as skipped, with the reason, in the admin's messages list.
   */
  SMS_PER_NUMBER_PER_DAY: z.coerce.number().int().positive().default(10),
  /**
   * Orders one customer may place within an hour (issue 25); the next is 429. Counted from the
   * orders table, so it holds across servers.
   */
  CHECKOUTS_PER_CUSTOMER_PER_HOUR: z.coerce.number().int().positive().default(20),
});

export type Env = z.infer<typeof envSchema>;

/** The backup folder: BACKUP_DIR, else DATA_DIR/backups. */
export const backupDirOf = (env: Pick<Env, 'BACKUP_DIR' | 'DATA_DIR'>): string =>
  path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR || '.', 'backups'));

/** The folder of uploaded photos: UPLOAD_DIR, else DATA_DIR/uploads. */
export const uploadDirOf = (env: Pick<Env, 'UPLOAD_DIR' | 'DATA_DIR'>): string =>
  path.resolve(env.UPLOAD_DIR ?? path.join(env.DATA_DIR || '.', 'uploads'));

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(
    // Treat empty variables as unset, the way shells and .env files usually mean them; except
    // WEB_DIST, where empty is documented as "API only" and used to fall back to the web app.
    Object.fromEntries(
      Object.entries(source).filter(([k, v]) => v !== undefined && (v !== '' || k === 'WEB_DIST')),
    ),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  if (env.SMS_GATEWAY_URL && !(env.SMS_GATEWAY_USERNAME && env.SMS_GATEWAY_PASSWORD)) {
    throw new Error(
      'Invalid configuration:\n  SMS_GATEWAY_USERNAME and SMS_GATEWAY_PASSWORD are required with SMS_GATEWAY_URL',
    );
  }
  if (env.SMTP_URL && !env.MAIL_FROM) {
    throw new Error('Invalid configuration:\n  MAIL_FROM is required with SMTP_URL');
  }
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new Error('Invalid configuration:\n  JWT_SECRET is required when NODE_ENV=production');
  }
  return env;
}

/** Settings for tests: an in-memory database, quiet logs, no seeding. */
export function testEnv(overrides: Partial<Env> = {}): Env {
  return {
    NODE_ENV: 'test',
    PORT: 0,
    HOST: '127.0.0.1',
    DATA_DIR: '',
    DATABASE_POOL_SIZE: 10,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOGIN_FAILURES_PER_ACCOUNT: 10,
    AUTH_RATE_LIMIT_PER_MINUTE: 1000,
    SEED_DEMO: false,
    BACKUP_KEEP: 14,
    MAINTENANCE_HOUR: 3,
    NOTIFICATION_RETRY_SECONDS: 30,
    NOTIFICATION_MAX_ATTEMPTS: 8,
    NOTIFICATION_LEASE_SECONDS: 60,
    // Lifted, like AUTH_RATE_LIMIT_PER_MINUTE: suites place many orders texting one number; the
    // tests of these limits set them (notifications/sms-limit.test.ts, orders/checkout-limit.test.ts).
    SMS_PER_NUMBER_PER_DAY: 1000,
    CHECKOUTS_PER_CUSTOMER_PER_HOUR: 1000,
    IMAGE_HOSTS: [],
    ...overrides,
  };
}

/** The folder a command was started from (npm runs workspace scripts in the workspace). */
export const invokedFrom = (): string => process.env.INIT_CWD ?? process.cwd();

/** The environment for a child process (pg_dump, pg_restore): this one's, plus `extra`. */
export const childEnv = (extra: Record<string, string>): NodeJS.ProcessEnv => ({
  ...process.env,
  ...extra,
});
