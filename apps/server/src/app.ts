import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { MAX_BODY_BYTES, SERVER_MESSAGES, api, buildRequest } from '@shop/contract';
import { AppError } from './lib/errors.ts';
import { publicUrl } from './lib/public-url.ts';
import { uploadDirOf, type Env } from './env.ts';
import type { Database } from './db/types.ts';
import { dbPlugin } from './plugins/db.ts';
import { authPlugin } from './plugins/auth.ts';
import {
  errorHandlerPlugin,
  routerErrorHandler,
  unreadableRequestHandler,
} from './plugins/error-handler.ts';
import { securityHeaders, securityPlugin } from './plugins/security.ts';
import { swaggerPlugin } from './plugins/swagger.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { registerCalls } from './plugins/calls.ts';
import { ResponseCache } from './lib/response-cache.ts';
import { Maintenance } from './maintenance/maintenance.ts';
import fastifySse from '@fastify/sse';
import fastifyMultipart from '@fastify/multipart';
import { ImageStore } from './modules/uploads/image-store.ts';
import { uploadsHandlers } from './modules/uploads/uploads.handlers.ts';
import { registerUploadsRoute } from './modules/uploads/uploads-route.ts';
import { LiveHub } from './live/hub.ts';
import { Notifications } from './notifications/notifications.ts';
import { notificationsHandlers } from './modules/notifications/notifications.handlers.ts';
import { liveHandlers } from './modules/live/live.handlers.ts';
import { serializerFor } from './lib/serializer.ts';
import { categoryPagePreloads } from './modules/products/page-preloads.ts';
import { fetchPreloadHint } from './lib/preload-hints.ts';
import { healthHandlers } from './modules/health/health.handlers.ts';
import { usersHandlers } from './modules/users/users.handlers.ts';
import { productsHandlers } from './modules/products/products.handlers.ts';
import { stockHandlers } from './modules/stock/stock.handlers.ts';
import { cartHandlers } from './modules/cart/cart.handlers.ts';
import { ordersHandlers } from './modules/orders/orders.handlers.ts';
import { counterHandlers } from './modules/counter/counter.handlers.ts';
import { analyticsHandlers } from './modules/analytics/analytics.handlers.ts';
import { reportsHandlers } from './modules/reports/reports.handlers.ts';
import { shopHandlers } from './modules/shop/shop.handlers.ts';
import { trackingHandlers } from './modules/tracking/tracking.handlers.ts';

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface BuildAppOptions {
  env: Env;
  database: Database;
  /** Close the database with the app (the server does; tests that share one do not). */
  closeDatabase?: boolean;
  /**
   * Called for every route as it is registered. Fastify has no public list of routes; the
   * access-control test checks that every route is a call of the contract.
   */
  onRoute?: (route: { method: string; url: string }) => void;
  /** How often open live streams re-check their sessions (live/hub.ts); tests shorten it. */
  liveSessionCheckMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The response cache of this server (lib/response-cache.ts). */
    cache: ResponseCache;
    /** Backups and upkeep (maintenance/maintenance.ts); server.ts starts its daily schedule. */
    maintenance: Maintenance;
    /** Messages to customers: the configured channels and the outbox's worker. */
    notifications: Notifications;
    /** The live order events of this server's open streams (live/hub.ts). */
    live: LiveHub;
    /** The admin's uploaded product photos (UPLOAD_DIR). */
    images: ImageStore;
    /** CHECKOUTS_PER_CUSTOMER_PER_HOUR (env.ts): orders one customer may place within an hour. */
    checkoutsPerCustomerPerHour: number;
    /** The shop's address for links in emails (lib/public-url.ts). */
    publicUrl: string;
  }
}

