import type { PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * Product search matches a word of the name or description when at least this share of the
 * search's trigrams are in it: "flowr" shares half of its trigrams with "flour" (0.5), while
 * pg_trgm's default (0.6) would miss it. Every connection starts with it set, because the `<%`
 * operator that the search index serves reads it from the session (migration 0009).
 */
const WORD_SIMILARITY_THRESHOLD = '0.5';

/** PostgreSQL's startup options for every pooled connection. */
export const postgresSessionOptions = `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`;

/** The same setting for PGlite's one session, once migration 0009 has created the extension. */
export const pgliteSessionSetup = `SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`;

/** PGlite ships pg_trgm and unaccent as extensions it loads on opening. */
export const pgliteExtensions = { pg_trgm, unaccent } satisfies PGliteOptions['extensions'];
