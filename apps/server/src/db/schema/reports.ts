import { sql } from 'drizzle-orm';
import { ORDER_CHANNELS, PAYMENT_METHODS } from '@shop/contract';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './products.ts';
import { users } from './users.ts';

/*
 * The running totals the reports read (issue 28, docs/decisions/0083): kept in the same
 * transaction as every sale, status change, refund and write-off, by shop_record_sales and
 * shop_change_lot, so a report's cost follows the days asked for, never the number of orders.
 * A sale counts on the Manila day (and hour) its order was placed, whenever it is approved,
 * declined or refunded. Sums with no bound: numeric(24,2) pesos and 64-bit counts.
 */
const total = (name: string) => numeric(name, { precision: 24, scale: 2 }).notNull().default('0');
const count = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * Sold orders per Manila day, hour, channel and payment method: how many (with units left after
 * refunds), units, goods revenue, delivery fees, the cost of goods of the lines whose cost is
 * known and those lines' revenue (the margin's base).
 */
export const salesDays = pgTable(
  'sales_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    channel: text('channel', { enum: ORDER_CHANNELS }).notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    orders: count('orders'),
    units: count('units'),
    revenue: total('revenue'),
    deliveryFees: total('delivery_fees'),
    cost: total('cost'),
    costedRevenue: total('costed_revenue'),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.hour, t.channel, t.paymentMethod] }),
    check('sales_days_hour_range', sql`${t.hour} between 0 and 23`),
  ],
);

/** A product's sales figures, the same in its day rows and its month rows. */
const productSales = () => ({
  productId: uuid('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  units: count('units'),
  revenue: total('revenue'),
  cost: total('cost'),
  costedRevenue: total('costed_revenue'),
});

/**
 * Per Manila day and product: what sold (units, revenue, known cost and its revenue), on the day
 * its order was placed, and what was written off that day (units, the loss at the lots' cost,
 * and how many write-offs had no cost to count).
 */
export const productDays = pgTable(
  'product_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    ...productSales(),
    writtenOffUnits: numeric('written_off_units', { precision: 24, scale: 3 })
      .notNull()
      .default('0'),
    writeOffLoss: total('write_off_loss'),
    writeOffsWithoutCost: integer('write_offs_without_cost').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.productId] }),
    // Products with stock and no sale lately: the newest days of one product.
    index('product_days_product_idx').on(t.productId, t.day),
    // The write-offs of a range: the few days and products that had any, not every sale's row.
    index('product_days_write_offs_idx')
      .on(t.day)
      .where(sql`${t.writtenOffUnits} <> 0 or ${t.writeOffsWithoutCost} <> 0`),
  ],
);

/**
 * product_days' sales figures rolled up per calendar month (its 1st) and product, written with
 * them: a range's whole months are read here, so top products read about a row per product and
 * month instead of one per product and day.
 */
export const productMonths = pgTable(
  'product_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    ...productSales(),
  },
  (t) => [primaryKey({ columns: [t.month, t.productId] })],
);

/** Per Manila day and customer account: sold orders and their goods revenue (repeat customers). */
export const customerDays = pgTable(
  'customer_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orders: count('orders'),
    revenue: total('revenue'),
  },
  (t) => [primaryKey({ columns: [t.day, t.userId] })],
);

/**
 * One row per customer account: its sold orders and revenue summed from its first month through
 * the end of each month since, one array element a month (element 1 is `first_month`), up to
 * the last month it bought in (later months hold the last element's sum). A range's whole
 * months are then two array elements per customer, whatever the number of orders or months:
 * repeat customers read a row per customer (customer × month rows were too many). Months are
 * numbered year × 12 + month − 1 (shop_month_number), so an element is found by subtraction.
 */
export const customerMonths = pgTable('customer_months', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstMonth: integer('first_month').notNull(),
  orders: bigint('orders', { mode: 'number' }).array().notNull(),
  revenue: numeric('revenue', { precision: 24, scale: 2 }).array().notNull(),
});
