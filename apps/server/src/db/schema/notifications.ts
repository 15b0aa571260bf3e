import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/**
 * The outbox of messages to customers (issue 15). A row is written in the same transaction as
 * the status change it tells of, so a change never goes untold and a rolled-back change is never
 * told; the worker (notifications/worker.ts) claims due rows with FOR UPDATE SKIP LOCKED and a
 * lease (`claimed_until`), so with several servers each message is sent by one of them, and a
 * server killed mid-send leaves the row to be claimed again once the lease runs out.
 */
export const notifications = pgTable(
  'notifications',
  {
    /** Also the message's stable id at the gateway and in the email's Message-ID. */
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** E.164 phone or email address; masked when the order's customer info is cleared. */
    recipient: text('recipient').notNull(),
    orderStatus: text('order_status').notNull(),
    /** The email's subject (null for texts). */
    subject: text('subject'),
    /** The text message, or the email's plain-text part. */
    body: text('body').notNull(),
    /** The email's HTML part (null for texts). */
    html: text('html'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('notifications_created_idx').on(t.createdAt),
    index('notifications_order_idx').on(t.orderId),
    // A number's texts of the day, counted against SMS_PER_NUMBER_PER_DAY (outbox.ts).
    index('notifications_sms_recipient_idx')
      .on(t.recipient, t.createdAt)
      .where(sql`${t.channel} = 'sms'`),
    check('notifications_channel', sql`${t.channel} in ('sms', 'email')`),
    check('notifications_status', sql`${t.status} in ('pending', 'sent', 'failed', 'skipped')`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;
