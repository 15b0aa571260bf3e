import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    /** Stored lowercased; unique case-insensitively. */
    email: text('email').notNull(),
    /**
     * The mailbox the email reaches (modules/users/email-key.ts): one account per mailbox.
     * Migration 0011 gave the rows from before it theirs; two that reached one mailbox then
     * keep their plain addresses (see the migration).
     */
    emailKey: text('email_key').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['customer', 'cashier', 'admin'] }).notNull(),
    /** Raised on logout and a new password; tokens carry the version they were issued with. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_email_key_unique').on(t.emailKey),
    check('users_role_check', sql`${t.role} in ('customer', 'cashier', 'admin')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
