import { CATEGORIES, type Category, type CategorySalesResponse } from '@shop/contract';
import type { Db } from '../../db/types.ts';
import { numericToPesos } from '../../lib/money.ts';
import * as repo from './analytics.repository.ts';

/**
 * Sales of approved orders. Every category is listed, in the shop's order, even without sales
 * (empty items), so the charts and tabs keep a stable shape.
 */
export async function categorySales(db: Db): Promise<CategorySalesResponse> {
  const [rows, top] = await Promise.all([repo.salesByCategory(db), repo.topProducts(db)]);
  const data = CATEGORIES.map((category) => ({
    category,
    items: rows
      .filter((row) => row.category === category)
      .map((row) => ({
        _id: row.productId,
        name: row.name,
        price: numericToPesos(row.price),
        quantitySold: Number(row.quantitySold),
        stock: row.stock,
        revenue: numericToPesos(row.revenue),
      })),
  }));
  return {
    data,
    topProducts: top.map((row) => ({
      _id: row.productId,
      name: row.name,
      category: row.category as Category,
      unitsSold: Number(row.unitsSold),
      revenue: numericToPesos(row.revenue),
      averagePrice: numericToPesos(row.averagePrice),
    })),
  };
}