/** Builds the whole application without listening: server.ts listens, tests inject(). */
export async function buildApp({
  env,
  database,
  closeDatabase = true,
  onRoute,
  liveSessionCheckMs,
}: BuildAppOptions) {
  const headers = securityHeaders(env);
  const app: FastifyInstance = Fastify({
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
    // What the router and Node's HTTP parser refuse is answered like every other error: JSON
    // { message } with the security headers, never the path or an FST_ code.
    frameworkErrors: routerErrorHandler(headers, () => app),
    clientErrorHandler: unreadableRequestHandler(headers),
    // A request without Host reaches the app, which answers it as JSON with the security headers
    // (plugins/security.ts); Node's own answer to an HTTP/1.1 one has neither.
    http: { requireHostHeader: false },
  });

  if (onRoute) {
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) onRoute({ method, url: route.url });
    });
  }
  // Requests are checked by the contract's zod schemas; answers are written by serializers
  // compiled from its response schemas.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(({ schema }) =>
    serializerFor(schema as Parameters<typeof serializerFor>[0]),
  );

  await app.register(errorHandlerPlugin);
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
  if (redis) {
    // ioredis reconnects by itself; without a listener it prints every failed attempt.
    redis.on('error', (error) => app.log.warn({ err: error }, 'Redis connection error'));
    app.addHook('onClose', async () => void (await redis.quit()));
  }
  await app.register(securityPlugin, { env, redis, headers });
  await app.register(swaggerPlugin);
  await app.register(dbPlugin, { database, closeOnShutdown: closeDatabase });
  await app.register(authPlugin, {
    secret: env.JWT_SECRET ?? '',
    secureCookies: env.NODE_ENV === 'production',
  });

  // Several server processes on one database share their rate limits and the response cache's
  // generation through Redis.
  app.decorate('cache', new ResponseCache({ redis }));
  app.decorate(
    'maintenance',
    new Maintenance(database, env, app.log, { uploadDir: uploadDirOf(env) }),
  );
  app.addHook('onClose', () => app.maintenance.stop());
  app.decorate('notifications', new Notifications(database.db, env, app.log));
  app.decorate('live', new LiveHub(liveSessionCheckMs));
  app.decorate('images', new ImageStore(uploadDirOf(env), env.IMAGE_HOSTS));
  app.decorate('checkoutsPerCustomerPerHour', env.CHECKOUTS_PER_CUSTOMER_PER_HOUR);
  app.decorate('publicUrl', publicUrl(env));
  app.addHook('onReady', async () => {
    await app.live.start(database);
    app.notifications.worker.start();
  });
  app.addHook('preClose', async () => {
    // Open event streams would keep close() waiting for them; end them first.
    await app.live.stop();
    await app.notifications.worker.stop();
  });
  // Photos and CSV files come as multipart/form-data; each call that takes one reads its
  // single file itself (lib/uploaded-file.ts) with the contract's size limit.
  await app.register(fastifyMultipart);
  // Every other route takes JSON only, as before: multipart there is 415, unread.
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart() && !request.routeOptions.config.acceptsFiles) {
      throw new AppError(415, SERVER_MESSAGES.unsupportedMediaType);
    }
  });
  // Comment lines keep a stream alive through proxies that close idle connections.
  await app.register(fastifySse, { heartbeatInterval: 25_000 });

  registerCalls(
    app,
    {
      ...healthHandlers(app),
      ...usersHandlers(app),
      ...productsHandlers(app),
      ...stockHandlers(app),
      ...cartHandlers(app),
      ...ordersHandlers(app),
      ...counterHandlers(app),
      ...analyticsHandlers(app),
      ...reportsHandlers(app),
      ...shopHandlers(app),
      ...trackingHandlers(app),
      ...notificationsHandlers(app),
      ...liveHandlers(app),
      ...uploadsHandlers(app),
    },
    app.cache,
  );
  registerUploadsRoute(app);

  // Every page names the shop in its title and footer, so every page reads the shop's
  // settings; a category page also its list and first picture.
  const settingsHint = fetchPreloadHint(buildRequest(api.getShopSettings).url);
  await app.register(webAppPlugin, {
    root: env.WEB_DIST === '' ? null : path.resolve(env.WEB_DIST ?? defaultWebDist),
    preloads: async (pathname) => [settingsHint, ...(await categoryPagePreloads(app, pathname))],
  });

  return app;
}

/** TRUST_PROXY: unset (trust no proxy: X-Forwarded-For is ignored), "true", or proxy addresses. */
function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (!value) return false;
  if (value === 'true') return true;
  return value.split(',').map((s) => s.trim());
}
