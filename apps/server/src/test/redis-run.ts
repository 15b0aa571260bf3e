import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis every test shares (the CI script and the developers' machines start it here). */
export const REDIS_URL = 'redis://127.0.0.1:6379';

export interface RedisRun {
  /** A client address of this run's own (IPv6, its 64-bit prefix the run's token). */
  address(n: number): string;
  /** An email address of this run's own. */
  email(name: string): string;
  redis: Redis;
  /** Deletes every key this run's addresses and emails made, and disconnects. */
  clear(): Promise<void>;
}

/**
 * Names for one test run's keys in the shared Redis. The server keys its counters by client
 * address and email; random IPv4 addresses met now and then an earlier run's key or a second
 * run at the same time and the test failed. A random 64-bit token in every address and email
 * makes that impossible, and clear() removes only what carries the token.
 */
export function redisRun(): RedisRun {
  const token = randomBytes(8).toString('hex');
  const prefix = `fd00:${token.match(/.{4}/g)!.join(':')}`;
  const redis = new Redis(REDIS_URL);
  return {
    address: (n) => `${prefix}::${n.toString(16)}`,
    email: (name) => `${name}.${token}@gmail.com`,
    redis,
    clear: async () => {
      for (const pattern of [`*${prefix}*`, `*${token}@*`]) {
        for await (const keys of redis.scanStream({ match: pattern, count: 500 })) {
          if ((keys as string[]).length > 0) await redis.del(...(keys as string[]));
        }
      }
      redis.disconnect();
    },
  };
}
