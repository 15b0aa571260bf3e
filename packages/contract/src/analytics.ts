import { z } from 'zod';
import { id } from './common.ts';
import { category } from './product.ts';

/** One product's approved sales within its category. */
export const categorySalesItem = z.object({
  _id: id,
  name: z.string(),
  price: z.number(),
  quantitySold: z.number().int(),
  stock: z.number().int(),
  revenue: z.number(),
});
export const categorySales = z.object({ category, items: z.array(categorySalesItem) });
export type CategorySales = z.infer<typeof categorySales>;

export const topProduct = z.object({
  _id: id,
  name: z.string(),
  category,
  unitsSold: z.number().int(),
  revenue: z.number(),
  /** revenue / unitsSold */
  averagePrice: z.number(),
});
export type TopProduct = z.infer<typeof topProduct>;

/** GET /product/category-sales: per-category sales and the top products, from approved orders. */
export const categorySalesResponse = z.object({
  data: z.array(categorySales),
  topProducts: z.array(topProduct),
});
export type CategorySalesResponse = z.infer<typeof categorySalesResponse>;
