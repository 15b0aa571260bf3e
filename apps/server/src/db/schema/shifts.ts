import { sql } from 'drizzle-orm';
import { COUNTER_NOTE_MAX_LENGTH } from '@shop/contract';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { money } from './products.ts';
import { users } from './users.ts';

/**
 * A cashier's shift at the counter (issue 27, docs/decisions/0082): opened with the float in the
 * drawer, closed with the cash counted. What the drawer should hold is worked out from the
 * orders paid into the shift and its refunds, and kept at the close.
 */
export const shifts = pgTable(
  'shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cashierId: uuid('cashier_id').references(() => users.id, { onDelete: 'set null' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    float: money('float').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    countedCash: money('counted_cash'),
    /** The drawer's expected cash when the shift closed. */
    expectedCash: money('expected_cash'),
    note: text('note'),
  },
  (t) => [
    check('shifts_float_non_negative', sql`${t.float} >= 0`),
    check('shifts_counted_non_negative', sql`${t.countedCash} is null or ${t.countedCash} >= 0`),
    check(
      'shifts_closed_with_count',
      sql`(${t.closedAt} is null) = (${t.countedCash} is null) and (${t.closedAt} is null) = (${t.expectedCash} is null)`,
    ),
    check(
      'shifts_note_length',
      sql`char_length(${t.note}) <= ${sql.raw(String(COUNTER_NOTE_MAX_LENGTH))}`,
    ),
    // One open shift per cashier: a second open is refused by the database too.
    uniqueIndex('shifts_one_open_idx')
      .on(t.cashierId)
      .where(sql`${t.closedAt} is null`),
    index('shifts_opened_idx').on(t.openedAt),
  ],
);
export type ShiftRow = typeof shifts.$inferSelect;
