import type { z } from 'zod';
import {
  SERVER_MESSAGES,
  shopToday,
  type Category,
  type DeleteProductResponse,
  type Product,
  type Role,
  type createProductBody,
  type updateProductBody,
} from '@shop/contract';
import type { Db } from '../../db/client.ts';
import type { ProductRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notFound } from '../../lib/errors.ts';
import { numericToPesos, pesosToNumeric } from '../../lib/money.ts';
import { removeProductFromCarts } from '../cart/cart.repository.ts';
import * as repo from './products.repository.ts';

export const isStaff = (role: Role | undefined): boolean => role === 'admin' || role === 'cashier';

export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    name: row.name,
    images: row.images,
    description: row.description,
    expirationDate: row.expirationDate,
    price: numericToPesos(row.price),
    halfPrice: row.halfPrice === null ? null : numericToPesos(row.halfPrice),
    retailPrice: row.retailPrice === null ? null : numericToPesos(row.retailPrice),
    priceUnit: row.priceUnit,
    halfPriceUnit: row.halfPriceUnit,
    retailPriceUnit: row.retailPriceUnit,
    category: row.category as Category,
    stock: row.stock,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Staff see every live product; visitors and customers only the ones sellable today (the
 * database's shop_sellable decides).
 */
export async function listProducts(
  db: Db,
  viewer: Role | undefined,
  category: Category | undefined,
): Promise<Product[]> {
  const rows = await repo.listProducts(db, {
    category,
    sellableOn: isStaff(viewer) ? undefined : shopToday(),
  });
  return rows.map(toProduct);
}

/**
 * The response-cache key of a listing: visitors and customers share one answer per category and
 * day (what is sellable changes at the shop's midnight); staff have their own.
 */
export const listingCacheKey = (viewer: Role | undefined, category: Category | undefined) =>
  `products:${isStaff(viewer) ? 'staff' : `public:${shopToday()}`}:${category ?? '*'}`;

const optionalMoney = (value: number | null | undefined) =>
  value === undefined ? undefined : value === null ? null : pesosToNumeric(value);

export async function createProduct(
  db: Db,
  input: z.output<typeof createProductBody>,
): Promise<Product> {
  const row = await repo.insertProduct(db, {
    name: input.name,
    images: input.images,
    description: input.description,
    expirationDate: input.expirationDate,
    price: pesosToNumeric(input.price),
    halfPrice: optionalMoney(input.halfPrice) ?? null,
    retailPrice: optionalMoney(input.retailPrice) ?? null,
    priceUnit: input.priceUnit ?? null,
    halfPriceUnit: input.halfPriceUnit ?? null,
    retailPriceUnit: input.retailPriceUnit ?? null,
    category: input.category,
    stock: input.stock,
  });
  return toProduct(row);
}

/**
 * Changes only the fields sent. A price tier set to null is gone, so cart lines of that tier
 * are removed with it: a cart never holds a line it could not price.
 */
export async function updateProduct(
  db: Db,
  id: string,
  input: z.output<typeof updateProductBody>,
): Promise<Product> {
  const patch: repo.ProductPatch = {
    name: input.name,
    images: input.images,
    description: input.description,
    expirationDate: input.expirationDate,
    price: input.price === undefined ? undefined : pesosToNumeric(input.price),
    halfPrice: optionalMoney(input.halfPrice),
    retailPrice: optionalMoney(input.retailPrice),
    priceUnit: input.priceUnit,
    halfPriceUnit: input.halfPriceUnit,
    retailPriceUnit: input.retailPriceUnit,
    category: input.category,
    stock: input.stock,
  };
  for (const key of Object.keys(patch) as (keyof repo.ProductPatch)[]) {
    if (patch[key] === undefined) delete patch[key];
  }
  return inTransaction(db, async (tx) => {
    const row = await repo.updateProduct(tx, id, patch);
    if (!row) throw notFound(SERVER_MESSAGES.productNotFound);
    if (input.halfPrice === null) await removeProductFromCarts(tx, id, 'halfPrice');
    if (input.retailPrice === null) await removeProductFromCarts(tx, id, 'retailPrice');
    return toProduct(row);
  });
}

/**
 * A product that appears in orders is archived (hidden everywhere, kept for their history);
 * one never ordered is removed. Either way it leaves every cart.
 */
export async function deleteProduct(db: Db, id: string): Promise<DeleteProductResponse> {
  return inTransaction(db, async (tx) => {
    if (!(await repo.lockProduct(tx, id))) throw notFound(SERVER_MESSAGES.productNotFound);
    await removeProductFromCarts(tx, id);
    if (await repo.isProductOrdered(tx, id)) {
      await repo.archiveProduct(tx, id);
      return { message: SERVER_MESSAGES.productArchived, archived: true };
    }
    await repo.deleteProduct(tx, id);
    return { message: SERVER_MESSAGES.productDeleted, archived: false };
  });
}
