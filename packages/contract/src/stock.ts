import { z } from 'zod';
import {
  LOT_NOTE_MAX_LENGTH,
  QUANTITY_MAX,
  STOCK_MOVEMENT_KINDS,
  STOCK_MOVEMENTS_PAGE_SIZE_MAX,
  WRITE_OFF_REASONS,
} from './constants.ts';
import { calendarDate, id, optionalText, stockQuantity, todayOrLater, unitCost } from './common.ts';
import { formatCount } from './format.ts';
import { product } from './product.ts';

/**
 * A lot: stock of one product received together, with its own expiry (issue 26,
 * docs/decisions/0080). Quantities are in the product's stock unit.
 */
export const lot = z.object({
  _id: id,
  productId: id,
  /** What is left. */
  quantity: z.number(),
  /** What arrived (the opening lot of a migrated product: its stock then). */
  receivedQuantity: z.number(),
  /** YYYY-MM-DD */
  expirationDate: z.string(),
  /** Pesos per stock unit; null when not said. */
  cost: z.number().nullable(),
  receivedAt: z.string(),
  /** Supplier, invoice; null when none. */
  note: z.string().nullable(),
});
export type Lot = z.infer<typeof lot>;

/** GET /admin/products/{id}/lots: every lot, soonest expiry first (then oldest received). */
export const lotsResponse = z.object({ product, lots: z.array(lot) });
export type LotsResponse = z.infer<typeof lotsResponse>;

/** A lot call's answer: the lot and its product after the change, as staff see it. */
export const lotChangeResponse = z.object({ message: z.string(), lot, product });
export type LotChangeResponse = z.infer<typeof lotChangeResponse>;

const note = optionalText('Note', LOT_NOTE_MAX_LENGTH);

/** POST /admin/products/{id}/receive: a new lot. */
export const receiveLotBody = z.strictObject({
  quantity: stockQuantity('Quantity', 'positive', QUANTITY_MAX),
  expirationDate: todayOrLater('Expiration date'),
  cost: unitCost('Cost').nullable().optional(),
  note,
});

/** POST /admin/lots/{id}/count: the lot holds what was counted (a `counted` row of the difference). */
export const countLotBody = z.strictObject({
  quantity: stockQuantity('Quantity', 'zero', QUANTITY_MAX),
  note,
});

/** POST /admin/lots/{id}/write-off: all of the lot (no quantity) or part of it. */
export const writeOffLotBody = z.strictObject({
  quantity: stockQuantity('Quantity', 'positive', QUANTITY_MAX).optional(),
  reason: z.enum(WRITE_OFF_REASONS, {
    message: `Reason must be one of ${WRITE_OFF_REASONS.join(', ')}`,
  }),
  note,
});

/** One row of the stock ledger: one change of one lot. */
export const stockMovement = z.object({
  _id: id,
  productId: id,
  productName: z.string(),
  lotId: id,
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  /** Signed, in stock units: + into the lot, - out of it. */
  change: z.number(),
  lotQuantityAfter: z.number(),
  /** Who made the change (the customer for a sale or a cancel); null for the shop itself. */
  by: z.string().nullable(),
  at: z.string(),
  orderId: id.nullable(),
  orderNumber: z.number().int().nullable(),
  /** A write-off's reason; null otherwise. */
  reason: z.enum(WRITE_OFF_REASONS).nullable(),
  note: z.string().nullable(),
  /** Pesos of what left (at the lot's cost), rounded to centavos; null when the cost is unknown or nothing left. */
  cost: z.number().nullable(),
});
export type StockMovement = z.infer<typeof stockMovement>;

const pageNumber = (label: string, max: number) =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .int({ message: `${label} must be a whole number` })
    .min(1, { message: `${label} must be at least 1` })
    .max(max, { message: `${label} must be at most ${formatCount(max)}` });

/** Filters of the ledger: `from` and `to` are Manila days, both included. */
const movementFilters = {
  productId: z.uuid({ message: 'Product must be a valid id' }).optional(),
  kind: z
    .enum(STOCK_MOVEMENT_KINDS, {
      message: `Kind must be one of ${STOCK_MOVEMENT_KINDS.join(', ')}`,
    })
    .optional(),
  from: calendarDate('From').optional(),
  to: calendarDate('To').optional(),
};
const fromNotAfterTo = (q: { from?: string; to?: string }) =>
  q.from === undefined || q.to === undefined || q.from <= q.to;

/** GET /admin/stock-movements: newest first, one page. */
export const stockMovementsQuery = z
  .object({
    ...movementFilters,
    page: pageNumber('Page', 1_000_000).optional(),
    limit: pageNumber('Limit', STOCK_MOVEMENTS_PAGE_SIZE_MAX).optional(),
  })
  .refine(fromNotAfterTo, { path: ['to'], message: 'To cannot be before From' });

/** GET /admin/stock-movements.csv: every movement the filters match, newest first. */
export const stockMovementsCsvQuery = z
  .object(movementFilters)
  .refine(fromNotAfterTo, { path: ['to'], message: 'To cannot be before From' });

export const stockMovementsResponse = z.object({
  movements: z.array(stockMovement),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /**
   * The write-offs of the chosen product and days, whatever `kind` says: how many, what the
   * stock that left cost (pesos, from the lots' costs), and how many had no cost to count.
   */
  writeOffs: z.object({
    count: z.number().int(),
    loss: z.number(),
    withoutCost: z.number().int(),
  }),
});
export type StockMovementsResponse = z.infer<typeof stockMovementsResponse>;

/** The columns of GET /admin/stock-movements.csv, in order. */
export const STOCK_MOVEMENT_CSV_COLUMNS = [
  'at',
  'productId',
  'productName',
  'lotId',
  'kind',
  'change',
  'lotQuantityAfter',
  'by',
  'orderNumber',
  'reason',
  'note',
  'cost',
] as const;

/** The answers' messages. */
export const STOCK_MESSAGES = {
  received: 'Lot received',
  counted: 'Lot counted',
  writtenOff: 'Lot written off',
  lotNotFound: 'Lot not found.',
  /** Editing stock or expiry of a product with several lots holding stock. */
  severalLots: (n: number) => `This product has ${n} lots: use Receive, Count or Write off.`,
} as const;
