import { sql } from 'drizzle-orm';
import { LOT_NOTE_MAX_LENGTH, QUANTITY_MAX } from '@shop/contract';
import {
  check,
  date,
  foreignKey,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { money, products, units } from './products.ts';
import { orderItems, orders } from './orders.ts';
import { users } from './users.ts';

/** A lot: stock of one product received together, with its own expiry (decision 0080). */
export const lots = pgTable(
  'lots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: units('quantity').notNull(),
    receivedQuantity: units('received_quantity').notNull(),
    expirationDate: date('expiration_date', { mode: 'string' }).notNull(),
    /** Pesos per stock unit; null when not said. */
    cost: numeric('cost', { precision: 16, scale: 4 }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note'),
  },
  (t) => [
    check('lots_quantity_non_negative', sql`${t.quantity} >= 0`),
    check('lots_quantity_max', sql`${t.quantity} <= ${sql.raw(String(QUANTITY_MAX))}`),
    check('lots_received_non_negative', sql`${t.receivedQuantity} >= 0`),
    check('lots_cost_non_negative', sql`${t.cost} is null or ${t.cost} >= 0`),
    check(
      'lots_note_length',
      sql`char_length(${t.note}) <= ${sql.raw(String(LOT_NOTE_MAX_LENGTH))}`,
    ),
    // First expired, first out: a product's lots in the order they are taken.
    index('lots_product_expiry_idx').on(t.productId, t.expirationDate, t.receivedAt),
  ],
);
export type LotRow = typeof lots.$inferSelect;

/** The stock ledger: one row per change of a lot; a product's rows sum to its quantity. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id').notNull(),
    lotId: uuid('lot_id').notNull(),
    kind: text('kind', {
      enum: ['received', 'sold', 'returned', 'counted', 'written_off', 'corrected', 'opening'],
    }).notNull(),
    change: units('change').notNull(),
    lotQuantityAfter: units('lot_quantity_after').notNull(),
    /** Who: staff, or the customer of a sale or a cancel; null for the shop (the migration). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: ['expired', 'damaged', 'lost', 'other'] }),
    note: text('note'),
    /** Pesos of what left, at the lot's cost. */
    cost: money('cost'),
  },
  (t) => [
    foreignKey({ columns: [t.productId], foreignColumns: [products.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.lotId], foreignColumns: [lots.id] }).onDelete('cascade'),
    check(
      'stock_movements_kind_check',
      sql`${t.kind} in ('received', 'sold', 'returned', 'counted', 'written_off', 'corrected', 'opening')`,
    ),
    check(
      'stock_movements_reason_check',
      sql`${t.reason} is null or ${t.reason} in ('expired', 'damaged', 'lost', 'other')`,
    ),
    index('stock_movements_at_idx').on(t.at, t.id),
    index('stock_movements_product_at_idx').on(t.productId, t.at),
  ],
);
export type StockMovementRow = typeof stockMovements.$inferSelect;

/** Which lots an order line took, first expired first out; a return puts each back. */
export const orderItemLots = pgTable(
  'order_item_lots',
  {
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    lotId: uuid('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    quantity: units('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderItemId, t.lotId] }),
    check('order_item_lots_quantity_positive', sql`${t.quantity} > 0`),
    index('order_item_lots_lot_idx').on(t.lotId),
  ],
);
