import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  boolean,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ORDER_CHANNELS, ORDER_STATUSES, PAYMENT_METHODS } from '@shop/contract';
import { shifts } from './shifts.ts';
import { deliveryZones } from './shop.ts';
import { users } from './users.ts';
import { money, products } from './products.ts';

/**
 * Order numbers people quote ("Order #1042"). A sequence hands each number out once, to every
 * server on one database; a rolled-back checkout leaves a gap, which nobody needs to notice.
 */
/** A fresh tracking code, in SQL (two gen_random_uuid(), which use the strong random source). */
const TRACKING_CODE_SQL =
  "translate(encode(decode(replace(gen_random_uuid()::text, '-', '') || " +
  "left(replace(gen_random_uuid()::text, '-', ''), 4), 'hex'), 'base64'), '+/', '-_')";

export const orderNumbers = pgSequence('order_number_seq', { startWith: 1001 });

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: integer('order_number')
      .notNull()
      .default(sql`nextval('order_number_seq')`),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    /** Name, phone and address are erased (null) when a cashier clears the customer info. */
    customerName: text('customer_name'),
    phoneNumber: text('phone_number'),
    address: text('address'),
    pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
    deliveryMode: text('delivery_mode', { enum: ['pickup', 'delivery'] }).notNull(),
    /** Goods, the delivery fee (0 for pickup) and their sum, as charged at checkout. */
    subtotal: money('subtotal').notNull(),
    deliveryFee: money('delivery_fee').notNull().default('0'),
    totalAmount: money('total_amount').notNull(),
    /** The delivery area, and its name as it was: orders keep it when the area changes or goes. */
    deliveryZoneId: uuid('delivery_zone_id').references(() => deliveryZones.id, {
      onDelete: 'set null',
    }),
    deliveryZoneName: text('delivery_zone_name'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('cash'),
    gcashReference: text('gcash_reference'),
    /** What the cashier verified: paid or not, when and by whom. */
    paid: boolean('paid').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    /** The customer asked for text messages about this order. */
    smsUpdates: boolean('sms_updates').notNull().default(true),
    customerInfoClearedAt: timestamp('customer_info_cleared_at', { withTimezone: true }),
    /** Checkout's Idempotency-Key: a retry with the same key returns this order. */
    idempotencyKey: text('idempotency_key'),
    /**
     * What the keyed checkout asked for (docs/decisions/0064): the sha256 of its details and the
     * sha256 of its cart's lines, "<details>:<lines>". A retry with the key must match it; null
     * without a key, for orders from before it was kept, and once the customer info is cleared.
     */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    /** online: the web shop's checkout; counter: a walk-in sale (issue 27). */
    channel: text('channel', { enum: ORDER_CHANNELS }).notNull().default('online'),
    /** The cashier of a counter sale (its Idempotency-Key is theirs). */
    soldBy: uuid('sold_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The shift the money went into: a counter sale's, or the shift of the cashier who marked an
     * online order paid. The shift's cash and GCash figures are read from here.
     */
    shiftId: uuid('shift_id').references(() => shifts.id, { onDelete: 'set null' }),
    /** A counter cash sale: what the customer handed over (the change is tendered − total). */
    tendered: money('tendered'),
    /**
     * The order's public tracking link is /t/{trackingCode} (issue 29): 18 random bytes (138 of
     * them random bits from two UUIDs v4) in base64url, given by the database to every new order
     * whichever function writes it. Null once the customer info is cleared: the link stops.
     */
    trackingCode: text('tracking_code').default(sql`${sql.raw(TRACKING_CODE_SQL)}`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_tracking_code_unique').on(t.trackingCode),
    check('orders_channel_check', sql`${t.channel} in ('online', 'counter')`),
    check(
      'orders_tendered_covers_total',
      sql`${t.tendered} is null or ${t.tendered} >= ${t.totalAmount}`,
    ),
    // A counter sale's Idempotency-Key is its cashier's (a customer's is theirs, above).
    uniqueIndex('orders_counter_idempotency_unique')
      .on(t.soldBy, t.idempotencyKey)
      .where(sql`${t.channel} = 'counter'`),
    // A GCash reference names one payment: checked against other orders (shop_gcash_reference_owner).
    index('orders_gcash_reference_idx')
      .on(t.gcashReference)
      .where(sql`${t.gcashReference} is not null`),
    index('orders_shift_idx')
      .on(t.shiftId)
      .where(sql`${t.shiftId} is not null`),
    check(
      'orders_status_check',
      sql`${t.status} in ('pending', 'approved', 'ready', 'completed', 'declined', 'cancelled')`,
    ),
    check('orders_delivery_mode_check', sql`${t.deliveryMode} in ('pickup', 'delivery')`),
    check('orders_total_non_negative', sql`${t.totalAmount} >= 0`),
    check('orders_fee_non_negative', sql`${t.deliveryFee} >= 0`),
    check('orders_total_adds_up', sql`${t.totalAmount} = ${t.subtotal} + ${t.deliveryFee}`),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ('cash', 'gcash')`),
    check('orders_gcash_reference_digits', sql`${t.gcashReference} ~ '^[0-9]{13}$'`),
    uniqueIndex('orders_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // The orders export (api.exportOrdersCsv) walks the orders placed in a range.
    index('orders_created_idx').on(t.createdAt, t.id),
    // The day's close (api.getDayReport) reads the money marked paid in one day.
    index('orders_paid_at_idx')
      .on(t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    uniqueIndex('orders_order_number_unique').on(t.orderNumber),
    // The queue reads one status group of the orders still carrying customer info.
    // A day's orders of one kind, counted against its daily limit: those holding stock
    // (shop_order_holds_stock, migration 0010, the rule's one place).
    index('orders_day_idx')
      .on(t.pickupDate, t.deliveryMode)
      .where(sql`shop_order_holds_stock(${t.status})`),
    index('orders_queue_idx')
      .on(t.status, t.pickupDate, t.createdAt)
      .where(sql`${t.customerInfoClearedAt} is null`),
  ],
);

/** Order lines keep a snapshot of what was bought, at what price, in which category. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    priceType: text('price_type', { enum: ['price', 'halfPrice', 'retailPrice'] }).notNull(),
    unitPrice: money('unit_price').notNull(),
    /** The tier's unit when ordered ("sack (25 kg)"), null when not said. */
    unit: text('unit'),
    quantity: integer('quantity').notNull(),
    /** How many of the line a counter refund gave back (issue 27). */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
  },
  (t) => [
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'order_items_refunded_range',
      sql`${t.refundedQuantity} >= 0 and ${t.refundedQuantity} <= ${t.quantity}`,
    ),
    check('order_items_unit_price_non_negative', sql`${t.unitPrice} >= 0`),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
  ],
);

/**
 * Every status change: who, when, from, to, and the note to the customer. A corrected delivery
 * area is recorded here too, from and to the status the order keeps.
 */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    /** For staff alone: an approval over the day's limit, a corrected delivery area. */
    detail: text('detail'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_status_events_order_idx').on(t.orderId),
    check('order_status_events_note_length', sql`char_length(${t.note}) <= 200`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderStatusEventRow = typeof orderStatusEvents.$inferSelect;

/**
 * Approved sales per product and category (the category at the time of sale). Every order
 * status change adds or subtracts its order's lines here in the same transaction, so the
 * analytics read one row per product sold instead of aggregating every order line.
 */
export const productSales = pgTable(
  'product_sales',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    /** Every approved unit of the product ever: a sum with no bound, so a 64-bit integer. */
    unitsSold: bigint('units_sold', { mode: 'number' }).notNull(),
    /** Sums of order lines with no bound: room for more than any shop will sell. */
    revenue: numeric('revenue', { precision: 24, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.category] }),
    check('product_sales_units_non_negative', sql`${t.unitsSold} >= 0`),
  ],
);
