import { createHash, randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';

/** A serialized JSON answer and its strong ETag (the gzip form is made on first request). */
export interface CachedBody {
  body: Buffer;
  etag: string;
  gzipped?: Buffer;
}

/** An answer serialized and tagged as the cache keeps one, for answers it does not keep. */
export function freshBody<T>(value: T, serialize: (value: T) => string): CachedBody {
  const body = Buffer.from(serialize(value));
  return { body, etag: etagOf(body) };
}

/** Where several server processes on one database keep the catalog's generation. */
export const SHARED_GENERATION_KEY = 'shop:catalog-generation';

/**
 * Serialized answers derived from the catalog and its orders: product listings (prices, stock),
 * the sales analytics (approved orders, current names and stock) and the cashier queue. buildApp
 * makes one per server and hands it to the calls (their `remember`); every call whose contract
 * entry says `dropsResponseCache` invalidates it once it has run (plugins/calls.ts), which moves the
 * catalog to a new generation. A read takes the generation before it queries and its answer is
 * kept under that generation: it is served only while no change has happened since, so an answer
 * computed from data older than the last change is never served.
 *
 * In one process the generation is a counter in memory. Several processes on one database (the
 * REDIS_URL set-up) share it in Redis: a change writes a new random generation there before its
 * own answer is sent, and every cached read first asks Redis for it, so a change made through
 * one process shows on the next request to any of them. Random, not counted: a Redis that
 * restarted empty must not count up again to a generation that old answers were kept under.
 * When Redis does not answer, reads go to the database, and a process drops what it kept; a
 * change that could not reach Redis is written again every second until it does.
 */
export class ResponseCache {
  private localGeneration = 0;
  private readonly entries = new Map<string, { generation: string; answer: CachedBody }>();
  private retryingBump = false;
  private readonly shared: { redis: Redis; key: string } | undefined;

  /** `redis`: the Redis every server process on this database shares. */
  constructor(options: { redis?: Redis | undefined } = {}) {
    this.shared = options.redis ? { redis: options.redis, key: SHARED_GENERATION_KEY } : undefined;
  }

  /**
   * The answer kept under `key` while the catalog has not changed since it was made; otherwise
   * `load()`'s value, serialized, kept and returned.
   */
  async remember<T>(
    key: string,
    load: () => Promise<T>,
    serialize: (value: T) => string,
  ): Promise<CachedBody> {
    const generation = await this.currentGeneration();
    const entry = generation === undefined ? undefined : this.entries.get(key);
    if (entry && entry.generation === generation) return entry.answer;
    const answer = freshBody(await load(), serialize);
    // In one process a change during the query is known here already; shared, the next lookup
    // finds the generation moved on.
    const current = this.shared ? generation : String(this.localGeneration);
    if (generation !== undefined && generation === current) {
      this.entries.set(key, { generation, answer });
    }
    return answer;
  }

  async invalidate(): Promise<void> {
    this.localGeneration += 1;
    this.entries.clear();
    if (this.shared) await this.bumpShared();
  }

  /** The generation answers are kept under now; undefined when it cannot be known (keep nothing). */
  private async currentGeneration(): Promise<string | undefined> {
    if (!this.shared) return String(this.localGeneration);
    const { redis, key } = this.shared;
    try {
      const generation = await redis.get(key);
      if (generation !== null) return generation;
      // A new or emptied Redis: start a generation that nothing was kept under.
      await redis.set(key, randomUUID(), 'NX');
      return (await redis.get(key)) ?? undefined;
    } catch {
      this.entries.clear();
      return undefined;
    }
  }

  /**
   * Moves the shared generation on. If Redis does not take it, the other processes could serve
   * answers older than this change once Redis is back, so it is tried again every second until
   * it goes through (one retry loop at a time: one new generation covers every change before it).
   */
  private async bumpShared(): Promise<void> {
    const { redis, key } = this.shared!;
    try {
      await redis.set(key, randomUUID());
    } catch {
      // After the app closed its Redis nobody reads the generation through this cache.
      if (this.retryingBump || redis.status === 'end') return;
      this.retryingBump = true;
      setTimeout(() => {
        this.retryingBump = false;
        void this.bumpShared();
      }, 1_000).unref();
    }
  }
}

export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === etag);
}

/**
 * Sends a cached answer with its ETag: 304 without a body when the client already holds it,
 * otherwise the serialized JSON as is (it was built from the route's response type).
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedBody,
  cacheControl: string,
): FastifyReply {
  // The gzip form is another representation of the same content: its own strong ETag, and
  // either ETag revalidates.
  const gzipEtag = answer.etag.replace(/"$/, '-gz"');
  const wantsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  reply
    .header('cache-control', cacheControl)
    .header('vary', 'accept-encoding, authorization, cookie')
    .header('etag', wantsGzip ? gzipEtag : answer.etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (matchesEtag(ifNoneMatch, answer.etag) || matchesEtag(ifNoneMatch, gzipEtag)) {
    return reply.status(304).send();
  }
  reply.type('application/json; charset=utf-8');
  if (wantsGzip) {
    answer.gzipped ??= gzipSync(answer.body, { level: 6 });
    return reply.header('content-encoding', 'gzip').send(answer.gzipped);
  }
  return reply.send(answer.body);
}
