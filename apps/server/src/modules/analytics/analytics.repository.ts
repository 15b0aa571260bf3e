import { asc, desc, eq, sql } from 'drizzle-orm';
import { TOP_PRODUCTS_LIMIT } from '@shop/contract';
import type { Executor } from '../../db/client.ts';
import { orderItems, orders, products } from '../../db/schema/index.ts';

const unitsSold = sql<string | number>`sum(${orderItems.quantity})`;
const revenue = sql<string>`sum(${orderItems.unitPrice} * ${orderItems.quantity})`;

/**
 * Approved sales per (category at the time of sale, product), summed by the database in exact
 * numeric arithmetic. Name, full price and stock are the product's current ones.
 */
export async function salesByCategory(db: Executor) {
  return db
    .select({
      category: orderItems.category,
      productId: products.id,
      name: products.name,
      price: products.price,
      stock: products.stock,
      quantitySold: unitsSold,
      revenue,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orders.status, 'approved'))
    .groupBy(orderItems.category, products.id)
    .orderBy(asc(orderItems.category), desc(unitsSold), desc(revenue), asc(products.name));
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
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orders.status, 'approved'))
    .groupBy(products.id)
    .orderBy(desc(unitsSold), desc(revenue), asc(products.name))
    .limit(TOP_PRODUCTS_LIMIT);
}
