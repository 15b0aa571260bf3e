import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Category, ProductSort } from '@shop/contract';
import type { Executor } from '../../db/client.ts';
import { orderItems, products, type ProductRow } from '../../db/schema/index.ts';

export type NewProduct = typeof products.$inferInsert;
export type ProductPatch = Partial<
  Pick<
    NewProduct,
    | 'name'
    | 'images'
    | 'description'
    | 'expirationDate'
    | 'price'
    | 'halfPrice'
    | 'retailPrice'
    | 'priceUnit'
    | 'halfPriceUnit'
    | 'retailPriceUnit'
    | 'category'
    | 'stock'
    | 'lowStockLevel'
  >
>;

/** A product is sellable on `today` (a YYYY-MM-DD date): the database's shop_sellable. */
const sellableOn = (today: string) =>
  sql<boolean>`shop_sellable(${products.expirationDate}, ${today})`;

export interface ProductFilter {
  category?: Category | undefined;
  /** Only products sellable that day (YYYY-MM-DD): visitors' and customers' lists. */
  sellableOn?: string | undefined;
  /** Words of the name or description, small typos forgiven (migration 0009). */
  search?: string | undefined;
}

/** LIKE's own characters in a search stand for themselves. */
const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The accent-free, lower-case text of a product that searches compare (indexed). */
const searchText = sql`shop_search_key(${products.name} || ' ' || ${products.description})`;

function whereOf(filter: ProductFilter) {
  const conditions = [isNull(products.archivedAt)];
  if (filter.category) conditions.push(eq(products.category, filter.category));
  if (filter.sellableOn) conditions.push(sellableOn(filter.sellableOn));
  if (filter.search) {
    // A product matches when its text contains the search ("25kg", "all purpose") or one of
    // its words is close to it ("flowr" -> flour): both read the trigram index.
    conditions.push(
      sql`(${searchText} like '%' || shop_search_key(${likeLiteral(filter.search)}) || '%' or shop_search_key(${filter.search}) <% ${searchText})`,
    );
  }
  return and(...conditions);
}

/** Each order of the list, with name and id last so that pages never overlap. */
const ORDERS: Record<ProductSort, SQL[]> = {
  expiry: [asc(products.expirationDate), asc(products.name), asc(products.id)],
  name: [asc(sql`lower(${products.name})`), asc(products.name), asc(products.id)],
  price_asc: [asc(products.price), asc(products.name), asc(products.id)],
  price_desc: [desc(products.price), asc(products.name), asc(products.id)],
};

/**
 * Products that are not archived, and with `sellableOn` only those sellable that day; soonest
 * expiry first unless `sort` says otherwise, so near-expiry stock sells first. shop_sellable is
 * inlined into the query, so the category's listing still reads the (category, expiration_date)
 * index. With `page`, one page of `page.limit` products.
 */
export async function listProducts(
  db: Executor,
  filter: ProductFilter,
  sort: ProductSort = 'expiry',
  page?: { limit: number; offset: number },
): Promise<ProductRow[]> {
  const query = db
    .select()
    .from(products)
    .where(whereOf(filter))
    .orderBy(...ORDERS[sort]);
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/** How many products the filter matches (a paged list's `total`). */
export async function countProducts(db: Executor, filter: ProductFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products).where(whereOf(filter));
  return row?.total ?? 0;
}

/**
 * Any product, archived or not, as the messages about a stock update that matched nothing need
 * it: its name, whether it is archived, whether it is sellable on `today` (shop_sellable).
 */
export async function findProductStanding(
  db: Executor,
  id: string,
  today: string,
): Promise<{ name: string; archived: boolean; sellable: boolean } | undefined> {
  const [row] = await db
    .select({
      name: products.name,
      archived: sql<boolean>`${products.archivedAt} is not null`,
      sellable: sellableOn(today),
    })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  return row;
}

/**
 * Locks a live product until the transaction ends, so a checkout that is taking its stock
 * finishes (and its order lines become visible) before the product is deleted or archived.
 */
export async function lockProduct(db: Executor, id: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), isNull(products.archivedAt)))
    .for('update');
  return row;
}

export async function insertProduct(db: Executor, values: NewProduct): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  if (!row) throw new Error('insert into products returned nothing');
  return row;
}

export async function updateProduct(
  db: Executor,
  id: string,
  patch: ProductPatch,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(products.id, id), isNull(products.archivedAt)))
    .returning();
  return row;
}

export async function isProductOrdered(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(orderItems)
    .where(eq(orderItems.productId, id))
    .limit(1);
  return rows.length > 0;
}

export async function archiveProduct(db: Executor, id: string): Promise<void> {
  await db
    .update(products)
    .set({ archivedAt: sql`now()` })
    .where(eq(products.id, id));
}

export async function deleteProduct(db: Executor, id: string): Promise<void> {
  await db.delete(products).where(eq(products.id, id));
}

/**
 * Sets the same fields on every listed live product (the admin's bulk edit); the rows changed.
 * The caller compares their number with the ids' to refuse unknown ones.
 */
export async function updateProducts(
  db: Executor,
  ids: readonly string[],
  patch: ProductPatch,
): Promise<ProductRow[]> {
  return db
    .update(products)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(inArray(products.id, [...ids]), isNull(products.archivedAt)))
    .returning();
}

/** The live products among `ids` (an import's rows that name one). */
export async function findLiveProductIds(
  db: Executor,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, [...ids]), isNull(products.archivedAt)));
  return new Set(rows.map((r) => r.id));
}
