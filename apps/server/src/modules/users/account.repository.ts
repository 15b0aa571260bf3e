import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Language } from '@shop/contract';
import type { Db, Executor } from '../../db/types.ts';
import { inTransaction } from '../../db/transaction.ts';
import { passwordResets, users, type UserRow } from '../../db/schema/index.ts';

/** The customer's own details; undefined when no customer has this id. */
export async function updateAccount(
  db: Executor,
  id: string,
  values: Partial<{
    username: string;
    phoneNumber: string | null;
    defaultAddress: string | null;
    smsUpdates: boolean;
    language: Language | null;
  }>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set(values)
    .where(and(eq(users.id, id), eq(users.role, 'customer')))
    .returning();
  return row;
}

/**
 * A new password for the user, when their token version is still `tokenVersion` (no logout or
 * other new password came between): the version rises in the same statement, so every session
 * issued before ends, and the user's unused links to set a new password stop working (a link
 * asked for by whoever knew the old password, or lying in a mailbox, is no way back in).
 * Answers the row as it now is, for the caller's new token.
 */
export function setPassword(
  db: Db,
  id: string,
  tokenVersion: number,
  passwordHash: string,
): Promise<UserRow | undefined> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(and(eq(users.id, id), eq(users.tokenVersion, tokenVersion)))
      .returning();
    if (row) {
      await tx
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResets.userId, id), isNull(passwordResets.usedAt)));
    }
    return row;
  });
}

/**
 * Keeps a link to set a new password (its token's sha256), valid `minutes` by the database's
 * clock, unless the user was sent `perHour` links within the last hour already: false then.
 * The user's row is locked while counting, so parallel requests cannot all slip under the limit.
 */
export function addPasswordReset(
  db: Db,
  input: { userId: string; tokenHash: string; minutes: number; perHour: number },
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${input.userId} for update`);
    const [sent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.userId, input.userId),
          gt(passwordResets.createdAt, sql`now() - interval '1 hour'`),
        ),
      );
    if ((sent?.n ?? 0) >= input.perHour) return false;
    await tx.insert(passwordResets).values({
      userId: input.userId,
      tokenHash: input.tokenHash,
      expiresAt: sql`now() + make_interval(mins => ${input.minutes})`,
    });
    return true;
  });
}

const usable = (tokenHash: string) =>
  and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, sql`now()`),
  );

/** The user of an unused, unexpired link; undefined for any other token. */
export async function findResetUser(db: Executor, tokenHash: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(usable(tokenHash))
    .limit(1);
  return row?.user;
}

/**
 * Uses the link once: marks it used if it still is usable (one statement, so two uses racing
 * get one success), then sets the password, raises the token version (every session ends) and
 * marks the user's other unused links used. False when the link was used, expired or unknown.
 */
export function usePasswordReset(
  db: Db,
  tokenHash: string,
  passwordHash: string,
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(usable(tokenHash))
      .returning({ userId: passwordResets.userId });
    if (!used) return false;
    await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, used.userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, used.userId), isNull(passwordResets.usedAt)));
    return true;
  });
}

/**
 * Forgets links made more than a day ago (the daily upkeep): used or expired long since, and
 * past the hour the per-address limit counts. Answers how many went.
 */
export async function deleteOldPasswordResets(db: Executor): Promise<number> {
  const rows = await db
    .delete(passwordResets)
    .where(lt(passwordResets.createdAt, sql`now() - interval '1 day'`))
    .returning({ id: passwordResets.id });
  return rows.length;
}
