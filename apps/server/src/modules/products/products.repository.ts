import { z } from 'zod';
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { oneRow, returnedRow } from '../../db/rows.ts';
import type { Category, ProductSort } from '@shop/contract';
import type { Executor } from '../../db/types.ts';
import { orderItems, products, type ProductRow } from '../../db/schema/index.ts';

export type NewProduct = typeof products.$inferInsert;
export type ProductPatch = Partial<
  Pick<
    NewProduct,
    | 'name'
    | 'barcode'
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
    | 'stockUnit'
    | 'priceSize'
    | 'halfPriceSize'
    | 'retailPriceSize'
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
  /** The words of a search (searchTerms): each must match the name or description. */
  terms?: SearchTerm[] | undefined;
  /** Exactly this barcode (the counter's scanner). */
  barcode?: string | undefined;
}

/** LIKE's own characters in a search stand for themselves. */
const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One word of a search, and the words of the catalog it may be a misspelling of. */
export interface SearchTerm {
  term: string;
  alike: string[];
}

/** Only so many words of a search look for misspellings; the rest must appear as typed. */
const TERMS_WITH_TYPOS = 8;
/** The catalog's words a misspelt word may stand for, the closest first. */
const ALIKE_PER_TERM = 5;

const searchKeyRow = oneRow(z.object({ key: z.string().nullable() }));
const alikeRows = z.object({ rows: z.array(z.object({ term: z.string(), word: z.string() })) });

/**
 * A search as the products are searched for: its words in the products' search-key form (lower
 * case, no accents: the database's shop_search_key), each with the catalog words that look like
 * it (trigram similarity of at least pg_trgm's 0.3 against search_words: "flowr" -> flour,
 * "suger" -> sugar), for words of 3 to 30 letters and digits; and each word's `synonyms` (the
 * Filipino words, search-synonyms.ts), which must be in the same search-key form.
 */
export async function searchTerms(
  db: Executor,
  search: string,
  synonyms: ReadonlyMap<string, readonly string[]> = new Map(),
): Promise<SearchTerm[]> {
  const { key } = searchKeyRow.parse(
    await db.execute(sql`select shop_search_key(${search}) as key`),
  ).rows[0];
  const terms = [...new Set((key ?? '').split(/\s+/).filter((t) => t !== ''))];
  const typoTerms = terms.filter((t) => /^[a-z0-9]{3,30}$/.test(t)).slice(0, TERMS_WITH_TYPOS);
  const alike = new Map<string, string[]>();
  if (typoTerms.length > 0) {
    const { rows } = alikeRows.parse(
      await db.execute(sql`
        select t.term, w.word from unnest(${`{${typoTerms.join(',')}}`}::text[]) as t(term)
        cross join lateral (
          select word from search_words
          where word % t.term and word <> t.term
          order by similarity(word, t.term) desc, word
          limit ${ALIKE_PER_TERM}
        ) w`),
    );
    for (const { term, word } of rows) alike.set(term, [...(alike.get(term) ?? []), word]);
  }
  // A word with synonyms ("asukal") also finds what they name ("sugar"), before its look-alikes.
  return terms.map((term) => ({
    term,
    alike: [...(synonyms.get(term) ?? []), ...(alike.get(term) ?? [])],
  }));
}

function whereOf(filter: ProductFilter) {
  const conditions = [isNull(products.archivedAt)];
  if (filter.category) conditions.push(eq(products.category, filter.category));
  if (filter.barcode) conditions.push(eq(products.barcode, filter.barcode));
  if (filter.sellableOn) conditions.push(sellableOn(filter.sellableOn));
  // Every word of the search must be in the product's text, as typed ("25kg", "kakan" in
  // "kakanin") or as a catalog word it looks like: each LIKE reads the trigram index.
  for (const { term, alike } of filter.terms ?? []) {
    const likes = [term, ...alike].map(
      (word) => sql`${products.searchKey} like ${`%${likeLiteral(word)}%`}`,
    );
    conditions.push(or(...likes)!);
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
 * index.
 */
export async function listProducts(
  db: Executor,
  filter: ProductFilter,
  sort: ProductSort = 'expiry',
): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(whereOf(filter))
    .orderBy(...ORDERS[sort]);
}

/**
 * One page of the same list, and how many products the filter matches in all, counted by the
 * same query (a window over the matches) rather than a second one.
 */
export async function listProductsPage(
  db: Executor,
  filter: ProductFilter,
  sort: ProductSort,
  page: { limit: number; offset: number },
): Promise<{ rows: ProductRow[]; total: number }> {
  const found = await db
    .select({ product: products, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(whereOf(filter))
    .orderBy(...ORDERS[sort])
    .limit(page.limit)
    .offset(page.offset);
  // A page past the end has no row to carry the count.
  const total = found[0]?.total ?? (page.offset === 0 ? 0 : await countProducts(db, filter));
  return { rows: found.map((f) => f.product), total };
}

/** How many products the filter matches. */
async function countProducts(db: Executor, filter: ProductFilter): Promise<number> {
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

/** A live product, or undefined. */
export async function findLiveProduct(db: Executor, id: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), isNull(products.archivedAt)))
    .limit(1);
  return row;
}

/** The live products among `ids`. */
export async function findLiveProducts(
  db: Executor,
  ids: readonly string[],
): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(inArray(products.id, [...ids]), isNull(products.archivedAt)));
}

