import type { PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * PGlite ships pg_trgm and unaccent as extensions it loads on opening; product search needs
 * both (migration 0009). PostgreSQL has them built in.
 */
export const pgliteExtensions = { pg_trgm, unaccent } satisfies PGliteOptions['extensions'];
