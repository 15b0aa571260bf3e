import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache.ts';

/**
 * The cache's own rules: an answer is served only while the catalog has not changed since it
 * was read, in one process and across processes that share the generation in Redis. The
 * services' use of it is tested end to end in products.cache.test.ts.
 */
const body = (answer: { body: Buffer } | undefined) => answer && JSON.parse(answer.body.toString());

describe('response cache in one process', () => {
  it('serves a kept answer until the next change', async () => {
    const cache = new ResponseCache();
    const first = await cache.lookup('products');
    expect(first.hit).toBeUndefined();
    const stored = cache.store('products', first.generation, { price: '100.00' });
    const again = await cache.lookup('products');
    expect(again.hit).toBe(stored);
    expect(body(again.hit)).toEqual({ price: '100.00' });

    await cache.invalidate();
    expect((await cache.lookup('products')).hit).toBeUndefined();
  });

  it('does not keep an answer read before a change that ended while it was being read', async () => {
    const cache = new ResponseCache();
    const { generation } = await cache.lookup('products');
    await cache.invalidate();
    cache.store('products', generation, { price: '100.00' });
    expect((await cache.lookup('products')).hit).toBeUndefined();
  });
});

describe('response cache shared by several processes through Redis', () => {
  const REDIS_URL = 'redis://127.0.0.1:6379';
  // Each process has its own connection; one key per test keeps other suites' changes out.
  const clients: Redis[] = [];
  const connect = (url = REDIS_URL, options = {}) => {
    const client = new Redis(url, { maxRetriesPerRequest: 2, ...options });
    clients.push(client);
    return client;
  };
  const processes = () => {
    const key = `test:catalog-generation:${randomUUID()}`;
    return [
      new ResponseCache({ redis: connect(), key }),
      new ResponseCache({ redis: connect(), key }),
    ] as const;
  };
  afterAll(async () => {
    for (const client of clients) client.disconnect();
  });

  it("a change through one process drops the other's kept answer on its next read", async () => {
    const [a, b] = processes();
    for (const cache of [a, b]) {
      cache.store('products', (await cache.lookup('products')).generation, { price: '100.00' });
      expect(body((await cache.lookup('products')).hit)).toEqual({ price: '100.00' });
    }

    await a.invalidate();
    expect((await b.lookup('products')).hit).toBeUndefined();
    expect((await a.lookup('products')).hit).toBeUndefined();
    // The new answer is kept again under the new generation.
    b.store('products', (await b.lookup('products')).generation, { price: '120.00' });
    expect(body((await b.lookup('products')).hit)).toEqual({ price: '120.00' });
  });

  it("never serves an answer read before another process's change ended", async () => {
    const [a, b] = processes();
    const { generation } = await b.lookup('analytics');
    await a.invalidate();
    b.store('analytics', generation, { sold: 1 });
    expect((await b.lookup('analytics')).hit).toBeUndefined();
  });

  it('does not serve old answers again after Redis lost the generation', async () => {
    const key = `test:catalog-generation:${randomUUID()}`;
    const admin = connect();
    const [a, b] = [
      new ResponseCache({ redis: connect(), key }),
      new ResponseCache({ redis: connect(), key }),
    ];
    b.store('products', (await b.lookup('products')).generation, { price: '100.00' });
    // Redis restarted empty (it keeps nothing on disk), then a change came through a.
    await admin.del(key);
    await a.invalidate();
    expect((await b.lookup('products')).hit).toBeUndefined();
    await admin.del(key);
    expect((await b.lookup('products')).hit).toBeUndefined();
  });

  it('reads through to the database and keeps nothing while Redis does not answer', async () => {
    const [a] = processes();
    a.store('products', (await a.lookup('products')).generation, { price: '100.00' });
    // Nothing listens on port 1: every command fails once its retries are spent.
    const unreachable = connect('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    unreachable.on('error', () => {});
    const down = new ResponseCache({ redis: unreachable, key: 'test:catalog-generation:down' });
    const lookup = await down.lookup('products');
    expect(lookup).toEqual({});
    down.store('products', lookup.generation, { price: '100.00' });
    expect(await down.lookup('products')).toEqual({});
    await expect(down.invalidate()).resolves.toBeUndefined();
  });
});
