/**
 * Session tokens for seeded customers. The bench starts the server with its own JWT_SECRET, so
 * it can sign the same HS256 tokens the server would issue at login (sub, role, ver) instead of
 * signing in 20,000 times through argon2.
 */
import { createHmac } from 'node:crypto';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export function signSession(
  secret: string,
  claims: { sub: string; role: 'customer' | 'cashier' | 'admin'; ver: number },
): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ ...claims, iat: now, exp: now + 3600 }));
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  return `${header}.${payload}.${base64url(signature)}`;
}
