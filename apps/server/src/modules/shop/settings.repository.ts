import { and, between, count, eq, sql } from 'drizzle-orm';
import type { DeliveryMode } from '@shop/contract';
import { returnedRow } from '../../db/rows.ts';
import type { Executor } from '../../db/types.ts';
import { orders, shopSettings, type ShopSettingsRow } from '../../db/schema/index.ts';

export type SettingsColumns = Partial<Omit<typeof shopSettings.$inferInsert, 'id' | 'updatedAt'>>;

/** The settings row, or undefined until the admin first changes something. */
export async function findSettings(db: Executor): Promise<ShopSettingsRow | undefined> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1)).limit(1);
  return row;
}

/**
 * Writes the given columns in one statement: the first change inserts the row (`initial` fills
 * the required shop name), later ones update only what they name.
 */
export async function upsertSettings(
  db: Executor,
  initial: { shopName: string },
  columns: SettingsColumns,
): Promise<ShopSettingsRow> {
  const rows = await db
    .insert(shopSettings)
    .values({ ...initial, ...columns, id: 1 })
    .onConflictDoUpdate({ target: shopSettings.id, set: { ...columns, updatedAt: sql`now()` } })
    .returning();
  return returnedRow(rows, 'upsert into shop_settings');
}

/**
 * Orders of one kind per date from `from` to `to`, counting those that hold stock
 * (shop_order_holds_stock; the partial index orders_day_idx holds exactly these).
 */
export async function countOrdersPerDay(
  db: Executor,
  deliveryMode: DeliveryMode,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ date: orders.pickupDate, orders: count() })
    .from(orders)
    .where(
      and(
        between(orders.pickupDate, from, to),
        eq(orders.deliveryMode, deliveryMode),
        // The index's own predicate, so the planner can use it.
        sql`shop_order_holds_stock(${orders.status})`,
      ),
    )
    .groupBy(orders.pickupDate);
  return new Map(rows.map((r) => [r.date, Number(r.orders)]));
}
