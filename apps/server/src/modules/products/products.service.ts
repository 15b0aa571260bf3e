import type { z } from 'zod';
import {
  SERVER_MESSAGES,
  shopToday,
  type Category,
  type DeleteProductResponse,
  DEFAULT_PRODUCTS_LIMIT,
  LOW_STOCK_DEFAULT,
  type Product,
  type ProductsResponse,
  type Role,
  type bulkUpdateProductsBody,
  type productsQuery,
  type createProductBody,
  type updateProductBody,
} from '@shop/contract';
import type { Db } from '../../db/types.ts';
import type { ProductRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notFound } from '../../lib/errors.ts';
import { numericToPesos, optionalNumeric, optionalPesos, pesosToNumeric } from '../../lib/money.ts';
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
    halfPrice: optionalPesos(row.halfPrice),
    retailPrice: optionalPesos(row.retailPrice),
    priceUnit: row.priceUnit,
    halfPriceUnit: row.halfPriceUnit,
    retailPriceUnit: row.retailPriceUnit,
    category: row.category as Category,
    stock: row.stock,
    lowStockLevel: row.lowStockLevel,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Staff see every live product; visitors and customers only the ones sellable today (the
 * database's shop_sellable decides). With `page` or `limit` the answer is one page and says how
 * many products match in all; without them it is the whole list, as the spec's call answers.
 */
export async function listProducts(
  db: Db,
  viewer: Role | undefined,
  query: ListQuery = {},
): Promise<ProductsResponse> {
  const filter: repo.ProductFilter = {
    category: query.category,
    terms: query.search === undefined ? undefined : await repo.searchTerms(db, query.search),
    sellableOn: isStaff(viewer) ? undefined : shopToday(),
  };
  const sort = query.sort ?? 'expiry';
  if (query.page === undefined && query.limit === undefined) {
    const rows = await repo.listProducts(db, filter, sort);
    return { products: rows.map(toProduct) };
  }
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PRODUCTS_LIMIT;
  const { rows, total } = await repo.listProductsPage(db, filter, sort, {
    limit,
    offset: (page - 1) * limit,
  });
  return { products: rows.map(toProduct), total, page, limit };
}

/** What a product listing asks for (the contract's productsQuery, parsed). */
export type ListQuery = Partial<z.output<typeof productsQuery>>;
/** Pages of the default size kept by the response cache, from the first. */
const CACHED_PAGES = 20;

/**
 * The response-cache key of a listing: visitors and customers share one answer per category,
 * order, page and day (what is sellable changes at the shop's midnight); staff have their own.
 * Searches, and pages past the first few or of other sizes, are not kept (any text or number
 * would make a new key, and the cache would grow without bound): undefined.
 */
export function listingCacheKey(
  viewer: Role | undefined,
  query: ListQuery = {},
): string | undefined {
  if (query.search !== undefined) return undefined;
  const paged = query.page !== undefined || query.limit !== undefined;
  if (
    paged &&
    ((query.page ?? 1) > CACHED_PAGES ||
      (query.limit ?? DEFAULT_PRODUCTS_LIMIT) !== DEFAULT_PRODUCTS_LIMIT)
  )
    return undefined;
  const audience = isStaff(viewer) ? 'staff' : `public:${shopToday()}`;
  const order = query.sort && query.sort !== 'expiry' ? `:${query.sort}` : '';
  const paging = paged ? `:p${query.page ?? 1}` : '';
  return `products:${audience}:${query.category ?? '*'}${order}${paging}`;
}

export async function createProduct(
  db: Db,
  input: z.output<typeof createProductBody>,
): Promise<Product> {
  return toProduct(await repo.insertProduct(db, newProductOf(input)));
}

/** A new product's row from the create call's body (createProduct, the CSV import). */
export function newProductOf(input: z.output<typeof createProductBody>): repo.NewProduct {
  return {
    name: input.name,
    images: input.images,
    description: input.description,
    expirationDate: input.expirationDate,
    price: pesosToNumeric(input.price),
    halfPrice: optionalNumeric(input.halfPrice) ?? null,
    retailPrice: optionalNumeric(input.retailPrice) ?? null,
    priceUnit: input.priceUnit ?? null,
    halfPriceUnit: input.halfPriceUnit ?? null,
    retailPriceUnit: input.retailPriceUnit ?? null,
    category: input.category,
    stock: input.stock,
    lowStockLevel: input.lowStockLevel ?? LOW_STOCK_DEFAULT,
  };
}

/** The columns an update changes: only the fields sent (updateProduct, the CSV import). */
export function patchOf(input: z.output<typeof updateProductBody>): repo.ProductPatch {
  const patch: repo.ProductPatch = {
    name: input.name,
    images: input.images,
    description: input.description,
    expirationDate: input.expirationDate,
    price: optionalNumeric(input.price),
    halfPrice: optionalNumeric(input.halfPrice),
    retailPrice: optionalNumeric(input.retailPrice),
    priceUnit: input.priceUnit,
    halfPriceUnit: input.halfPriceUnit,
    retailPriceUnit: input.retailPriceUnit,
    category: input.category,
    stock: input.stock,
    lowStockLevel: input.lowStockLevel,
  };
  for (const key of Object.keys(patch) as (keyof repo.ProductPatch)[]) {
    if (patch[key] === undefined) delete patch[key];
  }
  return patch;
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
  const patch = patchOf(input);
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

/**
 * The admin's bulk edit: the same price, stock or expiry date on every listed product, in one
 * transaction. An id that names no live product changes nothing (404).
 */
export async function bulkUpdateProducts(
  db: Db,
  input: z.output<typeof bulkUpdateProductsBody>,
): Promise<Product[]> {
  const ids = [...new Set(input.ids)];
  const patch: repo.ProductPatch = {};
  if (input.price !== undefined) patch.price = pesosToNumeric(input.price);
  if (input.stock !== undefined) patch.stock = input.stock;
  if (input.expirationDate !== undefined) patch.expirationDate = input.expirationDate;
  return inTransaction(db, async (tx) => {
    const rows = await repo.updateProducts(tx, ids, patch);
    if (rows.length !== ids.length) throw notFound(SERVER_MESSAGES.productNotFound);
    return rows.map(toProduct).sort((a, b) => a.name.localeCompare(b.name));
  });
}
