import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  COUNTER_MESSAGES,
  QUANTITY_MAX,
  formatPeso,
  refundRecorded,
  refundTooMuch,
  shopToday,
  type RefundResponse,
  type refundBody,
} from '@shop/contract';
import type { Db, Executor } from '../../db/types.ts';
import { functionRefusal } from '../../db/functions.ts';
import { returnedRow } from '../../db/rows.ts';
import { refundLines, refunds } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { centavosToNumeric, centavosToPesos, toCentavos } from '../../lib/money.ts';
import { publishOrderEvent } from '../../live/hub.ts';
import { recountingSales } from '../analytics/analytics.repository.ts';
import { insertStatusEvent, listItemsOfOrders, lockOrder } from '../orders/orders.repository.ts';
import { staffOrderOf } from '../orders/queue.service.ts';
import { inSavepoint, stockFullMessage } from '../products/stock.service.ts';
import { usernamesOf } from '../orders/orders.repository.ts';
import { openShiftOf } from './shifts.repository.ts';

/** What shop_refund_line refuses. */
const refundRefusals = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('too-much'), name: z.string(), left: z.number() }),
  z.object({ reason: z.literal('full'), productId: z.string(), units: z.string() }),
]);

/**
 * Refunds all of a counter sale (no lines: whatever is not refunded yet) or some of its lines,
 * in one transaction (issue 27, docs/decisions/0082): the order row is locked, each line's
 * quantity goes back into the lots it came from with `returned` ledger rows (shop_refund_line),
 * the sales totals drop by the refunded lines, the refund and its lines are recorded against the
 * caller's open shift (a cash refund is paid out of that drawer; 409 without one), and the
 * order's history says what was refunded and why. An online order is 409; more than is left of
 * a line is 409 naming it.
 */
export async function refundCounterSale(
  db: Db,
  orderId: string,
  staffId: string,
  input: z.output<typeof refundBody>,
): Promise<RefundResponse> {
  const refundId = await inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound(COUNTER_MESSAGES.saleNotFound);
    if (order.channel !== 'counter') throw conflict(COUNTER_MESSAGES.onlyCounterRefunds);
    const shift = await openShiftOf(tx, staffId, 'share');
    if (!shift) throw conflict(COUNTER_MESSAGES.noOpenShift);

    const items = new Map((await listItemsOfOrders(tx, [orderId])).map((i) => [i.id, i]));
    const asked = input.lines
      ? mergeLines(input.lines)
      : [...items.values()]
          .filter((i) => i.quantity > i.refundedQuantity)
          .map((i) => ({ lineId: i.id, quantity: i.quantity - i.refundedQuantity }));
    if (asked.length === 0) throw conflict(COUNTER_MESSAGES.nothingToRefund);
    for (const line of asked) {
      if (!items.has(line.lineId)) throw badRequest('That line is not in this sale.', 'lines');
    }
    // Products in id order, as every stock change takes them.
    asked.sort((a, b) => {
      const pa = items.get(a.lineId)!.productId;
      const pb = items.get(b.lineId)!.productId;
      return pa < pb ? -1 : pa > pb ? 1 : a.lineId < b.lineId ? -1 : 1;
    });
    // The sales totals then count the sale without the refunded units and their lots' cost.
    await recountingSales(tx, orderId, async () => {
      for (const line of asked) await refundLine(tx, line.lineId, line.quantity, staffId);
    });

    const amounts = asked.map((line) => ({
      ...line,
      amount: toCentavos(items.get(line.lineId)!.unitPrice) * BigInt(line.quantity),
    }));
    const amount = amounts.reduce((sum, l) => sum + l.amount, 0n);
    const refund = returnedRow(
      await tx
        .insert(refunds)
        .values({
          orderId,
          shiftId: shift.id,
          amount: centavosToNumeric(amount),
          method: order.paymentMethod,
          reason: input.reason,
          refundedBy: staffId,
        })
        .returning({ id: refunds.id }),
      'insert refund',
    );
    await tx.insert(refundLines).values(
      amounts.map((l) => ({
        refundId: refund.id,
        orderItemId: l.lineId,
        quantity: l.quantity,
        amount: centavosToNumeric(l.amount),
      })),
    );
    // The history names the lines as the sale lists them: by name.
    const what = asked
      .map((l) => ({ name: items.get(l.lineId)!.name, quantity: l.quantity }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .map((l) => `${l.quantity} × ${l.name}`)
      .join(', ');
    await insertStatusEvent(tx, {
      orderId,
      changedBy: staffId,
      fromStatus: order.status,
      toStatus: order.status,
      note: null,
      detail: `Refunded ${formatPeso(centavosToPesos(amount))} (${what}): ${input.reason}`.slice(
        0,
        1000,
      ),
    });
    await publishOrderEvent(tx, 'order-status', order.userId, {
      orderId,
      orderNumber: order.orderNumber,
      status: order.status,
      at: new Date().toISOString(),
    });
    return refund.id;
  });
  return refundAnswer(db, orderId, refundId);
}

/** The same line asked twice counts once, with the quantities added. */
function mergeLines(lines: readonly { lineId: string; quantity: number }[]) {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.lineId, (merged.get(line.lineId) ?? 0) + line.quantity);
  return [...merged].map(([lineId, quantity]) => ({ lineId, quantity }));
}

/** One line's refund in a savepoint, so its refusal can be named before everything rolls back. */
async function refundLine(tx: Executor, lineId: string, quantity: number, staffId: string) {
  try {
    await inSavepoint(tx, async (sp) => {
      await sp.execute(
        sql`select shop_refund_line(${lineId}, ${quantity}, ${shopToday()}, ${staffId}, ${QUANTITY_MAX})`,
      );
    });
  } catch (error) {
    const refusal = functionRefusal(error, refundRefusals);
    if (refusal?.reason === 'too-much') throw conflict(refundTooMuch(refusal.name, refusal.left));
    if (refusal?.reason === 'full') {
      throw conflict(await stockFullMessage(tx, refusal.productId, refusal.units));
    }
    throw error;
  }
}

/** The refund as its answer shows it, with the sale after it. */
async function refundAnswer(db: Db, orderId: string, refundId: string): Promise<RefundResponse> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(sql`${refunds.id} = ${refundId}`);
  const lines = await db
    .select()
    .from(refundLines)
    .where(sql`${refundLines.refundId} = ${refundId}`);
  const names = await usernamesOf(db, row!.refundedBy ? [row!.refundedBy] : []);
  const amount = centavosToPesos(toCentavos(row!.amount));
  return {
    message: refundRecorded(amount),
    refund: {
      _id: row!.id,
      amount,
      method: row!.method,
      reason: row!.reason,
      at: row!.createdAt.toISOString(),
      by: row!.refundedBy ? (names.get(row!.refundedBy) ?? null) : null,
      lines: lines.map((l) => ({
        lineId: l.orderItemId,
        quantity: l.quantity,
        amount: centavosToPesos(toCentavos(l.amount)),
      })),
    },
    sale: await staffOrderOf(db, orderId),
  };
}
