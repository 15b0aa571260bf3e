import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { QUANTITY_MAX, type StockMovementKind, type WriteOffReason } from '@shop/contract';
import { manilaDayEnd, manilaDayStart } from '../../db/manila-days.ts';
import type { Executor } from '../../db/types.ts';
import {
  lots,
  orders,
  products,
  stockMovements,
  users,
  type LotRow,
} from '../../db/schema/index.ts';
import { jsonColumn, oneRow } from '../../db/rows.ts';

/**
 * Stock in lots (docs/decisions/0080): every change of a lot goes through a database function
 * of db/functions (one place each), which locks the product first, writes the ledger row and
 * redoes the product's stock figures in the same transaction.
 */

/** A lots row as a function answers it (snake_case, numerics as text; nulls when nothing). */
const numeric = z
  .union([z.number(), z.string()])
  .nullable()
  .transform((v) => (v === null ? null : String(v)));
const lotJson = z.object({
  id: z.string().nullable(),
  product_id: z.string().nullable(),
  quantity: numeric,
  received_quantity: numeric,
  expiration_date: z.string().nullable(),
  cost: numeric,
  received_at: z.string().nullable(),
  note: z.string().nullable(),
});
const lotAnswer = oneRow(z.object({ lot: jsonColumn(lotJson) }));

function lotOf(row: z.output<typeof lotJson>): LotRow | undefined {
  if (row.id === null) return undefined;
  return {
    id: row.id,
    productId: row.product_id!,
    quantity: row.quantity!,
    receivedQuantity: row.received_quantity!,
    expirationDate: row.expiration_date!,
    cost: row.cost,
    receivedAt: new Date(row.received_at!),
    note: row.note,
  };
}

const asLot = (result: unknown) => lotOf(lotAnswer.parse(result).rows[0].lot);

/** A new lot of a live product (shop_receive_lot); undefined when the product is not live. */
export async function receiveLot(
  db: Executor,
  input: {
    productId: string;
    quantity: string;
    expirationDate: string;
    cost: string | null;
    note: string | null;
    userId: string;
    today: string;
  },
): Promise<LotRow | undefined> {
  return asLot(
    await db.execute(sql`
      select row_to_json(l) as lot from shop_receive_lot(${input.productId}, ${input.quantity},
        ${input.expirationDate}, ${input.cost}, ${input.note}, ${input.userId}, ${input.today}) l`),
  );
}

/**
 * Counts, corrects or writes off a lot (shop_change_lot); undefined when the lot is unknown or
 * its product not live. A write-off of more than the lot holds raises 'SC400' too-much.
 */
export async function changeLot(
  db: Executor,
  input: {
    lotId: string;
    kind: Extract<StockMovementKind, 'counted' | 'corrected' | 'written_off'>;
    quantity: string | null;
    expirationDate?: string | null;
    reason?: WriteOffReason | null;
    note: string | null;
    userId: string | null;
    today: string;
  },
): Promise<LotRow | undefined> {
  return asLot(
    await db.execute(sql`
      select row_to_json(l) as lot from shop_change_lot(${input.lotId}, ${input.kind},
        ${input.quantity}, ${input.expirationDate ?? null}, ${input.reason ?? null}, ${input.note},
        ${input.userId}, ${input.today}) l`),
  );
}

/** Takes an order's stock from the lots (shop_take_order); 'SC409' unavailable when short. */
export async function takeOrderStock(
  db: Executor,
  input: { orderId: string; today: string; sellableOnly: boolean; userId: string | null },
): Promise<void> {
  await db.execute(sql`select shop_take_order(${input.orderId}, ${input.today},
    ${input.sellableOnly}, ${input.userId})`);
}

/** Puts an order's stock back into its lots (shop_return_order); 'SC409' full past the max. */
export async function returnOrderStock(
  db: Executor,
  input: { orderId: string; today: string; userId: string | null },
): Promise<void> {
  await db.execute(sql`select shop_return_order(${input.orderId}, ${input.today},
    ${input.userId}, ${QUANTITY_MAX})`);
}

