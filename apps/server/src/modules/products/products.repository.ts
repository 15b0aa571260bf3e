import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Category } from '@shop/contract';
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
  >
>;

/** A product is sellable on `today` (a YYYY-MM-DD date): the database's shop_sellable. */
const sellableOn = (today: string) =>
  sql<boolean>`shop_sellable(${products.expirationDate}, ${today})`;

/**
 * Products that are not archived, and with `sellableOn` only those sellable that day; soonest
 * expiry first, so near-expiry stock sells first. shop_sellable is inlined into the query, so
 * the category's listing still reads the (category, expiration_date) index.
 */
export async function listProducts(
  db: Executor,
  filter: { category?: Category | undefined; sellableOn?: string | undefined },
): Promise<ProductRow[]> {
  const conditions = [isNull(products.archivedAt)];
  if (filter.category) conditions.push(eq(products.category, filter.category));
  if (filter.sellableOn) conditions.push(sellableOn(filter.sellableOn));
  return db
    .select()
    .from(products)
    .where(and(...conditions))
    .orderBy(asc(products.expirationDate), asc(products.name), asc(products.id));
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
