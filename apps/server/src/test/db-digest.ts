import { sql } from 'drizzle-orm';
import type { Db } from '../db/types.ts';

/** Every table the shop writes; a refused request must leave all of them as they were. */
export const SHOP_TABLES = [
  'users',
  'products',
  'cart_items',
  'orders',
  'order_items',
  'order_status_events',
  'product_sales',
  'notifications',
  'lots',
  'stock_movements',
  'order_item_lots',
] as const;

export type DbDigest = Record<(typeof SHOP_TABLES)[number], { rows: number; md5: string }>;

/**
 * Row count and an md5 over every row's text of every shop table, in one statement. Counts
 * and sums alone would miss an update that changes a value without changing a total (a name,
 * a status, a token version); the md5 of the rows does not.
 */
export async function dbDigest(db: Db): Promise<DbDigest> {
  const parts = SHOP_TABLES.map(
    (table) =>
      sql`select ${table} as name, count(*)::int as rows,
            coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as md5
          from ${sql.identifier(table)} t`,
  );
  const result = await db.execute(sql.join(parts, sql` union all `));
  const rows = (result as unknown as { rows: { name: string; rows: number; md5: string }[] }).rows;
  return Object.fromEntries(
    rows.map((r) => [r.name, { rows: Number(r.rows), md5: r.md5 }]),
  ) as DbDigest;
}
