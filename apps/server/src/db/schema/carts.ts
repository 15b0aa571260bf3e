import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CART_LINE_QUANTITY_MAX } from '@shop/contract';
import { users } from './users.ts';
import { products } from './products.ts';

/** One cart per customer: its lines, one per product and price type. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceType: text('price_type', { enum: ['price', 'halfPrice', 'retailPrice'] }).notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_line_unique').on(t.userId, t.productId, t.priceType),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'cart_items_quantity_max',
      sql`${t.quantity} <= ${sql.raw(String(CART_LINE_QUANTITY_MAX))}`,
    ),
    check(
      'cart_items_price_type_check',
      sql`${t.priceType} in ('price', 'halfPrice', 'retailPrice')`,
    ),
  ],
);

export type CartItemRow = typeof cartItems.$inferSelect;
