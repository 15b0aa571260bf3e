import { and, asc, eq, sql } from 'drizzle-orm';
import type { Role } from '@shop/contract';
import type { Executor } from '../../db/types.ts';
import { users, type UserRow } from '../../db/schema/index.ts';
import { emailKey } from './email-key.ts';

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * The account an email signs in to: the one with exactly this address (in any letter case),
 * else the one of its mailbox (emailKey: `j.uan+x@gmail.com` finds `juan@gmail.com`). The
 * exact address comes first so that two accounts from before the mailbox rule that share a
 * mailbox (migration 0011) each still sign in with their own address.
 */
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const address = email.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${address} or ${users.emailKey} = ${emailKey(email)}`)
    .orderBy(sql`lower(${users.email}) = ${address} desc`)
    .limit(1);
  return row;
}

/**
 * Inserts a user (the email stored lower-cased, with its mailbox key); returns undefined when
 * the address or its mailbox is taken (unique indexes, race-safe).
 */
export async function insertUser(
  db: Executor,
  values: { username: string; email: string; passwordHash: string; role: Role },
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase(), emailKey: emailKey(values.email) })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function listUsersByRole(db: Executor, role: Role): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.role, role)).orderBy(asc(users.createdAt));
}

export async function deleteUserWithRole(db: Executor, id: string, role: Role): Promise<boolean> {
  const rows = await db
    .delete(users)
    .where(and(eq(users.id, id), eq(users.role, role)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Ends every session of the user: tokens carry the old version. */
export async function bumpTokenVersion(db: Executor, id: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id));
}

/**
 * A new password for the user of this role, which also ends every session they have (the token
 * version rises in the same statement); false when no such user exists.
 */
export async function setPasswordOfRole(
  db: Executor,
  id: string,
  role: Role,
  passwordHash: string,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(and(eq(users.id, id), eq(users.role, role)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The sessions of these users as they stand (a deleted user is missing from the answer). */
export async function findSessions(
  db: Executor,
  ids: readonly string[],
): Promise<{ id: string; role: Role; tokenVersion: number }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, role: users.role, tokenVersion: users.tokenVersion })
    .from(users)
    .where(sql`${users.id} = any(string_to_array(${ids.join(',')}, ',')::uuid[])`);
}

export async function countUsers(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}
