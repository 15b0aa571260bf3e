import type { z } from 'zod';
import {
  SERVER_MESSAGES,
  searchSynonymsOf,
  shopToday,
  type DeleteProductResponse,
  DEFAULT_PRODUCTS_LIMIT,
  LOW_STOCK_DEFAULT,
  STOCK_UNIT_DEFAULT,
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
import { optionalNumeric, pesosToNumeric } from '../../lib/money.ts';
import { removeProductFromCarts } from '../cart/cart.repository.ts';
import { readShopSettings } from '../shop/settings.service.ts';
import * as repo from './products.repository.ts';
import { findProduct, toProduct } from './product-view.ts';
import * as stockRepo from '../stock/stock.repository.ts';
import { correctProductStock, correctProductsStock } from '../stock/stock.service.ts';

export const isStaff = (role: Role | undefined): boolean => role === 'admin' || role === 'cashier';

/**
 * A search's words with their look-alikes and synonyms: the built-in Filipino words and the
 * owner's (Settings). Synonyms are stored lowercased; accents go as the search key drops them.
 */
async function searchTermsOf(db: Db, search: string) {
  const { searchSynonyms } = await readShopSettings(db);
  const key = (words: string) => words.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const synonyms = new Map(
    [...searchSynonymsOf(searchSynonyms)].map(([word, means]) => [key(word), means.map(key)]),
  );
  return repo.searchTerms(db, search, synonyms);
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
    terms: query.search === undefined ? undefined : await searchTermsOf(db, query.search),
    sellableOn: isStaff(viewer) ? undefined : shopToday(),
    barcode: query.barcode,
  };
  const sort = query.sort ?? 'expiry';
  // Lots that left the 92-day window since their product's figures were made (a cheap check).
  await stockRepo.refreshStaleProducts(db, shopToday());
  const view = isStaff(viewer) ? 'staff' : 'customer';
  const shown = (row: ProductRow) => toProduct(row, view);
  if (query.page === undefined && query.limit === undefined) {
    const rows = await repo.listProducts(db, filter, sort);
    return { products: rows.map(shown) };
  }
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PRODUCTS_LIMIT;
  const { rows, total } = await repo.listProductsPage(db, filter, sort, {
    limit,
    offset: (page - 1) * limit,
  });
  return { products: rows.map(shown), total, page, limit };
}

/** What a product listing asks for (the contract's productsQuery, parsed). */
export type ListQuery = Partial<z.output<typeof productsQuery>>;
/** Pages of the default size kept by the response cache, from the first. */
const CACHED_PAGES = 20;

/**
 * The response-cache key of a listing: visitors and customers share one answer per category,
 * order, page and day (what is sellable changes at the shop's midnight); staff have their own.
 * Searches and barcodes, and pages past the first few or of other sizes, are not kept (any text or number
 * would make a new key, and the cache would grow without bound): undefined.
 */
export function listingCacheKey(
  viewer: Role | undefined,
  query: ListQuery = {},
): string | undefined {
  if (query.search !== undefined || query.barcode !== undefined) return undefined;
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

/**
 * A new product; its `stock` full-price units and expiry become its first lot (the database's
 * products_first_lots trigger), with a `received` ledger row by `userId`.
 */
export async function createProduct(
  db: Db,
  input: z.output<typeof createProductBody>,
  userId: string,
): Promise<Product> {
  return inTransaction(db, async (tx) => {
    await stockRepo.nameActor(tx, userId);
    const { id } = await repo.insertProduct(tx, newProductOf(input));
    const product = await findProduct(tx, id);
    if (!product) throw notFound(SERVER_MESSAGES.productNotFound);
    return product;
  });
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
    stockUnit: input.stockUnit ?? STOCK_UNIT_DEFAULT,
    priceSize: sizeText(input.priceSize) ?? '1',
    halfPriceSize: sizeText(input.halfPriceSize) ?? '1',
    retailPriceSize: sizeText(input.retailPriceSize) ?? '1',
    lowStockLevel: input.lowStockLevel ?? LOW_STOCK_DEFAULT,
    barcode: input.barcode ?? null,
  };
}

const sizeText = (size: number | undefined) => (size === undefined ? undefined : size.toFixed(3));

/** The columns an update changes: only the fields sent (updateProduct, the CSV import). */
export function patchOf(input: z.output<typeof updateProductBody>): repo.ProductPatch {
  const patch: repo.ProductPatch = {
    name: input.name,
    images: input.images,
    description: input.description,
    price: optionalNumeric(input.price),
    halfPrice: optionalNumeric(input.halfPrice),
    retailPrice: optionalNumeric(input.retailPrice),
    priceUnit: input.priceUnit,
    halfPriceUnit: input.halfPriceUnit,
    retailPriceUnit: input.retailPriceUnit,
    category: input.category,
    stockUnit: input.stockUnit,
    priceSize: sizeText(input.priceSize),
    halfPriceSize: sizeText(input.halfPriceSize),
    retailPriceSize: sizeText(input.retailPriceSize),
    lowStockLevel: input.lowStockLevel,
    barcode: input.barcode,
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
  userId: string | null,
): Promise<Product> {
  const patch = patchOf(input);
  return inTransaction(db, async (tx) => {
    const locked = await repo.lockProduct(tx, id);
    if (!locked) throw notFound(SERVER_MESSAGES.productNotFound);
    // Stock and expiry live in the lots (compared with what the product had); then the other
    // fields, and the figures again, for a size may have changed.
    // A stock sent with a new full-price size counts in that size (10 sacks of 25 kg: 250 kg).
    const sized = { ...locked, priceSize: patch.priceSize ?? locked.priceSize };
    await correctProductStock(tx, sized, input, userId);
    if (Object.keys(patch).length > 0) await repo.updateProduct(tx, id, patch);
    await stockRepo.refreshProduct(tx, id, shopToday());
    if (input.halfPrice === null) await removeProductFromCarts(tx, id, 'halfPrice');
    if (input.retailPrice === null) await removeProductFromCarts(tx, id, 'retailPrice');
    const product = await findProduct(tx, id);
    if (!product) throw notFound(SERVER_MESSAGES.productNotFound);
    return product;
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
  userId: string | null,
): Promise<Product[]> {
  const ids = [...new Set(input.ids)];
  return inTransaction(db, async (tx) => {
    const locked = await repo.lockLiveProductIds(tx, ids);
    if (locked.size !== ids.length) throw notFound(SERVER_MESSAGES.productNotFound);
    // Each product's stock or expiry through its lot, as the single edit does.
    const rows = await repo.findLiveProducts(tx, ids);
    await correctProductsStock(
      tx,
      rows.map((product) => ({ product, sent: input })),
      userId,
    );
    if (input.price !== undefined) {
      await repo.updateProducts(tx, ids, { price: pesosToNumeric(input.price) });
    }
    const products = await Promise.all(ids.map((id) => findProduct(tx, id)));
    return products
      .filter((p): p is Product => p !== undefined)
      .sort((a, b) => a.name.localeCompare(b.name));
  });
}
