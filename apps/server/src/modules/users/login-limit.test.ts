import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type * as argon2 from '@node-rs/argon2';
import { SERVER_MESSAGES, api, buildRequest } from '@shop/contract';
import { dbKind, useTestApp, type TestApp } from '../../test/helper.ts';
import { REDIS_URL, redisRun } from '../../test/redis-run.ts';
import { emailKey } from './email-key.ts';

/**
 * Every password check the server makes, counted: argon2's verify is wrapped, so the figures
 * below are checks that really ran, not only the answers that came back.
 */
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof argon2>();
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      checks.count += 1;
      return real.verify(...args);
    },
  };
});

const LIMIT = 10; // LOGIN_FAILURES_PER_ACCOUNT's default, which the test apps keep.

/** One login from a given client address (only inject() takes one). */
function loginFrom(t: TestApp, email: string, password: string, remoteAddress: string) {
  const built = buildRequest(api.login, { body: { email, password } });
  return t.inject({
    method: api.login.method,
    url: built.url,
    headers: built.headers,
    payload: built.body,
    remoteAddress,
  });
}

/** Fires every attempt at once; answers the statuses and how many passwords were checked. */
async function race(attempts: (() => Promise<{ statusCode: number; json: () => any }>)[]) {
  const before = checks.count;
  const answers = await Promise.all(attempts.map((attempt) => attempt()));
  const statuses = answers.map((a) => a.statusCode);
  for (const answer of answers) {
    if (answer.statusCode === 429) {
      expect(answer.json()).toEqual({ message: SERVER_MESSAGES.tooManyRequests });
    }
  }
  return {
    checked: checks.count - before,
    refused: statuses.filter((s) => s === 429).length,
    wrong: statuses.filter((s) => s === 401).length,
    other: statuses.filter((s) => s !== 401 && s !== 429),
  };
}

describe(`login guesses racing the per-account limit on ${dbKind}, counted in memory`, () => {
  const t = useTestApp();

  it(`25 simultaneous wrong passwords for one account from 25 addresses: ${LIMIT} checked, 15 refused with 429, and then the right one is 429 too`, async () => {
    const user = await t.createUser('customer');
    const result = await race(
      Array.from(
        { length: 25 },
        (_, i) => () => loginFrom(t, user.email, `wrong-guess-${i}`, `198.51.100.${i + 1}`),
      ),
    );
    console.log(
      `[login-limit] ${dbKind}, memory: 25 parallel guesses from 25 addresses: ${result.checked} checked, ${result.wrong} × 401, ${result.refused} × 429`,
    );
    expect(result.other).toEqual([]);
    expect(result.checked).toBe(LIMIT);
    expect(result.wrong).toBe(LIMIT);
    expect(result.refused).toBe(25 - LIMIT);

    const before = checks.count;
    const right = await loginFrom(t, user.email, user.password, '198.51.100.200');
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(800);
    expect(checks.count).toBe(before);
  });

  it(`24 simultaneous wrong passwords from one address: ${LIMIT} checked`, async () => {
    const user = await t.createUser('customer');
    const result = await race(
      Array.from(
        { length: 24 },
        (_, i) => () => loginFrom(t, user.email, `guess-${i}`, '203.0.113.9'),
      ),
    );
    console.log(
      `[login-limit] ${dbKind}, memory: 24 parallel guesses from one address: ${result.checked} checked, ${result.refused} × 429`,
    );
    expect(result.other).toEqual([]);
    expect(result.checked).toBe(LIMIT);
    expect(result.refused).toBe(24 - LIMIT);
  });

  it('an unknown email is limited the same way (no account to protect, the same answers)', async () => {
    const email = `nobody.${randomUUID().slice(0, 8)}@gmail.com`;
    const result = await race(
      Array.from(
        { length: 15 },
        (_, i) => () => loginFrom(t, email, `guess-${i}`, `192.0.2.${i + 1}`),
      ),
    );
    expect(result.checked).toBe(LIMIT);
    expect(result.refused).toBe(15 - LIMIT);
  });

  it('a right password within the limit still logs in and clears the count', async () => {
    const user = await t.createUser('customer');
    for (let i = 0; i < LIMIT - 1; i += 1) {
      expect((await loginFrom(t, user.email, `typo-${i}`, '192.0.2.50')).statusCode).toBe(401);
    }
    expect((await loginFrom(t, user.email, user.password, '192.0.2.50')).statusCode).toBe(200);
    // Cleared: a whole new allowance of wrong passwords before the lock.
    const result = await race(
      Array.from(
        { length: LIMIT + 2 },
        (_, i) => () => loginFrom(t, user.email, `x-${i}`, '192.0.2.51'),
      ),
    );
    expect(result.checked).toBe(LIMIT);
    expect(result.refused).toBe(2);
  });
});

describe(`login guesses racing the per-account limit on ${dbKind}, counted in Redis by two servers`, () => {
  const run = redisRun();
  const { redis } = run;
  afterAll(() => run.clear());
  const a = useTestApp({ REDIS_URL });
  const b = useTestApp({ REDIS_URL });

  it(`25 simultaneous wrong passwords from 25 addresses, split over two servers: ${LIMIT} checked, 15 refused`, async () => {
    // Two servers share one Redis but not one database: the account lives on both.
    const email = run.email('race-two');
    await a.createUser('customer', { email });
    const onB = await b.createUser('customer', { email });
    const result = await race(
      Array.from(
        { length: 25 },
        (_, i) => () =>
          loginFrom(i % 2 === 0 ? a : b, email, `wrong-guess-${i}`, run.address(i + 1)),
      ),
    );
    console.log(
      `[login-limit] ${dbKind}, Redis, two servers: 25 parallel guesses from 25 addresses: ${result.checked} checked, ${result.wrong} × 401, ${result.refused} × 429`,
    );
    expect(result.other).toEqual([]);
    expect(result.checked).toBe(LIMIT);
    expect(result.wrong).toBe(LIMIT);
    expect(result.refused).toBe(25 - LIMIT);

    const right = await loginFrom(b, email, onB.password, run.address(200));
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(800);
    // The window is the one the first attempt opened, never left without an expiry.
    const ttl = await redis.pttl(`shop:attempts:login-failures:${emailKey(email)}`);
    expect(ttl).toBeGreaterThan(800_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000);
  });

  it(`24 simultaneous wrong passwords from one address: ${LIMIT} checked`, async () => {
    const email = run.email('race-one');
    await a.createUser('customer', { email });
    const ip = run.address(7);
    const result = await race(
      Array.from({ length: 24 }, (_, i) => () => loginFrom(a, email, `guess-${i}`, ip)),
    );
    console.log(
      `[login-limit] ${dbKind}, Redis: 24 parallel guesses from one address: ${result.checked} checked, ${result.refused} × 429`,
    );
    expect(result.checked).toBe(LIMIT);
    expect(result.refused).toBe(24 - LIMIT);
  });

  it('gives a key left without an expiry (by an INCR whose PEXPIRE never ran) its window', async () => {
    const email = run.email('stale');
    // Counted per mailbox (emailKey): the Gmail address's dots are not part of the key.
    const key = `shop:attempts:login-failures:${emailKey(email)}`;
    await redis.set(key, '3');
    expect((await loginFrom(a, email, 'wrong-guess-1', run.address(1))).statusCode).toBe(401);
    expect(await redis.get(key)).toBe('4');
    expect(await redis.pttl(key)).toBeGreaterThan(800_000);
  });
});