/** Redoes the figures of every live product not true on `today` (the listing, the daily job). */
export async function refreshStaleProducts(db: Executor, today: string): Promise<void> {
  // The check alone first: it reads two small indexes, and a listing rarely finds work.
  const stale = await db
    .select({ id: products.id })
    .from(products)
    .where(
      sql`(${products.sellableFrom} is null or ${products.sellableFrom} > ${today}
        or ${products.sellableThrough} < ${today}) and ${products.archivedAt} is null`,
    )
    .limit(1);
  if (stale.length > 0) await db.execute(sql`select shop_refresh_stale_products(${today})`);
}

/** A product's lots, soonest expiry first (then oldest received): the order they are taken in. */
export async function listLots(db: Executor, productId: string): Promise<LotRow[]> {
  return db
    .select()
    .from(lots)
    .where(eq(lots.productId, productId))
    .orderBy(asc(lots.expirationDate), asc(lots.receivedAt), asc(lots.id));
}

/** The lots of a product that still hold stock, newest received first. */
export async function lotsHoldingStock(db: Executor, productId: string): Promise<LotRow[]> {
  return db
    .select()
    .from(lots)
    .where(and(eq(lots.productId, productId), sql`${lots.quantity} > 0`))
    .orderBy(desc(lots.receivedAt), desc(lots.id));
}

/** Names the user who changes stock in this transaction, for a product's first lot (trigger). */
export async function nameActor(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`select set_config('shop.actor', ${userId}, true)`);
}

export interface MovementFilter {
  productId?: string | undefined;
  kind?: StockMovementKind | undefined;
  /** Manila days, both included (YYYY-MM-DD). */
  from?: string | undefined;
  to?: string | undefined;
}

