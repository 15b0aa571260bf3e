/**
 * Session tokens, signed in one place: HS256 JWTs carrying the user (sub), their role and the
 * token version they were issued at (ver), valid for SESSION_MAX_AGE_SECONDS. The server signs
 * every session here (plugins/auth.ts, which verifies them through @fastify/jwt), and the bench
 * signs its seeded customers' tokens with the same function instead of logging in 20,000 times.
 */
import { createSigner } from 'fast-jwt';
import { SESSION_MAX_AGE_SECONDS, type Role } from '@shop/contract';

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
