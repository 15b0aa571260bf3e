import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  text,
  time,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { BOOKING_DAYS_AHEAD, BOOKING_DAYS_MAX } from '@shop/contract';
import { money } from './products.ts';

/** Delivery areas: the fee, and the subtotal from which delivery is free. */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    fee: money('fee').notNull(),
    freeFrom: money('free_from'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('delivery_zones_fee_non_negative', sql`${t.fee} >= 0`),
    check('delivery_zones_free_from_non_negative', sql`${t.freeFrom} >= 0`),
  ],
);
export type DeliveryZoneRow = typeof deliveryZones.$inferSelect;

/**
 * The shop's settings: one row (id 1), written on first change; until then the defaults in
 * settings.service.ts apply.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    shopName: text('shop_name').notNull(),
    address: text('address'),
    phone: text('phone'),
    hours: text('hours'),
    gcashNumber: text('gcash_number'),
    gcashName: text('gcash_name'),
    facebookUrl: text('facebook_url'),
    instagramUrl: text('instagram_url'),
    gmailAddress: text('gmail_address'),
    contactUrl: text('contact_url'),
    minimumOrder: money('minimum_order'),
    cutoffTime: time('cutoff_time'),
    closedWeekdays: jsonb('closed_weekdays').$type<number[]>().notNull().default([]),
    closedDates: jsonb('closed_dates').$type<string[]>().notNull().default([]),
    maxPickupsPerDay: integer('max_pickups_per_day'),
    maxDeliveriesPerDay: integer('max_deliveries_per_day'),
    bookingDays: integer('booking_days').notNull().default(BOOKING_DAYS_AHEAD),
    /** The shop's GCash or QR Ph code picture, an upload (issue 27). */
    paymentQrImage: text('payment_qr_image'),
    /** Chat links for customers (issue 29): a Messenger address (m.me/...) and a Viber number. */
    messengerUrl: text('messenger_url'),
    viberNumber: text('viber_number'),
    /**
     * The owner's own search words on top of the built-in Filipino ones (issue 29): each entry
     * is a word customers type and the words of the products it means.
     */
    searchSynonyms: jsonb('search_synonyms')
      .$type<{ word: string; means: string }[]>()
      .notNull()
      .default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shop_settings_one_row', sql`${t.id} = 1`),
    check(
      'shop_settings_booking_days_range',
      sql`${t.bookingDays} between 1 and ${sql.raw(String(BOOKING_DAYS_MAX))}`,
    ),
  ],
);
export type ShopSettingsRow = typeof shopSettings.$inferSelect;
