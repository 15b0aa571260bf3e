import type { Env } from '../env.ts';

/**
 * The shop's address as customers reach it, for links in texts and emails: PUBLIC_URL without a
 * trailing slash, or this server on localhost when it is not set (development).
 */
export function publicUrl(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
  return env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : `http://localhost:${env.PORT}`;
}
