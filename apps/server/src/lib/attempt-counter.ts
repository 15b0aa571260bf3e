import type { Redis } from 'ioredis';

/** Counts events per key inside a fixed window (login failures per account). */
export interface AttemptCounter {
  /** Current count and the milliseconds until the window resets (0 when no window is open). */
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  /** Adds one; opens a window of `windowMs` on the first hit. */
  hit(key: string, windowMs: number): Promise<void>;
  reset(key: string): Promise<void>;
}

/** One process: a Map with expiry times. */
export function memoryAttemptCounter(now: () => number = Date.now): AttemptCounter {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async peek(key) {
      const entry = live(key);
      return entry
        ? { count: entry.count, resetInMs: entry.expiresAt - now() }
        : { count: 0, resetInMs: 0 };
    },
    async hit(key, windowMs) {
      const entry = live(key);
      if (entry) entry.count += 1;
      else entries.set(key, { count: 1, expiresAt: now() + windowMs });
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}

/** Several processes: Redis INCR with a window set on the first hit. */
export function redisAttemptCounter(redis: Redis, prefix = 'shop:attempts:'): AttemptCounter {
  return {
    async peek(key) {
      const [count, ttl] = await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()
        .then((r) => [r?.[0]?.[1], r?.[1]?.[1]]);
      return { count: Number(count ?? 0), resetInMs: Math.max(Number(ttl ?? 0), 0) };
    },
    async hit(key, windowMs) {
      const count = await redis.incr(prefix + key);
      if (count === 1) await redis.pexpire(prefix + key, windowMs);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
