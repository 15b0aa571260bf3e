import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@shop/contract';

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
    /** A customer's own details for checkout (issue 29's account page); null until set. */
    phoneNumber: text('phone_number'),
    defaultAddress: text('default_address'),
    /** The account's "Text me updates" choice, which checkout starts from. */
    smsUpdates: boolean('sms_updates').notNull().default(true),
    /** 'en' or 'fil': the language of the customer's screens, texts and emails; null: not chosen. */
    language: text('language', { enum: LANGUAGES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_email_key_unique').on(t.emailKey),
    check('users_language_check', sql`${t.language} in ('en', 'fil')`),
    check('users_role_check', sql`${t.role} in ('customer', 'cashier', 'admin')`),
  ],
);

export type UserRow = typeof users.$inferSelect;

/**
 * Forgot password (issue 29): one row per emailed link. Only the sha256 of the link's token is
 * kept, so a copy of the database opens no account; a link works once (usedAt) and until
 * expiresAt (30 minutes).
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_unique').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId, t.createdAt),
  ],
);
