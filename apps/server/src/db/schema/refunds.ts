import { sql } from 'drizzle-orm';
import { COUNTER_NOTE_MAX_LENGTH, PAYMENT_METHODS } from '@shop/contract';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { money } from './products.ts';
import { orderItems, orders } from './orders.ts';
import { shifts } from './shifts.ts';
import { users } from './users.ts';

/**
 * A refund of a counter sale (issue 27): the money given back, how, why, by whom, and the
 * shift whose drawer paid it out (cash); its lines say how many of each order line went back.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shiftId: uuid('shift_id').references(() => shifts.id, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    reason: text('reason').notNull(),
    refundedBy: uuid('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('refunds_amount_non_negative', sql`${t.amount} >= 0`),
    check('refunds_method_check', sql`${t.method} in ('cash', 'gcash')`),
    check(
      'refunds_reason_length',
      sql`char_length(${t.reason}) between 1 and ${sql.raw(String(COUNTER_NOTE_MAX_LENGTH))}`,
    ),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_shift_idx').on(t.shiftId),
  ],
);
export type RefundRow = typeof refunds.$inferSelect;

export const refundLines = pgTable(
  'refund_lines',
  {
    refundId: uuid('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.refundId, t.orderItemId] }),
    check('refund_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