export async function insertProduct(db: Executor, values: NewProduct): Promise<ProductRow> {
  return returnedRow(await db.insert(products).values(values).returning(), 'insert into products');
}

/**
 * Rows per statement when many products are written at once (the CSV import): a few large
 * statements instead of one round trip per product. On PGlite, which runs one transaction at a
 * time, 5,000 single-row statements held every other request back for seconds. 500 rows of 13
 * columns stay far below PostgreSQL's 65,535 parameters.
 */
const WRITE_BATCH = 500;

function* batches<T>(items: readonly T[]): Generator<T[]> {
  for (let from = 0; from < items.length; from += WRITE_BATCH) {
    yield items.slice(from, from + WRITE_BATCH);
  }
}

/** Inserts many products, WRITE_BATCH to a statement. */
export async function insertProducts(db: Executor, rows: readonly NewProduct[]): Promise<void> {
  for (const batch of batches(rows)) await db.insert(products).values(batch);
}

/** The columns a patch may change, by its key. */
const PATCH_COLUMNS = {
  name: products.name,
  images: products.images,
  description: products.description,
  expirationDate: products.expirationDate,
  price: products.price,
  halfPrice: products.halfPrice,
  retailPrice: products.retailPrice,
  priceUnit: products.priceUnit,
  halfPriceUnit: products.halfPriceUnit,
  retailPriceUnit: products.retailPriceUnit,
  category: products.category,
  stockUnit: products.stockUnit,
  priceSize: products.priceSize,
  halfPriceSize: products.halfPriceSize,
  retailPriceSize: products.retailPriceSize,
  lowStockLevel: products.lowStockLevel,
  barcode: products.barcode,
} satisfies Record<keyof ProductPatch, unknown>;

const updatedIds = z.object({ rows: z.array(z.object({ id: z.string() })) });

/**
 * Applies each product's own patch (only the fields it names change) to many live products,
 * WRITE_BATCH to a statement: the patches go as one jsonb parameter, and a column a row's patch
 * does not name keeps its value. Only the columns some patch of the batch names are set.
 * Answers how many products were updated.
 */
export async function updateProductsEach(
  db: Executor,
  updates: readonly { id: string; patch: ProductPatch }[],
): Promise<number> {
  let updated = 0;
  for (const batch of batches(updates)) {
    const keys = new Set(batch.flatMap(({ patch }) => Object.keys(patch)));
    const sets = (Object.keys(PATCH_COLUMNS) as (keyof ProductPatch)[])
      .filter((key) => keys.has(key))
      .map((key) => {
        const column = PATCH_COLUMNS[key];
        const name = sql.identifier(column.name);
        return sql`${name} = case when v.patch ? ${key}
          then (v.patch ->> ${key})::${sql.raw(column.getSQLType())} else p.${name} end`;
      });
    const { rows } = updatedIds.parse(
      await db.execute(sql`
        update ${products} as p
        set ${sql.join([...sets, sql`updated_at = now()`], sql`, `)}
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as v(id uuid, patch jsonb)
        where p.id = v.id and p.archived_at is null
        returning p.id`),
    );
    updated += rows.length;
  }
  return updated;
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

/**
 * The live products among `ids` (an import's rows that name one), locked until the transaction
 * ends so none is deleted or archived before it writes them. Locked in id order, so two imports
 * naming the same products wait for each other instead of deadlocking.
 */
export async function lockLiveProductIds(
  db: Executor,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, [...ids]), isNull(products.archivedAt)))
    .orderBy(asc(products.id))
    .for('update');
  return new Set(rows.map((r) => r.id));
}
