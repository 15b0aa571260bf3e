import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, TOKEN_COOKIE, api, buildRequest, type LooseInput } from '@shop/contract';
import { useTestApp, type TestApp } from '../test/helper.ts';
import { REDIS_URL, redisRun } from '../test/redis-run.ts';

/**
 * One call sent from a given client address: built by the contract's request builder like
 * t.request's, through a raw inject() since only inject() takes a remote address.
 */
function fromAddress(
  t: TestApp,
  name: 'login' | 'signup',
  input: LooseInput,
  remoteAddress: string,
  headers: Record<string, string> = {},
) {
  const built = buildRequest(api[name], input);
  return t.inject({
    method: api[name].method,
    url: built.url,
    headers: { ...built.headers, ...headers },
    payload: built.body,
    remoteAddress,
  });
}

describe('abuse limits', () => {
  const t = useTestApp({ LOGIN_FAILURES_PER_ACCOUNT: 3, AUTH_RATE_LIMIT_PER_MINUTE: 5 });

  it('locks an account after 3 wrong passwords with 429 and Retry-After, even with the right one', async () => {
    const user = await t.createUser('customer');
    const login = (password: string, ip: string) =>
      fromAddress(t, 'login', { body: { email: user.email, password } }, ip);
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect((await login('wrong-password', ip)).statusCode).toBe(401);
    }
    const locked = await login(user.password, '10.0.0.4');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: SERVER_MESSAGES.tooManyRequests });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('limits login and signup per client address; a forged X-Forwarded-For does not reset it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await fromAddress(
        t,
        'login',
        { body: { email: `nobody${i}@gmail.com`, password: 'whatever-1' } },
        '10.9.9.9',
        { 'x-forwarded-for': `203.0.113.${i}` },
      );
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toEqual({ message: SERVER_MESSAGES.tooManyRequests });
        expect(res.headers['retry-after']).toBeDefined();
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const other = await fromAddress(
      t,
      'login',
      { body: { email: 'x@gmail.com', password: 'whatever-1' } },
      '10.9.9.10',
    );
    expect(other.statusCode).toBe(401);
  });
});

describe('headers and cookies', () => {
  const t = useTestApp();

  it('sends a strict Content-Security-Policy, nosniff and a Referrer-Policy', async () => {
    const res = await t.request('health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('refuses a cookie-authenticated write from a foreign Origin, allows the same origin', async () => {
    const user = await t.createUser('customer');
    // The session in the HttpOnly cookie, as the browser sends it (no bearer token).
    const foreign = await t.request('logout', {
      headers: {
        cookie: `${TOKEN_COOKIE}=${user.token}`,
        origin: 'https://evil.example',
        host: 'shop.example',
      },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: SERVER_MESSAGES.forbiddenOrigin });
    expect((await t.request('getMe', { token: user.token })).statusCode).toBe(200);
    const same = await t.request('logout', {
      headers: {
        cookie: `${TOKEN_COOKIE}=${user.token}`,
        origin: 'https://shop.example',
        host: 'shop.example',
      },
    });
    expect(same.statusCode).toBe(200);
  });
});

describe('production', () => {
  const t = useTestApp({ NODE_ENV: 'production' });

  it('sends HSTS and marks the session cookie Secure', async () => {
    const { email, password } = t.customer;
    const res = await t.request('login', { body: { email, password } });
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(String(res.headers['set-cookie'])).toContain('Secure');
  });
});

describe('limits shared through Redis (REDIS_URL)', () => {
  const run = redisRun();
  afterAll(() => run.clear());
  const env = { REDIS_URL, LOGIN_FAILURES_PER_ACCOUNT: 2, AUTH_RATE_LIMIT_PER_MINUTE: 4 };
  const a = useTestApp(env);
  const b = useTestApp(env);

  it('counts login failures of one account across two server instances', async () => {
    const email = run.email('shared');
    const login = (t: TestApp, ip: string) =>
      fromAddress(t, 'login', { body: { email, password: 'wrong-pass-1' } }, ip);
    expect((await login(a, run.address(1))).statusCode).toBe(401);
    expect((await login(b, run.address(2))).statusCode).toBe(401);
    const third = await login(a, run.address(3));
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
  });

  it('counts requests per client address across two server instances', async () => {
    const ip = run.address(0x77);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const t = i % 2 === 0 ? a : b;
      const res = await fromAddress(t, 'signup', { body: {} }, ip);
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
  });
});
