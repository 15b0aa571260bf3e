import {
  CANCELLABLE_ORDER_STATUSES,
  SERVER_MESSAGES,
  STAFF_MOVES,
  orderHoldsStock,
  statusMoveRefused,
  type Order,
  type OrderStatus,
  type SetOrderStatusResponse,
  type SettableOrderStatus,
} from '@shop/contract';
import type { Db, Executor } from '../../db/types.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { publishOrderEvent } from '../../live/hub.ts';
import { enqueueOrderMessages, type Channels } from '../../notifications/outbox.ts';
import { recordSales } from '../analytics/analytics.repository.ts';
import { giveBackStock, takeStockAgain } from '../products/stock.service.ts';
import { toOrder, withDetails } from './order-views.ts';
import * as repo from './orders.repository.ts';

/** The sales analytics count orders from their approval on (approved, ready, completed). */
const countsAsSold = (status: OrderStatus) =>
  status === 'approved' || status === 'ready' || status === 'completed';

/** What else a status change sets off: the messages to the customer, through these channels. */
interface OrderEffects {
  channels: Channels;
}

/**
 * Moves a locked order from one status to another: stock goes back when the order stops
 * holding it (orderHoldsStock, the contract's copy of shop_order_holds_stock; 409 when that
 * would pass STOCK_MAX) and is taken again (409 when it is gone) when it holds it once more; the
 * sales totals follow the order in and out of the sold statuses; the change is recorded with its
 * note. Which moves are allowed is the caller's rule (STAFF_MOVES, CANCELLABLE_ORDER_STATUSES).
 */
async function moveOrder(
  tx: Executor,
  order: { id: string; status: OrderStatus; orderNumber: number; userId: string | null },
  to: OrderStatus,
  change: { by: string; note: string | null },
  effects: OrderEffects,
): Promise<void> {
  if (orderHoldsStock(order.status) !== orderHoldsStock(to)) {
    const lines = await repo.orderQuantitiesByProduct(tx, order.id);
    await (orderHoldsStock(to) ? takeStockAgain(tx, lines) : giveBackStock(tx, lines));
  }
  if (countsAsSold(order.status) !== countsAsSold(to)) {
    await recordSales(tx, order.id, countsAsSold(to) ? 1 : -1);
  }
  await repo.setOrderStatus(tx, order.id, to);
  await repo.insertStatusEvent(tx, {
    orderId: order.id,
    changedBy: change.by,
    fromStatus: order.status,
    toStatus: to,
    note: change.note,
  });
  // Both in this transaction: told if and only if the change commits.
  await enqueueOrderMessages(tx, order.id, to, change.note, effects.channels);
  await publishOrderEvent(tx, 'order-status', order.userId, {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: to,
    at: new Date().toISOString(),
  });
}

const STATUS_MESSAGES: Record<SettableOrderStatus, string> = {
  approved: SERVER_MESSAGES.orderApproved,
  declined: SERVER_MESSAGES.orderDeclined,
  ready: SERVER_MESSAGES.orderReady,
  completed: SERVER_MESSAGES.orderCompleted,
};

/**
 * A cashier or admin moves an order on, as STAFF_MOVES allows; any other move is 409 naming
 * both statuses. The order row is locked first, so parallel calls move stock once per real
 * change; setting the status an order already has changes nothing (its note included) and is
 * answered like a success.
 */
export async function setOrderStatus(
  db: Db,
  orderId: string,
  input: { status: SettableOrderStatus; note?: string | null },
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
      if (!STAFF_MOVES[order.status].includes(input.status)) {
        throw conflict(statusMoveRefused(order.status, input.status));
      }
      note = input.note ?? null;
      await moveOrder(tx, order, input.status, { by: changedBy, note }, effects);
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
      if (!CANCELLABLE_ORDER_STATUSES.includes(order.status)) {
        throw conflict(statusMoveRefused(order.status, 'cancelled'));
      }
      await moveOrder(tx, order, 'cancelled', { by: userId, note: null }, effects);
    }
    const row = (await repo.findOrder(tx, orderId))!;
    return (await withDetails(tx, [row], toOrder))[0]!;
  });
}
