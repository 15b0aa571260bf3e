import { z } from 'zod';
import {
  SERVER_MESSAGES,
  STOCK_MESSAGES,
  STOCK_MOVEMENTS_PAGE_SIZE,
  shopToday,
  type Lot,
  type LotChangeResponse,
  type LotsResponse,
  type StockMovement,
  type StockMovementsResponse,
  type countLotBody,
  type receiveLotBody,
  type stockMovementsQuery,
  type writeOffLotBody,
} from '@shop/contract';
import type { Db, Executor } from '../../db/types.ts';
import type { LotRow, ProductRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { functionRefusal } from '../../db/functions.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { numericToPesos, optionalPesos } from '../../lib/money.ts';
import { findProduct, toProduct } from '../products/product-view.ts';
import * as repo from './stock.repository.ts';

/** A quantity in stock units as the numeric(15,3) column takes it. */
export const unitsText = (quantity: number): string => quantity.toFixed(3);
/** A quantity for a message: up to 3 decimals, grouped ("1,000", "12.5"). */
const formatQuantity = (quantity: number) =>
  quantity.toLocaleString('en-PH', { maximumFractionDigits: 3 });

export function toLot(row: LotRow): Lot {
  return {
    _id: row.id,
    productId: row.productId,
    quantity: Number(row.quantity),
    receivedQuantity: Number(row.receivedQuantity),
    expirationDate: row.expirationDate,
    cost: row.cost === null ? null : Number(row.cost),
    receivedAt: row.receivedAt.toISOString(),
    note: row.note,
  };
}

export async function listLots(db: Db, productId: string): Promise<LotsResponse> {
  const product = await findProduct(db, productId);
  if (!product) throw notFound(SERVER_MESSAGES.productNotFound);
  return { product, lots: (await repo.listLots(db, productId)).map(toLot) };
}

/** The answer of a lot call: the lot and its product after, as staff see them. */
async function answer(tx: Executor, message: string, lot: LotRow): Promise<LotChangeResponse> {
  const product = await findProduct(tx, lot.productId);
  if (!product) throw notFound(SERVER_MESSAGES.productNotFound);
  return { message, lot: toLot(lot), product };
}

export async function receiveLot(
  db: Db,
  productId: string,
  input: z.output<typeof receiveLotBody>,
  userId: string,
): Promise<LotChangeResponse> {
  return inTransaction(db, async (tx) => {
    const lot = await repo.receiveLot(tx, {
      productId,
      quantity: unitsText(input.quantity),
      expirationDate: input.expirationDate,
      cost: input.cost === undefined || input.cost === null ? null : input.cost.toFixed(4),
      note: input.note ?? null,
      userId,
      today: shopToday(),
    });
    if (!lot) throw notFound(SERVER_MESSAGES.productNotFound);
    return answer(tx, STOCK_MESSAGES.received, lot);
  });
}

/** A write-off of more than the lot holds: 400 naming the quantity, with what it holds. */
const tooMuch = z.object({ reason: z.literal('too-much'), quantity: z.string() });
function refusedChange(error: unknown): never {
  const refusal = functionRefusal(error, tooMuch);
  if (refusal) {
    throw badRequest(
      `Quantity cannot be more than the lot holds (${formatQuantity(Number(refusal.quantity))})`,
      'quantity',
    );
  }
  throw error;
}

export async function changeLot(
  db: Db,
  lotId: string,
  change:
    | { kind: 'counted'; body: z.output<typeof countLotBody> }
    | { kind: 'written_off'; body: z.output<typeof writeOffLotBody> },
  userId: string,
): Promise<LotChangeResponse> {
  return inTransaction(db, async (tx) => {
    let lot: LotRow | undefined;
    try {
      lot = await repo.changeLot(tx, {
        lotId,
        kind: change.kind,
        quantity: change.body.quantity === undefined ? null : unitsText(change.body.quantity),
        reason: change.kind === 'written_off' ? change.body.reason : null,
        note: change.body.note ?? null,
        userId,
        today: shopToday(),
      });
    } catch (error) {
      refusedChange(error);
    }
    if (!lot) throw notFound(STOCK_MESSAGES.lotNotFound);
    return answer(
      tx,
      change.kind === 'counted' ? STOCK_MESSAGES.counted : STOCK_MESSAGES.writtenOff,
      lot,
    );
  });
}

type StockEdit = { stock?: number | undefined; expirationDate?: string | undefined };

/**
 * What of a sent stock or expiry is new: a value the product already has changes nothing (the
 * edit dialog and an exported file send every field back).
 */
function newValues(product: ProductRow, sent: StockEdit): StockEdit | undefined {
  const now = toProduct(product);
  const stock = sent.stock !== now.stock ? sent.stock : undefined;
  const expirationDate =
    sent.expirationDate !== now.expirationDate ? sent.expirationDate : undefined;
  return stock === undefined && expirationDate === undefined
    ? undefined
    : { stock, expirationDate };
}

/** Why an edit of stock or expiry cannot go to one lot (the CSV import's row message), or null. */
export async function stockEditProblem(
  tx: Executor,
  product: ProductRow,
  sent: StockEdit,
): Promise<string | null> {
  if (!newValues(product, sent)) return null;
  const holding = await repo.lotsHoldingStock(tx, product.id);
  return holding.length > 1 ? STOCK_MESSAGES.severalLots(holding.length) : null;
}

/**
 * The spec's product edits of `stock` (full-price units) and `expirationDate` (issue 26 item 5;
 * the single edit, the bulk edit, the CSV import), for products the caller has locked: each
 * changes its product's one lot holding stock, or with none its newest lot, all in one call of
 * shop_correct_lots (`corrected` ledger rows). A product with several lots holding stock is 409
 * and nothing changes (the lot calls say which lot).
 */
export async function correctProductsStock(
  tx: Executor,
  edits: readonly { product: ProductRow; sent: StockEdit }[],
  userId: string | null,
): Promise<void> {
  const changes = edits.flatMap(({ product, sent }) => {
    const values = newValues(product, sent);
    return values ? [{ product, values }] : [];
  });
  if (changes.length === 0) return;
  const lotsOf = await repo.lotsOfProducts(
    tx,
    changes.map((c) => c.product.id),
  );
  const lotEdits = changes.map(({ product, values }) => {
    const all = lotsOf.get(product.id) ?? [];
    const holding = all.filter((l) => Number(l.quantity) > 0);
    if (holding.length > 1) throw conflict(STOCK_MESSAGES.severalLots(holding.length));
    // Newest received first: with no lot holding stock, the newest is corrected.
    const lot = holding[0] ?? all[0];
    if (!lot) throw notFound(SERVER_MESSAGES.productNotFound);
    return {
      lotId: lot.id,
      quantity:
        values.stock === undefined ? null : unitsText(values.stock * Number(product.priceSize)),
      expirationDate: values.expirationDate ?? null,
    };
  });
  await repo.correctLots(tx, lotEdits, userId, shopToday());
}

/** One product's edit (correctProductsStock). */
export const correctProductStock = (
  tx: Executor,
  product: ProductRow,
  sent: StockEdit,
  userId: string | null,
) => correctProductsStock(tx, [{ product, sent }], userId);

export function toMovement(row: repo.MovementRow): StockMovement {
  return {
    _id: row.id,
    productId: row.productId,
    productName: row.productName,
    lotId: row.lotId,
    kind: row.kind,
    change: Number(row.change),
    lotQuantityAfter: Number(row.lotQuantityAfter),
    by: row.by,
    at: row.at.toISOString(),
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    reason: row.reason,
    note: row.note,
    cost: optionalPesos(row.cost),
  };
}

export async function listMovements(
  db: Db,
  query: z.output<typeof stockMovementsQuery>,
): Promise<StockMovementsResponse> {
  const page = query.page ?? 1;
  const limit = query.limit ?? STOCK_MOVEMENTS_PAGE_SIZE;
  const { rows, total } = await repo.listMovements(db, query, {
    limit,
    offset: (page - 1) * limit,
  });
  const writeOffs = await repo.writeOffTotals(db, query);
  return {
    movements: rows.map(toMovement),
    total,
    page,
    limit,
    writeOffs: { ...writeOffs, loss: numericToPesos(writeOffs.loss) },
  };
}
