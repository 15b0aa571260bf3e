/**
 * Session tokens, signed in one place: HS256 JWTs carrying the user (sub), their role and the
 * token version they were issued at (ver), valid for SESSION_MAX_AGE_SECONDS. The server signs
 * every session here (plugins/auth.ts, which verifies them through @fastify/jwt with
 * SESSION_VERIFY_OPTIONS and then sessionClaims), and the bench signs its seeded customers'
 * tokens with the same function instead of logging in 20,000 times.
 */
import { createSigner } from 'fast-jwt';
import { ROLES, SESSION_MAX_AGE_SECONDS, type Role } from '@shop/contract';

/** Who a session is for: the user, their role and their current token version. */
export interface SessionUser {
  id: string;
  role: Role;
  tokenVersion: number;
}

/**
 * A signer of session tokens for `secret` (the server's JWT_SECRET). It signs exactly what
 * @fastify/jwt signed with the server's options before: HS256, claims sub, role and ver, plus
 * iat and an exp SESSION_MAX_AGE_SECONDS later.
 */
export function createSessionSigner(secret: string): (user: SessionUser) => string {
  const sign = createSigner({
    key: secret,
    algorithm: 'HS256',
    // fast-jwt counts in milliseconds.
    expiresIn: SESSION_MAX_AGE_SECONDS * 1000,
  });
  return (user) => sign({ sub: user.id, role: user.role, ver: user.tokenVersion });
}

/**
 * How a session token is verified: HS256 only (no "none", no algorithm confusion), and the
 * claims every token from createSessionSigner carries must be there. fast-jwt checks `exp`
 * only when a token has one, so a correctly signed token without it would never expire.
 */
export const SESSION_VERIFY_OPTIONS = {
  algorithms: ['HS256'],
  requiredClaims: ['sub', 'role', 'ver', 'exp'],
} as const;

/** What a verified session token states. */
export interface SessionClaims {
  sub: string;
  role: Role;
  ver: number;
  exp: number;
}

/** Tokens are renewed at each login; one dated further ahead than that was not signed here. */
const CLOCK_SLACK_SECONDS = 24 * 60 * 60;

/**
 * The claims of a token whose signature checked out, when they are what the server signs: a
 * UUID sub, a known role, an integer ver and a finite numeric exp that has not passed and lies
 * no further ahead than one session (plus a day of clock slack); otherwise null. A token
 * without exp, or with `"exp": "never"`, `null` or 1e400 (Infinity once parsed), is refused.
 */
export function sessionClaims(
  payload: unknown,
  nowSeconds = Date.now() / 1000,
): SessionClaims | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { sub, role, ver, exp } = payload as Record<string, unknown>;
  if (typeof sub !== 'string' || !/^[0-9a-f-]{36}$/i.test(sub)) return null;
  if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role)) return null;
  if (typeof ver !== 'number' || !Number.isInteger(ver)) return null;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  if (exp <= nowSeconds || exp > nowSeconds + SESSION_MAX_AGE_SECONDS + CLOCK_SLACK_SECONDS) {
    return null;
  }
  return { sub, role: role as Role, ver, exp };
}
