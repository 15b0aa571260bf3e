import { and, asc, eq, sql } from 'drizzle-orm';
import type { Role } from '@shop/contract';
import type { Executor } from '../../db/types.ts';
import { users, type UserRow } from '../../db/schema/index.ts';

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

/** Inserts a user; returns undefined when the email is taken (unique index, race-safe). */
export async function insertUser(
  db: Executor,
  values: { username: string; email: string; passwordHash: string; role: Role },
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
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

export async function countUsers(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}
