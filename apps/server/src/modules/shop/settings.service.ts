import type { z } from 'zod';
import {
  DEFAULT_SHOP_SETTINGS,
  openDates,
  type DeliveryMode,
  type OpenDatesResponse,
  type ShopSettings,
  type updateShopSettingsBody,
} from '@shop/contract';
import type { Executor } from '../../db/types.ts';
import type { ShopSettingsRow } from '../../db/schema/index.ts';
import { optionalNumeric, optionalPesos } from '../../lib/money.ts';
import * as repo from './settings.repository.ts';

function toSettings(row: ShopSettingsRow): ShopSettings {
  return {
    shopName: row.shopName,
    address: row.address,
    phone: row.phone,
    hours: row.hours,
    gcashNumber: row.gcashNumber,
    gcashName: row.gcashName,
    facebookUrl: row.facebookUrl,
    instagramUrl: row.instagramUrl,
    gmailAddress: row.gmailAddress,
    contactUrl: row.contactUrl,
    minimumOrder: optionalPesos(row.minimumOrder),
    // A time column reads back as "HH:MM:SS".
    cutoffTime: row.cutoffTime === null ? null : row.cutoffTime.slice(0, 5),
    closedWeekdays: row.closedWeekdays,
    closedDates: row.closedDates,
    maxPickupsPerDay: row.maxPickupsPerDay,
    maxDeliveriesPerDay: row.maxDeliveriesPerDay,
    bookingDays: row.bookingDays,
    paymentQrImage: row.paymentQrImage,
    messengerUrl: row.messengerUrl,
    viberNumber: row.viberNumber,
    searchSynonyms: row.searchSynonyms,
  };
}

/** The shop's settings: the stored row, or the defaults until the admin changes something. */
export async function readShopSettings(db: Executor): Promise<ShopSettings> {
  const row = await repo.findSettings(db);
  return row ? toSettings(row) : { ...DEFAULT_SHOP_SETTINGS };
}

/** Changes only the fields given (the first change stores the row); answers every setting. */
export async function updateShopSettings(
  db: Executor,
  patch: z.output<typeof updateShopSettingsBody>,
): Promise<ShopSettings> {
  const { minimumOrder, ...rest } = patch;
  const columns: repo.SettingsColumns = { ...rest };
  if (minimumOrder !== undefined) {
    columns.minimumOrder = optionalNumeric(minimumOrder);
  }
  for (const key of Object.keys(columns) as (keyof repo.SettingsColumns)[]) {
    if (columns[key] === undefined) delete columns[key];
  }
  const row = await repo.upsertSettings(db, { shopName: DEFAULT_SHOP_SETTINGS.shopName }, columns);
  return toSettings(row);
}

/** How many orders of this kind a day takes (null: no limit). */
export function dayLimit(settings: ShopSettings, deliveryMode: DeliveryMode): number | null {
  return deliveryMode === 'pickup' ? settings.maxPickupsPerDay : settings.maxDeliveriesPerDay;
}

/**
 * The dates an order of this kind placed now may choose (the contract's openDates: cut-off,
 * closed weekdays and dates, the booking window), each with the room left under the daily limit; full days are
 * left out. Without a limit nothing is counted and the room is null.
 */
export async function listOpenDates(
  db: Executor,
  deliveryMode: DeliveryMode,
  now: Date = new Date(),
): Promise<OpenDatesResponse> {
  const settings = await readShopSettings(db);
  const dates = openDates(settings, now);
  const limit = dayLimit(settings, deliveryMode);
  if (limit === null || dates.length === 0) {
    return { dates: dates.map((date) => ({ date, remaining: null })) };
  }
  const taken = await repo.countOrdersPerDay(db, deliveryMode, dates[0]!, dates.at(-1)!);
  return {
    dates: dates
      .map((date) => ({ date, remaining: limit - (taken.get(date) ?? 0) }))
      .filter((d) => d.remaining > 0),
  };
}
