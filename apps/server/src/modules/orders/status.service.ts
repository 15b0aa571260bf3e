import {
  CANCELLABLE_ORDER_STATUSES,
  CLEARED_ORDER_FINAL,
  SERVER_MESSAGES,
  STAFF_MOVES,
  approvedOverLimit,
  orderHoldsStock,
  reapprovalDayFull,
  statusMoveRefused,
  type Order,
  type OrderStatus,
  type SetOrderStatusResponse,
  type SettableOrderStatus,
} from '@shop/contract';
import type { Db, Executor } from '../../db/types.ts';
import type { OrderRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { publishOrderEvent } from '../../live/hub.ts';
import { enqueueOrderMessages, type Channels } from '../../notifications/outbox.ts';
import { recordSales } from '../analytics/analytics.repository.ts';
import { giveBackStock, takeStockAgain } from '../products/stock.service.ts';
import { dayLimit, readShopSettings } from '../shop/settings.service.ts';
import { toOrder, withDetails } from './order-views.ts';
import * as repo from './orders.repository.ts';

/** The sales analytics count orders from their approval on (approved, ready, completed). */
export const countsAsSold = (status: OrderStatus) =>
  status === 'approved' || status === 'ready' || status === 'completed';

/** What else a status change sets off: the messages to the customer, through these channels. */
export interface OrderEffects {
  channels: Channels;
}

/** The order as a change to it needs it: which order, whose, where it stands. */
type LockedOrder = Pick<OrderRow, 'id' | 'status' | 'orderNumber' | 'userId'>;

/**
 * Tells the customer about a change to their order, the one way every change does: a text
 * and an email through the outbox (for the statuses they are told about) and a live event.
 * Both in the caller's transaction: told if and only if the change commits. A `correction` (a
 * change the shop made, not a move) is news in any status, a pending one included.
 */
export async function tellCustomer(
  tx: Executor,
  order: LockedOrder,
  status: OrderStatus,
  note: string | null,
  effects: OrderEffects,
  correction = false,
): Promise<void> {
  await enqueueOrderMessages(tx, order.id, status, note, effects.channels, correction);
  await publishOrderEvent(tx, 'order-status', order.userId, {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status,
    at: new Date().toISOString(),
  });
}

/**
 * Moves a locked order from one status to another: stock goes back when the order stops
 * holding it, into the lots it came from (orderHoldsStock, the contract's copy of
 * shop_order_holds_stock; 409 when a lot would pass QUANTITY_MAX) and is taken again (409 when it is gone) when it holds it once more; the
 * sales totals follow the order in and out of the sold statuses; the change is recorded with its
 * note. Which moves are allowed is the caller's rule (STAFF_MOVES, CANCELLABLE_ORDER_STATUSES).
 */
async function moveOrder(
  tx: Executor,
  order: LockedOrder,
  to: OrderStatus,
  change: { by: string; note: string | null; detail?: string | null },
  effects: OrderEffects,
): Promise<void> {
  // The sales totals read the cost from the lots the order took: out before its stock goes
  // back, in after it is taken (shop_record_sales).
  const sold = countsAsSold(order.status) !== countsAsSold(to);
  if (sold && !countsAsSold(to)) await recordSales(tx, order.id, -1);
  if (orderHoldsStock(order.status) !== orderHoldsStock(to)) {
    await (orderHoldsStock(to)
      ? takeStockAgain(tx, order.id, change.by)
      : giveBackStock(tx, order.id, change.by));
  }
  if (sold && countsAsSold(to)) await recordSales(tx, order.id, 1);
  await repo.setOrderStatus(tx, order.id, to);
  await repo.insertStatusEvent(tx, {
    orderId: order.id,
    changedBy: change.by,
    fromStatus: order.status,
    toStatus: to,
    note: change.note,
    detail: change.detail ?? null,
  });
  await tellCustomer(tx, order, to, change.note, effects);
}

/**
 * An order that holds stock again (a declined order approved again) takes a place on its day
 * once more: a day already fully booked under the shop's daily limit is refused (409) unless
 * staff override it, which the history records (the answer: what it records, or null). The
 * count runs under shop_day_full's lock on the day, so concurrent checkouts see this order.
 */
async function bookDayAgain(
  tx: Executor,
  order: Pick<OrderRow, 'status' | 'pickupDate' | 'deliveryMode'>,
  to: OrderStatus,
  override: boolean,
): Promise<string | null> {
  if (orderHoldsStock(order.status) || !orderHoldsStock(to)) return null;
  const limit = dayLimit(await readShopSettings(tx), order.deliveryMode);
  if (!(await repo.dayFull(tx, order.pickupDate, order.deliveryMode, limit))) return null;
  if (!override) throw conflict(reapprovalDayFull(order.deliveryMode, order.pickupDate));
  return approvedOverLimit(order.deliveryMode, order.pickupDate);
}

const STATUS_MESSAGES: Record<SettableOrderStatus, string> = {
  approved: SERVER_MESSAGES.orderApproved,
  declined: SERVER_MESSAGES.orderDeclined,
  ready: SERVER_MESSAGES.orderReady,
  completed: SERVER_MESSAGES.orderCompleted,
};

/**
 * A cashier or admin moves an order on, as STAFF_MOVES allows; any other move is 409 naming
 * both statuses, and so is any move of a cleared order (final: it has no customer to serve).
 * The order row is locked first, so parallel calls move stock once per real change and a
 * concurrent Clear Customer Info (a conditional update of the same row) is seen either way;
 * setting the status an order already has changes nothing (its note included) and is answered
 * like a success. Approving a declined order books its day again (bookDayAgain).
 */
export async function setOrderStatus(
  db: Db,
  orderId: string,
  input: { status: SettableOrderStatus; note?: string | null; override?: boolean },
  changedBy: string,
  effects: OrderEffects,
): Promise<SetOrderStatusResponse> {
  return inTransaction(db, async (tx) => {
    const order = await repo.lockOrder(tx, orderId);
    if (!order) throw notFound(SERVER_MESSAGES.orderNotFound);
    let note: string | null;
    if (order.status === input.status) {
      note = await repo.latestNote(tx, orderId);
    } else {
      if (order.customerInfoClearedAt) throw conflict(CLEARED_ORDER_FINAL);
      if (!STAFF_MOVES[order.status].includes(input.status)) {
        throw conflict(statusMoveRefused(order.status, input.status));
      }
      note = input.note ?? null;
      const detail = await bookDayAgain(tx, order, input.status, input.override === true);
      await moveOrder(tx, order, input.status, { by: changedBy, note, detail }, effects);
    }
    return {
      customerOrder: { _id: orderId, orderNumber: order.orderNumber, status: input.status, note },
      message: STATUS_MESSAGES[input.status],
    };
  });
}

/**
 * The customer cancels their own order while it is pending; its stock goes back. Another
 * customer's order is not found; cancelling a cancelled order changes nothing.
 */
export async function cancelOrder(
  db: Db,
  orderId: string,
  userId: string,
  effects: OrderEffects,
): Promise<Order> {
  return inTransaction(db, async (tx) => {
    const order = await repo.lockOrder(tx, orderId, userId);
    if (!order) throw notFound(SERVER_MESSAGES.orderNotFound);
    if (order.status !== 'cancelled') {
      if (order.customerInfoClearedAt) throw conflict(CLEARED_ORDER_FINAL);
      if (!CANCELLABLE_ORDER_STATUSES.includes(order.status)) {
        throw conflict(statusMoveRefused(order.status, 'cancelled'));
      }
      await moveOrder(tx, order, 'cancelled', { by: userId, note: null }, effects);
    }
    const row = (await repo.findOrder(tx, orderId))!;
    return (await withDetails(tx, [row], toOrder))[0]!;
  });
}
