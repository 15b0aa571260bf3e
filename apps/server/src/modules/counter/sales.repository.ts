import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/types.ts';
import { returnedRow } from '../../db/rows.ts';
import {
  orderItems,
  orders,
  products,
  type OrderItemRow,
  type OrderRow,
} from '../../db/schema/index.ts';

/** A cashier's earlier sale with this Idempotency-Key, if any. */
export async function findKeyedSale(
  db: Executor,
  cashierId: string,
  key: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.channel, 'counter'),
        eq(orders.soldBy, cashierId),
        eq(orders.idempotencyKey, key),
      ),
    );
  return row;
}

/**
 * The live products of a sale's lines, locked in id order (as every stock change locks them):
 * an admin's delete waits for the sale, or came first and the product is gone here.
 */
export async function lockSaleProducts(db: Executor, ids: string[]) {
  return db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      category: products.category,
      price: products.price,
      halfPrice: products.halfPrice,
      retailPrice: products.retailPrice,
      priceUnit: products.priceUnit,
      halfPriceUnit: products.halfPriceUnit,
      retailPriceUnit: products.retailPriceUnit,
    })
    .from(products)
    .where(and(inArray(products.id, ids), isNull(products.archivedAt)))
    .orderBy(asc(products.id))
    .for('no key update');
}
export type SaleProduct = Awaited<ReturnType<typeof lockSaleProducts>>[number];

export async function insertSale(
  db: Executor,
  sale: typeof orders.$inferInsert,
  lines: Omit<typeof orderItems.$inferInsert, 'orderId'>[],
): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
  const order = returnedRow(
    await db
      .insert(orders)
      .values({ ...sale, paidAt: sql`now()` })
      .returning(),
    'insert counter sale',
  );
  const items = await db
    .insert(orderItems)
    .values(lines.map((line) => ({ ...line, orderId: order.id })))
    .returning();
  return { order, items };
}
