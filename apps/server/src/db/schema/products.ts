import { sql } from 'drizzle-orm';
import {
  BARCODE_MAX_LENGTH,
  LOW_STOCK_DEFAULT,
  STOCK_MAX,
  STOCK_UNIT_DEFAULT,
} from '@shop/contract';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Money is numeric(12,2): exact pesos with centavos. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
/** Stock units (kg, sacks): numeric(15,3), up to QUANTITY_MAX with grams. */
export const units = (name: string) => numeric(name, { precision: 15, scale: 3 });
/** A tier's size in stock units: numeric(10,3). */
const size = (name: string) => numeric(name, { precision: 10, scale: 3 }).notNull().default('1');

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    images: text('images').notNull(),
    description: text('description').notNull(),
    /**
     * On insert, the first lot's expiry (with `stock`: migration 0012's products_first_lots trigger).
     * Afterwards kept by shop_refresh_product from the lots (docs/decisions/0080): the expiry a
     * customer would get first (the soonest sellable lot holding stock; else the soonest lot
     * holding stock, which hides the product; else the newest lot's).
     */
    expirationDate: date('expiration_date', { mode: 'string' }).notNull(),
    price: money('price').notNull(),
    halfPrice: money('half_price'),
    retailPrice: money('retail_price'),
    /** What each tier's price is for ("sack (25 kg)"); null when not said. */
    priceUnit: text('price_unit'),
    halfPriceUnit: text('half_price_unit'),
    retailPriceUnit: text('retail_price_unit'),
    category: text('category').notNull(),
    /**
     * On insert, the full-price units of the first lot. Afterwards kept by shop_refresh_product:
     * the full-price units customers can buy (sellable quantity / price size, rounded down).
     */
    stock: integer('stock').notNull(),
    /** What stock is counted in ("kg"); each tier's size is in it. */
    stockUnit: text('stock_unit').notNull().default(STOCK_UNIT_DEFAULT),
    priceSize: size('price_size'),
    halfPriceSize: size('half_price_size'),
    retailPriceSize: size('retail_price_size'),
    /** Kept by shop_refresh_product, never summed per request: every lot's quantity. */
    quantity: units('quantity').notNull().default('0'),
    /** The sellable lots' quantity, true for shop days sellable_from..sellable_through. */
    sellableQuantity: units('sellable_quantity').notNull().default('0'),
    /** Staff's expiry: the soonest lot still holding stock (else the newest lot's). */
    staffExpirationDate: date('staff_expiration_date', { mode: 'string' }),
    sellableFrom: date('sellable_from', { mode: 'string' }),
    /** The last shop day the sellable figures hold (null: until a lot changes). */
    sellableThrough: date('sellable_through', { mode: 'string' }),
    /** At or below this stock the admin's table marks the product "Low stock". */
    lowStockLevel: integer('low_stock_level').notNull().default(LOW_STOCK_DEFAULT),
    /** The code the counter's scanner reads (issue 27); unique among products. */
    barcode: text('barcode'),
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
    check(
      'products_sizes_positive',
      sql`${t.priceSize} > 0 and ${t.halfPriceSize} > 0 and ${t.retailPriceSize} > 0`,
    ),
    check('products_stock_unit_length', sql`char_length(${t.stockUnit}) between 1 and 20`),
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
    check(
      'products_barcode_length',
      sql`char_length(${t.barcode}) between 1 and ${sql.raw(String(BARCODE_MAX_LENGTH))}`,
    ),
    // An archived product lets its code go to the product that replaces it.
    uniqueIndex('products_barcode_unique')
      .on(t.barcode)
      .where(sql`${t.archivedAt} is null`),
    index('products_category_expiry_idx').on(t.category, t.expirationDate),
    // The listing's staleness check (products.repository's refreshStaleProducts).
    index('products_sellable_through_idx').on(t.sellableThrough),
    index('products_sellable_from_idx').on(t.sellableFrom),
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
