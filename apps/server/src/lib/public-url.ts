import type { Env } from '../env.ts';

/**
 * The address links to the shop start with (tracking pages, password resets): PUBLIC_URL
 * without a trailing slash; unset (development, tests), the server's own local address.
 */
export const publicUrl = (env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string =>
  env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : `http://localhost:${env.PORT}`;
