import { asc, desc, eq, gt, sql } from 'drizzle-orm';
import { TOP_PRODUCTS_LIMIT } from '@shop/contract';
import type { Executor } from '../../db/types.ts';
import { orderItems, productSales, products } from '../../db/schema/index.ts';

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
 * ready or completed), inside the status change's transaction. Rows are written in product
 * order, like the stock rows.
 */
export async function recordSales(db: Executor, orderId: string, sign: 1 | -1): Promise<void> {
  const lines = sql`
    select ${orderItems.productId} as product_id, ${orderItems.category} as category,
           sum(${orderItems.quantity}) as units, sum(${orderItems.unitPrice} * ${orderItems.quantity}) as revenue
    from ${orderItems}
    where ${orderItems.orderId} = ${orderId}
    group by ${orderItems.productId}, ${orderItems.category}
    order by ${orderItems.productId}, ${orderItems.category}`;
  if (sign === 1) {
    await db.execute(sql`
      insert into ${productSales} (product_id, category, units_sold, revenue)
      select product_id, category, units, revenue from (${lines}) l
      on conflict (product_id, category) do update
        set units_sold = ${productSales.unitsSold} + excluded.units_sold,
            revenue = ${productSales.revenue} + excluded.revenue`);
  } else {
    // A sold order's lines were added when it was approved, so every row is there.
    await db.execute(sql`
      update ${productSales}
        set units_sold = ${productSales.unitsSold} - l.units,
            revenue = ${productSales.revenue} - l.revenue
      from (${lines}) l
      where ${productSales.productId} = l.product_id and ${productSales.category} = l.category`);
  }
}
