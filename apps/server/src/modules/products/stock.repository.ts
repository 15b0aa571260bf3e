import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { STOCK_MAX } from '@shop/contract';
import type { Executor } from '../../db/types.ts';
import { oneRow } from '../../db/rows.ts';

const taken = oneRow(z.object({ taken: z.boolean() }));

/**
 * Takes stock again for an order a cashier or admin moves from declined (shop_take_stock, the
 * same conditional update the checkout takes stock with, without its sellable condition): true
 * only while enough is left and the product is still live. The row stays locked until the
 * transaction ends, so concurrent takers queue on it and never oversell.
 */
export async function takeStock(db: Executor, productId: string, quantity: number) {
  const result = await db.execute(sql`
    select id is not null as taken from shop_take_stock(${productId}, ${quantity}, null)`);
  return taken.parse(result).rows[0].taken;
}

const returned = oneRow(z.object({ returned: z.boolean() }));

/**
 * Puts stock back (a declined or cancelled order; shop_return_stock): archived products get it
 * back too. False, and nothing changed, when the stock would pass STOCK_MAX.
 */
export async function returnStock(
  db: Executor,
  productId: string,
  quantity: number,
): Promise<boolean> {
  const result = await db.execute(
    sql`select shop_return_stock(${productId}, ${quantity}, ${STOCK_MAX}) as returned`,
  );
  return returned.parse(result).rows[0].returned;
}
