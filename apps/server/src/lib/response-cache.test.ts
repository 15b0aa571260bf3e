import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { Redis, type RedisOptions } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ResponseCache, SHARED_GENERATION_KEY, etagOf, matchesEtag } from './response-cache.ts';

/**
 * The cache's own rules: an answer is served only while the catalog has not changed since it
 * was read, in one process and across processes that share the generation in Redis. That every
 * catalogue-changing call invalidates it, and the ETag/304/gzip answers, are tested through
 * HTTP in modules/products/products.cache.test.ts.
 */
const serialize = (value: unknown) => JSON.stringify(value);
const body = (answer: { body: Buffer }) => JSON.parse(answer.body.toString()) as unknown;

/** A load that counts its calls; `mockResolvedValue` changes what it reads next. */
const loader = (value: unknown) => vi.fn(async (): Promise<unknown> => value);

describe('ResponseCache in one process', () => {
  it('serves the kept answer without loading until the next change', async () => {
    const cache = new ResponseCache();
    const load = loader({ price: '100.00' });
    const first = await cache.remember('products', load, serialize);
    expect(body(first)).toEqual({ price: '100.00' });
    expect(first.etag).toBe(etagOf(first.body));
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    expect(await cache.remember('products', load, serialize)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);

    load.mockResolvedValue({ price: '120.00' });
    await cache.invalidate();
    const after = await cache.remember('products', load, serialize);
    expect(load).toHaveBeenCalledTimes(2);
    expect(body(after)).toEqual({ price: '120.00' });
    expect(after.etag).not.toBe(first.etag);
    expect(await cache.remember('products', load, serialize)).toBe(after);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps each key apart, and one change drops them all', async () => {
    const cache = new ResponseCache();
    const products = loader({ products: [] });
    const analytics = loader({ data: [] });
    await cache.remember('products', products, serialize);
    await cache.remember('analytics', analytics, serialize);
    expect(body(await cache.remember('analytics', analytics, serialize))).toEqual({ data: [] });
    expect([products.mock.calls.length, analytics.mock.calls.length]).toEqual([1, 1]);

    await cache.invalidate();
    await cache.remember('products', products, serialize);
    await cache.remember('analytics', analytics, serialize);
    expect([products.mock.calls.length, analytics.mock.calls.length]).toEqual([2, 2]);
  });

  it('writes the answer with the given serializer, and the same body has the same ETag', async () => {
    const cache = new ResponseCache();
    const answer = await cache.remember(
      'x',
      async () => ({ a: 1, secret: 2 }),
      ({ a }) => `{"a":${a}}`,
    );
    expect(answer.body.toString()).toBe('{"a":1}');
    const same = await new ResponseCache().remember(
      'x',
      async () => 1,
      () => '{"a":1}',
    );
    expect(same.etag).toBe(answer.etag);
  });

  it('does not keep an answer read before a change that ended while it was being read', async () => {
    const cache = new ResponseCache();
    const load = loader({ price: '100.00' });
    const during = await cache.remember(
      'products',
      async () => {
        await cache.invalidate();
        return { price: '90.00' };
      },
      serialize,
    );
    // The caller still gets what it read; the next request reads again.
    expect(body(during)).toEqual({ price: '90.00' });
    expect(body(await cache.remember('products', load, serialize))).toEqual({ price: '100.00' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing when the load fails', async () => {
    const cache = new ResponseCache();
    await expect(
      cache.remember('products', () => Promise.reject(new Error('database down')), serialize),
    ).rejects.toThrow('database down');
    const load = loader({ price: '100.00' });
    await cache.remember('products', load, serialize);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('matchesEtag', () => {
  it('compares weakly, in lists and with *', () => {
    expect(matchesEtag(undefined, '"a"')).toBe(false);
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b", W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
  });
});

describe('ResponseCache shared by several processes through Redis', () => {
  const REDIS_URL = 'redis://127.0.0.1:6379';
  const clients: Redis[] = [];
  const closers: (() => void)[] = [];
  /**
   * One Redis connection of one process. Every test has its own key prefix, so the generation
   * key (SHARED_GENERATION_KEY) of other tests, other runs and running servers stays apart.
   */
  const connect = (prefix: string, options: RedisOptions = {}, url = REDIS_URL) => {
    const client = new Redis(url, { maxRetriesPerRequest: 2, keyPrefix: prefix, ...options });
    client.on('error', () => {});
    clients.push(client);
    return client;
  };
  const namespace = () => `test:${randomUUID()}:`;
  /** Two server processes on one database, sharing one Redis. */
  const processes = () => {
    const prefix = namespace();
    return [
      new ResponseCache({ redis: connect(prefix) }),
      new ResponseCache({ redis: connect(prefix) }),
      connect(prefix),
    ] as const;
  };
  afterAll(() => {
    for (const client of clients) client.disconnect();
    for (const close of closers) close();
  });

  /**
   * A TCP relay to Redis that can stop answering, as a Redis that went down and came back:
   * while it is down its connections are cut and new ones refused.
   */
  async function relay() {
    const sockets = new Set<net.Socket>();
    const server = net.createServer((socket) => {
      const upstream = net.connect(6379, '127.0.0.1');
      for (const s of [socket, upstream]) {
        sockets.add(s);
        s.on('error', () => {});
        s.on('close', () => sockets.delete(s));
      }
      socket.pipe(upstream).pipe(socket);
      socket.on('close', () => upstream.destroy());
      upstream.on('close', () => socket.destroy());
    });
    const listen = (port: number) =>
      new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    await listen(0);
    const { port } = server.address() as net.AddressInfo;
    closers.push(() => {
      for (const s of sockets) s.destroy();
      server.close();
    });
    return {
      url: `redis://127.0.0.1:${port}`,
      stop: () => {
        server.close();
        for (const s of sockets) s.destroy();
      },
      start: () => listen(port),
    };
  }

  /** A process's connection through the relay: commands fail at once while it is cut off. */
  const connectThrough = async (prefix: string, url: string) => {
    const redis = connect(
      prefix,
      {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        retryStrategy: () => 50,
      },
      url,
    );
    await waitUntil(redis, 'up');
    return redis;
  };
  const waitUntil = (redis: Redis, state: 'up' | 'down') =>
    vi.waitFor(() => expect(redis.status === 'ready').toBe(state === 'up'), {
      timeout: 5_000,
      interval: 20,
    });

  it("a change through one process drops the other's kept answer on its next read", async () => {
    const [a, b, admin] = processes();
    const loads = [loader({ price: '100.00' }), loader({ price: '100.00' })] as const;
    for (const [i, cache] of [a, b].entries()) {
      await cache.remember('products', loads[i]!, serialize);
      await cache.remember('products', loads[i]!, serialize);
      expect(loads[i]).toHaveBeenCalledTimes(1);
    }
    const generation = await admin.get(SHARED_GENERATION_KEY);
    expect(generation).toEqual(expect.any(String));

    loads[1].mockResolvedValue({ price: '120.00' });
    await a.invalidate();
    expect(await admin.get(SHARED_GENERATION_KEY)).not.toBe(generation);
    expect(body(await b.remember('products', loads[1], serialize))).toEqual({ price: '120.00' });
    await a.remember('products', loads[0], serialize);
    expect([loads[0].mock.calls.length, loads[1].mock.calls.length]).toEqual([2, 2]);
    // The new answer is kept again under the new generation.
    expect(body(await b.remember('products', loads[1], serialize))).toEqual({ price: '120.00' });
    expect(loads[1]).toHaveBeenCalledTimes(2);
  });

  it("never serves an answer read before another process's change ended", async () => {
    const [a, b] = processes();
    await b.remember(
      'analytics',
      async () => {
        await a.invalidate();
        return { sold: 0 };
      },
      serialize,
    );
    const load = loader({ sold: 1 });
    expect(body(await b.remember('analytics', load, serialize))).toEqual({ sold: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not serve old answers again after Redis lost the generation', async () => {
    const [a, b, admin] = processes();
    const load = loader({ price: '100.00' });
    await b.remember('products', load, serialize);
    // Redis restarted empty (it keeps nothing on disk), then a change came through a.
    await admin.del(SHARED_GENERATION_KEY);
    await a.invalidate();
    await b.remember('products', load, serialize);
    expect(load).toHaveBeenCalledTimes(2);
    // Emptied again with no change at all: a new generation, nothing old served.
    await admin.del(SHARED_GENERATION_KEY);
    await b.remember('products', load, serialize);
    expect(load).toHaveBeenCalledTimes(3);
    await b.remember('products', load, serialize);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('reads through to the database and keeps nothing while Redis does not answer', async () => {
    // Nothing listens on port 1: every command fails.
    const unreachable = connect(
      namespace(),
      { maxRetriesPerRequest: 0, retryStrategy: () => null },
      'redis://127.0.0.1:1',
    );
    const down = new ResponseCache({ redis: unreachable });
    const load = loader({ price: '100.00' });
    expect(body(await down.remember('products', load, serialize))).toEqual({ price: '100.00' });
    await down.remember('products', load, serialize);
    expect(load).toHaveBeenCalledTimes(2);
    await expect(down.invalidate()).resolves.toBeUndefined();
  });

  it('drops what it kept when Redis stops answering, and keeps again once it answers', async () => {
    const prefix = namespace();
    const link = await relay();
    const redis = await connectThrough(prefix, link.url);
    const b = new ResponseCache({ redis });
    const load = loader({ price: '100.00' });
    await b.remember('products', load, serialize);
    await b.remember('products', load, serialize);
    expect(load).toHaveBeenCalledTimes(1);

    link.stop();
    await waitUntil(redis, 'down');
    await b.remember('products', load, serialize);
    await b.remember('products', load, serialize);
    expect(load).toHaveBeenCalledTimes(3);

    await link.start();
    await waitUntil(redis, 'up');
    // The generation did not move, but what b kept before Redis went away is gone.
    await b.remember('products', load, serialize);
    expect(load).toHaveBeenCalledTimes(4);
    await b.remember('products', load, serialize);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('writes a change that Redis did not take again, every second, until it does', async () => {
    const prefix = namespace();
    const link = await relay();
    const redis = await connectThrough(prefix, link.url);
    const b = new ResponseCache({ redis });
    const a = new ResponseCache({ redis: connect(prefix) });
    const admin = connect(prefix);
    const load = loader({ price: '100.00' });
    await a.remember('products', load, serialize);
    const generation = await admin.get(SHARED_GENERATION_KEY);
    expect(generation).toEqual(expect.any(String));

    link.stop();
    await waitUntil(redis, 'down');
    // A change through b while Redis does not hear it: a cannot know yet.
    await expect(b.invalidate()).resolves.toBeUndefined();
    expect(await admin.get(SHARED_GENERATION_KEY)).toBe(generation);
    await a.remember('products', load, serialize);
    expect(load).toHaveBeenCalledTimes(1);

    await link.start();
    await vi.waitFor(
      async () => expect(await admin.get(SHARED_GENERATION_KEY)).not.toBe(generation),
      { timeout: 5_000, interval: 100 },
    );
    await a.remember('products', load, serialize);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
