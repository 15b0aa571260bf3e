import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@shop/contract';
import { AppError } from '../lib/errors.ts';
import type { Db } from './types.ts';
import { inTransaction, pgError } from './transaction.ts';

/** A stand-in database whose transactions fail with the given SQLSTATEs, then succeed. */
function flakyDb(codes: string[]) {
  let calls = 0;
  const db = {
    transaction: async (work: (tx: unknown) => Promise<unknown>) => {
      const code = codes[calls++];
      // Drizzle wraps driver errors; the SQLSTATE sits on the cause.
      if (code) throw Object.assign(new Error('Failed query'), { cause: { code } });
      return work({});
    },
  };
  return { db: db as unknown as Db, calls: () => calls };
}

describe('inTransaction', () => {
  it('retries a deadlock or serialization failure, then succeeds', async () => {
    const { db, calls } = flakyDb(['40P01', '40001']);
    await expect(inTransaction(db, async () => 'done')).resolves.toBe('done');
    expect(calls()).toBe(3);
  });

  it('answers 409 (not 500) when retries run out', async () => {
    const { db, calls } = flakyDb(['40001', '40001', '40001', '40001', '40001']);
    const error = await inTransaction(db, async () => 'never').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 409, message: SERVER_MESSAGES.busy });
    expect(calls()).toBe(4);
  });

  it('does not retry other errors', async () => {
    const { db, calls } = flakyDb(['23505']);
    await expect(inTransaction(db, async () => 'x')).rejects.toThrow('Failed query');
    expect(calls()).toBe(1);
  });
});

describe('pgError', () => {
  it('finds the SQLSTATE and constraint on the error or its causes', () => {
    expect(pgError({ code: '23505', constraint: 'orders_idempotency_unique' })).toEqual({
      code: '23505',
      constraint: 'orders_idempotency_unique',
    });
    expect(pgError(new Error('x', { cause: { code: '40P01' } }))).toEqual({ code: '40P01' });
    expect(pgError(new Error('plain'))).toBeUndefined();
    expect(pgError({ code: 'ECONNRESET' })).toBeUndefined();
  });
});
