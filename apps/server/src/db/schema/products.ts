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
    /**
     * What searches compare (migration 0009): name and description in lower case without
     * accents, kept by the database itself so a search never recomputes it.
     */
    searchKey: text('search_key').generatedAlwaysAs(
      sql`shop_search_key(name || ' ' || description)`,
    ),
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
    // Search (products.repository.ts): trigrams of the search key find the products that
    // contain a word, for LIKE '%word%'.
    index('products_search_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
  ],
);

export type ProductRow = typeof products.$inferSelect;

/**
 * Every word (3 to 30 letters and digits) that the products' search keys have held, kept by a
 * trigger on products (migration 0009). A search's misspelt word is matched against these few
 * words by trigram similarity ("flowr" -> flour), then the products are searched for the words
 * found. Words of deleted products stay: they only ever widen a search to nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);
