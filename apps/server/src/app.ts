import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { MAX_BODY_BYTES } from '@shop/contract';
import type { Env } from './env.ts';
import type { Database } from './db/client.ts';
import { dbPlugin } from './plugins/db.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { securityPlugin } from './plugins/security.ts';
import { swaggerPlugin } from './plugins/swagger.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { categoryPagePreloads } from './modules/products/page-preloads.ts';
import { configureCatalogCache } from './lib/response-cache.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { productsRoutes } from './modules/products/products.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface BuildAppOptions {
  env: Env;
  database: Database;
  /** Close the database with the app (the server does; tests that share one do not). */
  closeDatabase?: boolean;
  /**
   * Called for every route as it is registered. Fastify has no public list of routes; the
   * access-control test needs one so that a new route without a row in its matrix fails.
   */
  onRoute?: (route: { method: string; url: string }) => void;
}

/** Builds the whole application without listening: server.ts listens, tests inject(). */
export async function buildApp({ env, database, closeDatabase = true, onRoute }: BuildAppOptions) {
  const app = Fastify({
    logger:
      env.LOG_LEVEL === 'silent'
        ? false
        : {
            level: env.LOG_LEVEL,
            redact: [
              'req.headers.authorization',
              'req.headers.cookie',
              'res.headers["set-cookie"]',
            ],
          },
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Route params are checked by zod, not coerced by ajv.
    ajv: { customOptions: { coerceTypes: false } },
  }).withTypeProvider<ZodTypeProvider>();

  if (onRoute) {
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) onRoute({ method, url: route.url });
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandlerPlugin);
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
  if (redis) {
    // ioredis reconnects by itself; without a listener it prints every failed attempt.
    redis.on('error', (error) => app.log.warn({ err: error }, 'Redis connection error'));
    app.addHook('onClose', async () => void (await redis.quit()));
  }
  await app.register(securityPlugin, { env, redis });
  await app.register(swaggerPlugin);
  await app.register(dbPlugin, { database, closeOnShutdown: closeDatabase });
  await app.register(authPlugin, {
    secret: env.JWT_SECRET ?? '',
    secureCookies: env.NODE_ENV === 'production',
  });

  // Several server processes on one database share their rate limits and the catalog cache's
  // generation through Redis.
  configureCatalogCache(database.db, { redis });

  await app.register(healthRoutes);
  await app.register(usersRoutes);
  await app.register(productsRoutes);
  await app.register(cartRoutes);
  await app.register(ordersRoutes);
  await app.register(analyticsRoutes);

  await app.register(webAppPlugin, {
    root: env.WEB_DIST === '' ? null : path.resolve(env.WEB_DIST ?? defaultWebDist),
    preloads: (pathname) => categoryPagePreloads(database.db, pathname),
  });

  return app as unknown as FastifyInstance;
}

/** TRUST_PROXY: unset (trust no proxy: X-Forwarded-For is ignored), "true", or proxy addresses. */
function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (!value) return false;
  if (value === 'true') return true;
  return value.split(',').map((s) => s.trim());
}
