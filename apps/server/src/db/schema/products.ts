import { sql } from 'drizzle-orm';
import { LOW_STOCK_DEFAULT, STOCK_MAX } from '@shop/contract';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Money is numeric(12,2): exact pesos with centavos. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    images: text('images').notNull(),
    description: text('description').notNull(),
    expirationDate: date('expiration_date', { mode: 'string' }).notNull(),
    price: money('price').notNull(),
    halfPrice: money('half_price'),
    retailPrice: money('retail_price'),
    /** What each tier's price is for ("sack (25 kg)"); null when not said. */
    priceUnit: text('price_unit'),
    halfPriceUnit: text('half_price_unit'),
    retailPriceUnit: text('retail_price_unit'),
    category: text('category').notNull(),
    stock: integer('stock').notNull(),
    /** At or below this stock the admin's table marks the product "Low stock". */
    lowStockLevel: integer('low_stock_level').notNull().default(LOW_STOCK_DEFAULT),
    /** Set when a product that appears in orders is deleted: hidden, kept for history. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_stock_non_negative', sql`${t.stock} >= 0`),
    // No sum of stock and returned units can overflow the integer (constants.ts, STOCK_MAX).
    check('products_stock_max', sql`${t.stock} <= ${sql.raw(String(STOCK_MAX))}`),
    check('products_price_non_negative', sql`${t.price} >= 0`),
    check('products_half_price_non_negative', sql`${t.halfPrice} is null or ${t.halfPrice} >= 0`),
    check(
      'products_retail_price_non_negative',
      sql`${t.retailPrice} is null or ${t.retailPrice} >= 0`,
    ),
    check(
      'products_category_check',
      sql`${t.category} in ('starch', 'assorted-items', 'flour', 'special-flour', 'sugar', 'lard', 'margarine', 'oil')`,
    ),
    check(
      'products_units_length',
      sql`char_length(${t.priceUnit}) <= 30 and char_length(${t.halfPriceUnit}) <= 30 and char_length(${t.retailPriceUnit}) <= 30`,
    ),
    check(
      'products_low_stock_level_range',
      sql`${t.lowStockLevel} >= 0 and ${t.lowStockLevel} <= ${sql.raw(String(STOCK_MAX))}`,
    ),
    index('products_category_expiry_idx').on(t.category, t.expirationDate),
    // Search (products.repository.ts): trigrams of the accent-free, lower-case name and
    // description serve both the substring match and the typo-forgiving word match.
    index('products_search_idx').using(
      'gin',
      sql`shop_search_key(${t.name} || ' ' || ${t.description}) gin_trgm_ops`,
    ),
  ],
);

export type ProductRow = typeof products.$inferSelect;
