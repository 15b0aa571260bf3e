import type { Redis } from 'ioredis';

/**
 * Counts attempts per key inside a fixed window (logins per account). An attempt is counted
 * before the work it guards is done, in one atomic step, so attempts racing each other each
 * see their own place in the count: none can read a count that another is about to raise.
 */
export interface AttemptCounter {
  /**
   * Counts one attempt and answers the count including it, and the milliseconds until the
   * window ends. The first attempt opens a window of `windowMs`; later ones do not extend it.
   */
  take(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Forgets the key's attempts (its window ends now). */
  reset(key: string): Promise<void>;
}

/** One process: a Map with expiry times; `take` reads and raises the count in one step. */
export function memoryAttemptCounter(now: () => number = Date.now): AttemptCounter {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  return {
    // No await between reading and raising the count: JavaScript runs it as one step.
    async take(key, windowMs) {
      const at = now();
      let entry = entries.get(key);
      if (!entry || entry.expiresAt <= at) {
        entry = { count: 0, expiresAt: at + windowMs };
        entries.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, resetInMs: entry.expiresAt - at };
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}

/**
 * INCR, then the window on the first attempt, in one script: Redis runs it atomically, so
 * every process sharing the Redis sees one count, and a key never outlives its window (an
 * INCR followed by a separate PEXPIRE could leave a key without one if the process died
 * between them; the script also gives such a key left by older code its window).
 */
const TAKE_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/** Several processes: the count lives in Redis. */
export function redisAttemptCounter(redis: Redis, prefix = 'shop:attempts:'): AttemptCounter {
  return {
    async take(key, windowMs) {
      const [count, ttl] = (await redis.eval(TAKE_SCRIPT, 1, prefix + key, windowMs)) as [
        number,
        number,
      ];
      return { count: Number(count), resetInMs: Math.max(Number(ttl), 0) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
