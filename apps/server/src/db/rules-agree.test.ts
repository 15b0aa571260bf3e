import { sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ORDER_STATUSES,
  addDays,
  deliveryFee,
  isSellable,
  orderHoldsStock,
  shopToday,
} from '@shop/contract';
import { dbKind, freshDatabase } from '../test/helper.ts';
import type { Database } from './types.ts';

/*
 * Each rule the database enforces is written once, in SQL (docs/decisions/0070). Where a screen
 * needs the answer before asking the server, the contract keeps a TypeScript copy: each copy is
 * pinned here to its SQL function, on the same edge cases, on the real database (PGlite, and
 * PostgreSQL when DATABASE_URL is set), the way formatPeso is pinned to Intl.
 */
const database: Database = await freshDatabase();
afterAll(() => database.close());

/** What the database answers for one expression. */
async function ask<S extends z.ZodType>(expression: SQL, answer: S): Promise<z.output<S>> {
  const result = await database.db.execute(sql`select ${expression} as answer`);
  const row = z.object({ rows: z.tuple([z.object({ answer: z.unknown() })]) }).parse(result);
  return answer.parse(row.rows[0].answer);
}

describe(`the contract's rule copies agree with the database's functions on ${dbKind}`, () => {
  it.each(ORDER_STATUSES)('orderHoldsStock(%s) is shop_order_holds_stock', async (status) => {
    const inSql = await ask(sql`shop_order_holds_stock(${status})`, z.boolean());
    expect(orderHoldsStock(status)).toBe(inSql);
  });

  // fee, free from (null: never free), subtotal: below, at and above the free-from edge.
  const fees: [number, number | null, number][] = [
    [50, null, 0],
    [50, null, 99_999_999.99],
    [50, 1000, 999.99],
    [50, 1000, 1000],
    [50, 1000, 1000.01],
    [75.5, 0, 0],
    [75.5, 0.01, 0],
    [75.5, 0.01, 0.01],
    [0, 500, 10],
    [99_999_999.99, 99_999_999.99, 99_999_999.98],
    [99_999_999.99, 99_999_999.99, 99_999_999.99],
  ];
  it.each(fees)(
    'deliveryFee(fee %s, free from %s, subtotal %s) is shop_delivery_fee',
    async (fee, freeFrom, subtotal) => {
      const inSql = await ask(
        sql`shop_delivery_fee(${fee}::numeric, ${freeFrom}::numeric, ${subtotal}::numeric)::text`,
        z.string(),
      );
      expect(deliveryFee({ fee, freeFrom }, subtotal)).toBe(Number(inSql));
    },
  );

  // Around the 92nd day, from days where adding days crosses a month, a year and a leap day.
  const todays = [shopToday(), '2026-01-31', '2025-11-30', '2027-12-31', '2028-02-28'];
  const offsets = [-400, -1, 0, 1, 90, 91, 92, 93, 94, 365];
  it.each(todays)('isSellable(expiry, %s) is shop_sellable around 92 days', async (today) => {
    for (const days of offsets) {
      const expiry = addDays(today, days);
      const inSql = await ask(sql`shop_sellable(${expiry}::date, ${today}::date)`, z.boolean());
      expect({ expiry, sellable: isSellable(expiry, today) }).toEqual({ expiry, sellable: inSql });
    }
  });
});

describe(`one rule, one place, on ${dbKind}`, () => {
  it('a count of the orders holding stock reads orders_day_idx, whose predicate is shop_order_holds_stock', async () => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const day = shopToday();
      const explained = await tx.execute(sql`
        explain select pickup_date, count(*) from orders
          where pickup_date between ${day} and ${addDays(day, 30)} and delivery_mode = 'delivery'
            and shop_order_holds_stock(status)
          group by pickup_date`);
      return z
        .object({ rows: z.array(z.object({ 'QUERY PLAN': z.string() })) })
        .parse(explained)
        .rows.map((r) => r['QUERY PLAN'])
        .join('\n');
    });
    expect(plan).toContain('orders_day_idx');
    const index = await ask(
      sql`(select pg_get_indexdef(indexrelid) from pg_index
           where indexrelid = 'orders_day_idx'::regclass)`,
      z.string(),
    );
    expect(index).toContain('WHERE shop_order_holds_stock(status)');
  });
});
