import { setTimeout as sleep } from 'node:timers/promises';
import { SERVER_MESSAGES } from '@shop/contract';
import { conflict } from '../lib/errors.ts';
import type { Db, Tx } from './types.ts';

/** serialization_failure and deadlock_detected: PostgreSQL asks us to run the work again. */
const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 4;

/**
 * The SQLSTATE of a database error. Drizzle wraps driver errors (DrizzleQueryError), so the
 * code may sit on a `cause`.
 */
export function pgError(error: unknown): { code: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return typeof constraint === 'string' ? { code, constraint } : { code };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs the work (one transaction, or one statement that is its own transaction) and runs it
 * again when PostgreSQL asks: on real PostgreSQL two transactions can deadlock (for example a
 * checkout and an admin deleting a product in its cart); the loser is retried a few times,
 * then answered 409 rather than 500. PGlite runs one transaction at a time and never gets here.
 */
export async function retryingConflicts<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = pgError(error)?.code;
      if (!code || !RETRYABLE.has(code)) throw error;
      if (attempt >= ATTEMPTS) throw conflict(SERVER_MESSAGES.busy);
      // Jitter keeps the retried transactions from colliding again in lockstep.
      await sleep(5 * attempt + Math.random() * 20 * attempt);
    }
  }
}

/** Runs the work in one transaction, retried on deadlocks and serialization failures. */
export function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return retryingConflicts(() => db.transaction(work));
}
