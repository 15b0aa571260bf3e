import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { SERVER_MESSAGES } from '@shop/contract';
import type { Redis } from 'ioredis';
import type { Env } from '../env.ts';
import { badRequest, forbidden, type AppError } from '../lib/errors.ts';
import type { HeaderList } from './error-handler.ts';
import {
  memoryAttemptCounter,
  redisAttemptCounter,
  type AttemptCounter,
} from '../lib/attempt-counter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Login failures per account; shared through Redis when REDIS_URL is set. */
    attempts: AttemptCounter;
    limits: { loginFailuresPerAccount: number };
  }
  interface FastifyContextConfig {
    /** Marks login and signup: limited per client address (AUTH_RATE_LIMIT_PER_MINUTE). */
    authRateLimit?: boolean;
    trackRateLimit?: boolean;
    /** The route takes a file as multipart/form-data (the contract's `upload`). */
    acceptsFiles?: boolean;
  }
}

interface SecurityOptions {
  env: Env;
  /** securityHeaders(env): also sent by the router's and the HTTP parser's error answers. */
  headers: HeaderList;
  /** Set when several server processes share one database (REDIS_URL); the app closes it. */
  redis: Redis | undefined;
}

/**
 * The security headers of every answer, as helmet sets them: helmet's middleware is run once
 * here against a recorder, and the list it wrote is what every answer gets, including those the
 * router and the HTTP parser give before any hook runs (error-handler.ts). @fastify/helmet built
 * the middleware again, parsing the Content-Security-Policy anew, on every request: about a tenth
 * of a checkout's server time.
 */
export function securityHeaders(env: Pick<Env, 'NODE_ENV' | 'IMAGE_HOSTS'>): HeaderList {
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI and Emotion inject <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The shop's own pictures and uploads, the admin's photo preview (blob:), and only the
        // https hosts IMAGE_HOSTS names: any other host could count who looks at the shop.
        imgSrc: ["'self'", 'data:', 'blob:', ...env.IMAGE_HOSTS.map((host) => `https://${host}`)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    hsts: env.NODE_ENV === 'production' ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.push([name, String(value)]);
    },
    removeHeader: () => {},
  };
  // helmet 8 calls back synchronously, and only ever without an error.
  setSecurityHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  if (headers.length === 0) throw new Error('helmet set no headers');
  return headers;
}

/** Headers, body parsing and abuse limits that every route gets. */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  const { env, redis } = options;

  // The headers helmet would set, worked out once (securityHeaders); every answer gets them here,
  // before anything can refuse the request.
  const headers = options.headers;
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  // Then, before any route (or the 404 answer) reads it, a request no handler should see.
  app.addHook('onRequest', (request, _reply, done) => done(refusalOf(request.raw)));

  // Writes accept JSON only (text/plain would be 415 too); an empty body counts as no body.
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, (error, value) => {
      // PostgreSQL text cannot hold U+0000: a "\u0000" anywhere in a name, address or email
      // used to reach the database and fail there as a 500. Refuse it here, for every route.
      if (!error && containsNul(value)) return done(badRequest(NUL_MESSAGE), undefined);
      return done(error, value);
    });
  });

  // Limits live in Redis when several server processes must share them.
  app.decorate('attempts', redis ? redisAttemptCounter(redis) : memoryAttemptCounter());
  app.decorate('limits', { loginFailuresPerAccount: env.LOGIN_FAILURES_PER_ACCOUNT });

  // Must run before the rate-limit plugin's own onRoute hook reads route.config.rateLimit.
  app.addHook('onRoute', (route) => {
    if (route.config?.authRateLimit) {
      route.config = {
        ...route.config,
        rateLimit: { max: env.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
      };
    } else if (route.config?.trackRateLimit) {
      // Codes cannot be guessed (138 random bits); the limit keeps anyone from trying anyway.
      route.config = {
        ...route.config,
        rateLimit: { max: env.TRACK_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
      };
    }
  });

  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'shop:rate:' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: SERVER_MESSAGES.tooManyRequests,
    }),
  });
  // SameSite=Strict already keeps the cookie off cross-site requests; refusing a foreign
  // Origin on cookie-authenticated writes is the second lock on that door.
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS')
      return;
    if (request.headers.authorization || !request.headers.cookie?.includes('token=')) return;
    const origin = request.headers.origin;
    if (!origin) return;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw forbidden(SERVER_MESSAGES.forbiddenOrigin);
    }
    if (originHost !== request.host) throw forbidden(SERVER_MESSAGES.forbiddenOrigin);
  });
});

const NUL_MESSAGE = 'Text cannot contain the NUL character (\\u0000).';
const NO_HOST_MESSAGE = 'The request must name the host it is for (a Host header).';

/**
 * Why a request is refused before routing, or undefined. PostgreSQL text cannot hold U+0000: a
 * NUL in a path parameter, a search or a header reached the database and failed there as a 500
 * (`?search=%00`), so one anywhere in the URL (as `%00`, which is all that decodes to it) or in
 * any header name or value is 400 here, for every route. A request without a Host header
 * (HTTP/1.0, or a raw socket) is 400 too: HTTP/1.1 requires one and the origin check compares
 * with it. Node answers an HTTP/1.1 one on its own, with no body and no security
 * headers, unless the server is built with `requireHostHeader: false` (app.ts).
 */
function refusalOf(raw: IncomingMessage): AppError | undefined {
  const url = raw.url ?? '';
  if (url.includes('\u0000') || url.includes('%00')) return badRequest(NUL_MESSAGE);
  if (raw.rawHeaders.some((part) => part.includes('\u0000'))) return badRequest(NUL_MESSAGE);
  if (!raw.headers.host) return badRequest(NO_HOST_MESSAGE);
  return undefined;
}

/**
 * True when any string or key in a parsed JSON value holds U+0000. A loop, not recursion: a
 * body of 40,000 nested arrays fits in 100 KB and would overflow the call stack.
 */
function containsNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(v);
      }
    }
  }
  return false;
}