function whereOf(filter: MovementFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.productId) conditions.push(eq(stockMovements.productId, filter.productId));
  if (filter.kind) conditions.push(eq(stockMovements.kind, filter.kind));
  if (filter.from) conditions.push(gte(stockMovements.at, manilaDayStart(filter.from)));
  if (filter.to) {
    conditions.push(lt(stockMovements.at, manilaDayEnd(filter.to)));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const movementColumns = {
  id: stockMovements.id,
  productId: stockMovements.productId,
  productName: products.name,
  lotId: stockMovements.lotId,
  kind: stockMovements.kind,
  change: stockMovements.change,
  lotQuantityAfter: stockMovements.lotQuantityAfter,
  by: users.username,
  at: stockMovements.at,
  orderId: stockMovements.orderId,
  orderNumber: orders.orderNumber,
  reason: stockMovements.reason,
  note: stockMovements.note,
  cost: stockMovements.cost,
};

/** Where a page of the ledger's export ended: its last row's instant (as text: microseconds) and id. */
export interface MovementsCursor {
  at: string;
  id: string;
}

/**
 * The ledger rows the filter matches, newest first, after `after` when given (the CSV export
 * reads it a page at a time by (at, id), stock_movements_at_idx); `cursorAt` is each row's
 * instant as text, where the next page starts.
 */
const movementsQuery = (db: Executor, filter: MovementFilter, after?: MovementsCursor) =>
  db
    .select({ ...movementColumns, cursorAt: sql<string>`to_json(${stockMovements.at})#>>'{}'` })
    .from(stockMovements)
    .innerJoin(products, eq(products.id, stockMovements.productId))
    .leftJoin(users, eq(users.id, stockMovements.userId))
    .leftJoin(orders, eq(orders.id, stockMovements.orderId))
    .where(
      and(
        whereOf(filter),
        after
          ? sql`(${stockMovements.at}, ${stockMovements.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(stockMovements.at), desc(stockMovements.id));

export type MovementRow = Awaited<ReturnType<typeof movementsQuery>>[number];

/** One page of the ledger, newest first, and how many rows the filter matches. */
export async function listMovements(
  db: Executor,
  filter: MovementFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: MovementRow[]; total: number }> {
  const rows = await movementsQuery(db, filter).limit(page.limit).offset(page.offset);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(stockMovements)
    .where(whereOf(filter));
  return { rows, total: counted?.total ?? 0 };
}

/** The write-offs of the filter's product and days (its kind aside): count, loss, no cost. */
export async function writeOffTotals(db: Executor, filter: MovementFilter) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      loss: sql<string>`coalesce(sum(${stockMovements.cost}), 0)::text`,
      withoutCost: sql<number>`(count(*) - count(${stockMovements.cost}))::int`,
    })
    .from(stockMovements)
    .where(whereOf({ ...filter, kind: 'written_off' }));
  return row!;
}

/** One page of the ledger rows the filter matches, newest first, after `after` (the CSV export). */
export const movementsPage = (
  db: Executor,
  filter: MovementFilter,
  after: MovementsCursor | null,
  limit: number,
) => movementsQuery(db, filter, after ?? undefined).limit(limit);

/** A line's share of one lot, as staff see it (the queue's order view). */
export interface Allocation {
  lotId: string;
  quantity: number;
  expirationDate: string;
  stockUnit: string;
}

/** One line's share of one lot as the database reads it (here, and shop_staff_order_json). */
export const allocationRow = z.object({
  order_item_id: z.string(),
  lot_id: z.string(),
  quantity: z.string(),
  expiration_date: z.string(),
  stock_unit: z.string(),
});

/** The lots each line took, by line, in the order of the rows (soonest expiry first). */
export function allocationsByLine(
  rows: readonly z.output<typeof allocationRow>[],
): Map<string, Allocation[]> {
  const found = new Map<string, Allocation[]>();
  for (const row of rows) {
    found.set(row.order_item_id, [
      ...(found.get(row.order_item_id) ?? []),
      {
        lotId: row.lot_id,
        quantity: Number(row.quantity),
        expirationDate: row.expiration_date,
        stockUnit: row.stock_unit,
      },
    ]);
  }
  return found;
}

/** Which lots each line of these orders took (staff's order view), soonest expiry first. */
export async function allocationsOf(
  db: Executor,
  orderItemIds: readonly string[],
): Promise<Map<string, Allocation[]>> {
  if (orderItemIds.length === 0) return new Map();
  const { rows } = z.object({ rows: z.array(allocationRow) }).parse(
    await db.execute(sql`
        select a.order_item_id, a.lot_id, a.quantity::text as quantity,
               l.expiration_date::text as expiration_date, p.stock_unit
        from order_item_lots a
        join lots l on l.id = a.lot_id
        join products p on p.id = l.product_id
        where a.order_item_id = any(${`{${orderItemIds.join(',')}}`}::uuid[])
        order by l.expiration_date, l.received_at, l.id`),
  );
  return allocationsByLine(rows);
}

/** Redoes one product's figures (shop_refresh_product), after its sizes changed. */
export async function refreshProduct(db: Executor, productId: string, today: string) {
  await db.execute(sql`select shop_refresh_product(${productId}, ${today})`);
}

/** Redoes the figures of many products in one statement, in id order (the import's resized). */
export async function refreshProducts(db: Executor, ids: readonly string[], today: string) {
  if (ids.length === 0) return;
  await db.execute(sql`
    select shop_refresh_product(id, ${today})
    from unnest(${`{${[...ids].sort().join(',')}}`}::uuid[]) as id`);
}

/** The lots of these products, newest received first, by product. */
export async function lotsOfProducts(
  db: Executor,
  productIds: readonly string[],
): Promise<Map<string, LotRow[]>> {
  const found = new Map<string, LotRow[]>();
  if (productIds.length === 0) return found;
  const rows = await db
    .select()
    .from(lots)
    .where(inArray(lots.productId, [...productIds]))
    .orderBy(desc(lots.receivedAt), desc(lots.id));
  for (const row of rows) found.set(row.productId, [...(found.get(row.productId) ?? []), row]);
  return found;
}

/** Sets lots' quantity and/or expiry in one call (shop_correct_lots): `corrected` rows. */
export async function correctLots(
  db: Executor,
  edits: readonly { lotId: string; quantity: string | null; expirationDate: string | null }[],
  userId: string | null,
  today: string,
): Promise<void> {
  await db.execute(
    sql`select shop_correct_lots(${JSON.stringify(edits)}::jsonb, ${userId}, ${today})`,
  );
}
