import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A serialized JSON answer and its strong ETag (the gzip form is made on first request). */
export interface CachedBody {
  body: Buffer;
  etag: string;
  gzipped?: Buffer;
}

/**
 * Serialized answers derived from the catalog and its orders: product listings (prices, stock),
 * the sales analytics (approved orders, current names and stock) and the cashier queue. Every
 * change to a product, its stock, an order's status or the queue (checkout, cleared customer
 * info) calls invalidate() once its transaction has ended. A read takes a
 * generation before it queries and stores its answer only if no invalidation happened since,
 * so an answer computed from data older than the last change is never kept.
 *
 * The cache lives in this process. Several server processes on one database (the REDIS_URL
 * set-up) cannot see each other's invalidations, so there it is switched off.
 */
export class ResponseCache {
  private generationValue = 0;
  private readonly entries = new Map<string, CachedBody>();

  constructor(readonly enabled: boolean) {}

  generation(): number {
    return this.generationValue;
  }

  get(key: string): CachedBody | undefined {
    return this.enabled ? this.entries.get(key) : undefined;
  }

  /** Serializes the value and keeps it, unless the catalog changed after `generation`. */
  store(key: string, generation: number, value: unknown): CachedBody {
    const body = Buffer.from(JSON.stringify(value));
    const entry = { body, etag: etagOf(body) };
    if (this.enabled && generation === this.generationValue) this.entries.set(key, entry);
    return entry;
  }

  invalidate(): void {
    this.generationValue += 1;
    this.entries.clear();
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
  const plain = reply as unknown as FastifyReply;
  // The gzip form is another representation of the same content: its own strong ETag, and
  // either ETag revalidates.
  const gzipEtag = answer.etag.replace(/"$/, '-gz"');
  const wantsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  plain
    .header('cache-control', cacheControl)
    .header('vary', 'accept-encoding, authorization, cookie')
    .header('etag', wantsGzip ? gzipEtag : answer.etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (matchesEtag(ifNoneMatch, answer.etag) || matchesEtag(ifNoneMatch, gzipEtag)) {
    return plain.status(304).send();
  }
  plain.type('application/json; charset=utf-8');
  if (wantsGzip) {
    answer.gzipped ??= gzipSync(answer.body, { level: 6 });
    return plain.header('content-encoding', 'gzip').send(answer.gzipped);
  }
  return plain.send(answer.body);
}

const caches = new WeakMap<object, ResponseCache>();

/**
 * The catalog cache of one database. buildApp configures it (off when several processes share
 * the database); services reach it through the database handle they already receive.
 */
export function catalogCache(db: object): ResponseCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ResponseCache(true);
    caches.set(db, cache);
  }
  return cache;
}

export function configureCatalogCache(db: object, options: { enabled: boolean }): void {
  const existing = caches.get(db);
  if (existing?.enabled === options.enabled) return;
  caches.set(db, new ResponseCache(options.enabled));
}

/** Runs a change and invalidates the catalog cache afterwards, whether it committed or not. */
export async function changingCatalog<T>(db: object, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } finally {
    catalogCache(db).invalidate();
  }
}
