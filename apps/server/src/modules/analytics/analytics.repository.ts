import { asc, desc, eq, gt, sql } from 'drizzle-orm';
import { TOP_PRODUCTS_LIMIT } from '@shop/contract';
import type { Executor } from '../../db/types.ts';
import { productSales, products } from '../../db/schema/index.ts';

/*
 * Both queries read product_sales, the approved-sales totals that every order status change
 * keeps in step (recordSales, below), so their cost follows the number of products
 * sold, not the number of orders.
 */
const unitsSold = sql<string | number>`sum(${productSales.unitsSold})`;
const revenue = sql<string>`sum(${productSales.revenue})`;

/**
 * Approved sales per (category at the time of sale, product), in exact numeric arithmetic.
 * Name, full price and stock are the product's current ones.
 */
export async function salesByCategory(db: Executor) {
  return db
    .select({
      category: productSales.category,
      productId: products.id,
      name: products.name,
      price: products.price,
      stock: products.stock,
      quantitySold: sql<string | number>`${productSales.unitsSold}`,
      revenue: sql<string>`${productSales.revenue}`,
    })
    .from(productSales)
    .innerJoin(products, eq(products.id, productSales.productId))
    .where(gt(productSales.unitsSold, 0))
    .orderBy(
      asc(productSales.category),
      desc(productSales.unitsSold),
      desc(productSales.revenue),
      asc(products.name),
    );
}

/** The best sellers by units, then revenue; the average price is rounded to centavos in SQL. */
export async function topProducts(db: Executor) {
  return db
    .select({
      productId: products.id,
      name: products.name,
      category: products.category,
      unitsSold,
      revenue,
      averagePrice: sql<string>`round(${revenue} / ${unitsSold}, 2)`,
    })
    .from(productSales)
    .innerJoin(products, eq(products.id, productSales.productId))
    .where(gt(productSales.unitsSold, 0))
    .groupBy(products.id)
    .orderBy(desc(unitsSold), desc(revenue), asc(products.name))
    .limit(TOP_PRODUCTS_LIMIT);
}

/**
 * Adds (sign 1) or removes (sign -1) an order's lines in the sales totals (orders approved,
 * ready or completed) and the reports' running totals, inside the caller's transaction:
 * shop_record_sales (db/functions/shop_record_sales.sql), which the selling database functions
 * call too. A change to a sold order takes it out before and puts it back after.
 */
export async function recordSales(db: Executor, orderId: string, sign: 1 | -1): Promise<void> {
  await db.execute(sql`select shop_record_sales(${orderId}::uuid, ${sign}::integer)`);
}

/**
 * A change to a sold order (a refund, another delivery area) between taking the order out of
 * the sales totals and putting it back, so they count it as it is after: its units, fee and the
 * cost of the lots its lines then hold.
 */
export async function recountingSales<T>(
  db: Executor,
  orderId: string,
  change: () => Promise<T>,
): Promise<T> {
  await recordSales(db, orderId, -1);
  const result = await change();
  await recordSales(db, orderId, 1);
  return result;
}
