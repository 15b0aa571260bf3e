import type { z } from 'zod';
import {
  COUNTER_MESSAGES,
  shiftClosed,
  type Role,
  type Shift,
  type ShiftResponse,
  type closeShiftBody,
  type shiftsQuery,
} from '@shop/contract';
import type { Db, Executor } from '../../db/types.ts';
import type { ShiftRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { centavosToNumeric, centavosToPesos, optionalPesos, toCentavos } from '../../lib/money.ts';
import * as repo from './shifts.repository.ts';

/** Who asks: a cashier sees and closes their own shifts; the admin everyone's. */
export interface ShiftViewer {
  id: string;
  role: Role;
}

/** The drawer's expected cash, in centavos: float + cash in − cash refunded. */
const expectedCentavos = (row: ShiftRow, figures: repo.ShiftFigures | undefined) =>
  toCentavos(row.float) +
  toCentavos(figures?.cash_sales ?? '0') +
  toCentavos(figures?.online_cash ?? '0') -
  toCentavos(figures?.cash_refunds ?? '0');

/** Shifts as their answers show them, with their figures read in two queries. */
async function toShifts(db: Executor, rows: ShiftRow[]): Promise<Shift[]> {
  const { figures, gcash } = await repo.shiftFigures(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const f = figures.get(row.id);
    const payments = gcash.get(row.id) ?? [];
    // A closed shift keeps the expectation it closed with; an open one's runs on.
    const expected =
      row.expectedCash === null ? expectedCentavos(row, f) : toCentavos(row.expectedCash);
    return {
      _id: row.id,
      cashierId: row.cashierId,
      cashier: f?.cashier ?? null,
      openedAt: row.openedAt.toISOString(),
      closedAt: row.closedAt?.toISOString() ?? null,
      float: centavosToPesos(toCentavos(row.float)),
      cashSales: centavosToPesos(toCentavos(f?.cash_sales ?? '0')),
      cashSalesCount: f?.cash_sales_count ?? 0,
      onlineCash: centavosToPesos(toCentavos(f?.online_cash ?? '0')),
      onlineCashCount: f?.online_cash_count ?? 0,
      cashRefunds: centavosToPesos(toCentavos(f?.cash_refunds ?? '0')),
      cashRefundsCount: f?.cash_refunds_count ?? 0,
      expectedCash: centavosToPesos(expected),
      countedCash: optionalPesos(row.countedCash),
      difference:
        row.countedCash === null ? null : centavosToPesos(toCentavos(row.countedCash) - expected),
      note: row.note,
      gcashPayments: payments.map((p) => ({
        orderId: p.order_id,
        orderNumber: p.order_number,
        channel: p.channel,
        reference: p.reference,
        amount: centavosToPesos(toCentavos(p.amount)),
        at: p.at.toISOString(),
      })),
      gcashTotal: centavosToPesos(payments.reduce((sum, p) => sum + toCentavos(p.amount), 0n)),
    };
  });
}

/**
 * Opens the caller's shift with the float in the drawer; 409 while they have one open (two
 * opens at once: the unique index of open shifts lets one in, plugins/error-handler.ts).
 */
export async function openShift(db: Db, cashierId: string, float: number): Promise<ShiftResponse> {
  return inTransaction(db, async (tx) => {
    if (await repo.openShiftOf(tx, cashierId, 'none'))
      throw conflict(COUNTER_MESSAGES.shiftAlreadyOpen);
    const row = await repo.insertShift(tx, cashierId, float.toFixed(2));
    return { message: COUNTER_MESSAGES.shiftOpened, shift: (await toShifts(tx, [row]))[0]! };
  });
}

/**
 * Closes a shift with the cash counted: the shift row is locked first, so a sale, refund or paid
 * mark writing into it (each holds it FOR SHARE) is either in the figures or finds it closed.
 * A cashier closes only their own (another's is 404); a closed shift is 409.
 */
export async function closeShift(
  db: Db,
  viewer: ShiftViewer,
  shiftId: string,
  input: z.output<typeof closeShiftBody>,
): Promise<ShiftResponse> {
  return inTransaction(db, async (tx) => {
    const row = await repo.lockShift(tx, shiftId);
    if (!row || (viewer.role !== 'admin' && row.cashierId !== viewer.id)) {
      throw notFound(COUNTER_MESSAGES.shiftNotFound);
    }
    if (row.closedAt) throw conflict(COUNTER_MESSAGES.shiftClosedAlready);
    const { figures } = await repo.shiftFigures(tx, [row.id]);
    const expected = expectedCentavos(row, figures.get(row.id));
    const counted = BigInt(Math.round(input.countedCash * 100));
    const closed = await repo.closeShift(tx, row.id, {
      countedCash: centavosToNumeric(counted),
      expectedCash: centavosToNumeric(expected),
      note: input.note ?? null,
    });
    const shift = (await toShifts(tx, [closed]))[0]!;
    return { message: shiftClosed(shift.difference!), shift };
  });
}

/** The caller's open shift with its running figures, or null. */
export async function currentShift(db: Db, cashierId: string): Promise<Shift | null> {
  const row = await repo.openShiftOf(db, cashierId, 'none');
  return row ? (await toShifts(db, [row]))[0]! : null;
}

/** Shifts newest first: a cashier's own whatever they ask; the admin's as filtered. */
export async function listShifts(
  db: Db,
  viewer: ShiftViewer,
  query: z.output<typeof shiftsQuery>,
): Promise<Shift[]> {
  const cashierId = viewer.role === 'admin' ? query.cashierId : viewer.id;
  return toShifts(db, await repo.listShifts(db, { ...query, cashierId }));
}
