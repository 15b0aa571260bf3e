import type { Readable } from 'node:stream';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
} from 'fastify';
import type { z } from 'zod';
import { api, errorResponse, type Api, type CallName, type Endpoint } from '@shop/contract';
import { sendCached, type CachedBody, type ResponseCache } from '../lib/response-cache.ts';
import { serializerFor } from '../lib/serializer.ts';
import type { CurrentUser } from './auth.ts';

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** An answer the response cache holds, sent with its ETag (304 when the client has it). */
export class CachedReply {
  constructor(
    readonly answer: CachedBody,
    readonly cacheControl: string,
  ) {}
}

/** What a handler receives: the parsed request of its call, and what it may answer with. */
export interface CallContext<E extends Endpoint> {
  params: Output<E['params']>;
  query: Output<E['query']>;
  body: Output<E['body']>;
  headers: Output<E['headers']>;
  /** The caller the guard confirmed; throws on calls that anyone may make. */
  readonly user: CurrentUser;
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * The answer from the response cache while the catalog has not changed since it was made;
   * otherwise `load()`'s, serialized through the call's response schema and kept. It goes out
   * with its ETag (304 to a matching If-None-Match) and `Cache-Control: no-store` when the call
   * is personal, `private, no-cache` otherwise.
   */
  remember(key: string, load: () => Promise<z.input<E['response']>>): Promise<CachedReply>;
}

/**
 * A stream's handler (the contract's `stream`) writes events through `reply.sse` itself; a file
 * download's may answer a Readable, sent as it is read (a large export).
 */
export type Handler<E extends Endpoint> = (
  call: CallContext<E>,
) => E['stream'] extends true
  ? Promise<void>
  : E['produces'] extends string
    ? Promise<z.input<E['response']> | Readable>
    : Promise<z.input<E['response']> | CachedReply>;

/**
 * A handler, or a handler with the customer-claims guard: checkout confirms the session inside
 * its own database call instead of before it (plugins/auth.ts, requireCustomerClaims).
 */
export type HandlerEntry<E extends Endpoint> =
  Handler<E> | { guard: 'customer-claims'; handle: Handler<E> };

/** One handler per call of the contract: a call without one is a type error. */
export type Handlers = { [K in CallName]: HandlerEntry<Api[K]> };

/**
 * Personal answers (the contract's `personal`) are never kept by a browser or proxy: no-store on
 * every answer of the call, errors and 304s included. An onSend hook runs for all of them, even
 * when an earlier hook (the guard, the Origin check, the rate limit) refused the request.
 */
const PERSONAL_CACHE_CONTROL = 'no-store';
const noStore: onSendHookHandler = (_request, reply, payload, done) => {
  reply.header('cache-control', PERSONAL_CACHE_CONTROL);
  done(null, payload);
};

function guardOf(app: FastifyInstance, entry: Endpoint, handler: HandlerEntry<Endpoint>) {
  if (typeof handler !== 'function') return app.requireCustomerClaims;
  if (entry.access === 'anyone') return undefined;
  if (entry.access === 'signed-in') return app.requireRole();
  return app.requireRole(...entry.access);
}

/**
 * Registers every call of the contract with its handler: the path and method, the guard from
 * its access, its request schemas (checked by zod), its response schemas (answers serialized
 * through them, errors too), and no-store on every answer of a personal call. Its OpenAPI
 * operation is written from the same entry by plugins/openapi.ts.
 * A call that changes the catalog drops the response cache once it has run, whether it succeeded
 * or not, before its answer leaves.
 */
export function registerCalls(app: FastifyInstance, handlers: Handlers, cache: ResponseCache) {
  for (const name of Object.keys(api) as CallName[]) {
    const entry: Endpoint = api[name];
    const handlerEntry = handlers[name] as HandlerEntry<Endpoint>;
    const handle = typeof handlerEntry === 'function' ? handlerEntry : handlerEntry.handle;
    const serialize = serializerFor(entry.response);
    const onRequest: onRequestHookHandler | undefined = guardOf(app, entry, handlerEntry);
    app.route({
      method: entry.method,
      url: entry.path,
      ...(onRequest ? { onRequest } : {}),
      ...(entry.personal ? { onSend: noStore } : {}),
      config: {
        authRateLimit: entry.authRateLimit ?? false,
        trackRateLimit: entry.trackRateLimit ?? false,
        acceptsFiles: Boolean(entry.upload),
      },
      // Server-Sent Events (@fastify/sse): text/event-stream, kept alive by a comment line.
      ...(entry.stream ? { sse: { kind: 'only' as const } } : {}),
      schema: {
        ...(entry.params ? { params: entry.params } : {}),
        ...(entry.query ? { querystring: entry.query } : {}),
        ...(entry.headers ? { headers: entry.headers } : {}),
        ...(entry.body ? { body: entry.body } : {}),
        // A file upload's body is read by its handler (lib/uploaded-file.ts), not validated here.
        ...(entry.upload ? { consumes: ['multipart/form-data'] } : {}),
        ...(entry.produces ? { produces: [entry.produces] } : {}),
        response: {
          // A stream's events and a file download are not one JSON body: no serializer for
          // their success.
          ...(entry.stream || entry.produces ? {} : { [entry.status]: entry.response }),
          ...Object.fromEntries(entry.errors.map((status) => [status, errorResponse])),
        },
      },
      handler: async (request, reply) => {
        const context: CallContext<Endpoint> = {
          params: request.params,
          query: request.query,
          body: request.body,
          headers: request.headers,
          get user() {
            if (!request.currentUser) throw new Error(`${name}: no confirmed caller`);
            return request.currentUser;
          },
          request,
          reply,
          remember: async (key, load) =>
            new CachedReply(
              await cache.remember(key, load, serialize),
              entry.personal ? PERSONAL_CACHE_CONTROL : 'private, no-cache',
            ),
        };
        if (entry.stream) {
          // The stream's headers are written by @fastify/sse, past the onSend hook: no-store
          // goes with the headers it copies from the reply.
          if (entry.personal) reply.header('cache-control', PERSONAL_CACHE_CONTROL);
          await handle(context);
          return reply;
        }
        let answer: unknown;
        try {
          answer = await handle(context);
        } finally {
          if (entry.dropsResponseCache) await cache.invalidate();
        }
        if (answer instanceof CachedReply) {
          return sendCached(request, reply, answer.answer, answer.cacheControl);
        }
        if (entry.produces) return reply.status(entry.status).type(entry.produces).send(answer);
        return reply.status(entry.status).send(answer);
      },
    });
  }
}
