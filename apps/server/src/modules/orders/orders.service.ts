import {
  COUNTER_MESSAGES,
  SERVER_MESSAGES,
  clearInfoRefused,
  paidRefused,
  referenceFixed,
  referenceUsed,
  type Order,
  type OrderStatus,
  type SetOrderPaidResponse,
} from '@shop/contract';
import type { Db, Executor } from '../../db/types.ts';
import type { OrderRow } from '../../db/schema/index.ts';
import { publishOrderEvent } from '../../live/hub.ts';
import { gcashReferenceOwner } from './gcash-reference.ts';
import { openShiftOf } from '../counter/shifts.repository.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { clearRecipients } from '../../notifications/outbox.ts';
import { toOrder, withDetails } from './order-views.ts';
import * as repo from './orders.repository.ts';

/** The customer's own orders, newest first. */
export async function listOwnOrders(db: Db, userId: string): Promise<Order[]> {
  return withDetails(db, await repo.listOrdersOfUser(db, userId), toOrder);
}

/**
 * Erases the customer's name, phone and address of a finished order; the order stays for
 * history and analytics. An order still being handled is refused (409): handling an order never
 * needs erasing it. One conditional update of the order's row: a status move holding the row
 * lock (status.service) commits first and is seen, and a move after it finds the order cleared
 * (final).
 */
export async function clearCustomerInfo(db: Db, orderId: string): Promise<void> {
  const result = await inTransaction(db, async (tx) => {
    const cleared = await repo.clearCustomerInfo(tx, orderId);
    // The phone the order's texts went to goes with the order's details.
    if (cleared?.cleared) await clearRecipients(tx, orderId);
    return cleared;
  });
  if (!result) throw notFound(SERVER_MESSAGES.orderNotFound);
  if (!result.cleared) throw conflict(clearInfoRefused(result.status));
}

/**
 * The customer gives the GCash reference of their own GCash order (at checkout they may not
 * have it yet). Another customer's order is not found; a cash order takes none (409); once the
 * cashier marked it paid, or it is finished or cleared, the reference they verified is fixed
 * (409); a reference another order carries is refused naming it (409). The counter's open
 * screens hear of it (order-payment).
 */
export async function setOrderReference(
  db: Db,
  orderId: string,
  userId: string,
  reference: string,
): Promise<Order> {
  return inTransaction(db, async (tx) => {
    const order = await repo.findOrder(tx, orderId, userId);
    if (!order) throw notFound(SERVER_MESSAGES.orderNotFound);
    const owner = await gcashReferenceOwner(tx, reference, orderId);
    if (owner !== null) throw conflict(referenceUsed(owner));
    const row = await repo.setGcashReference(tx, orderId, userId, reference);
    if (!row) {
      if (order.paymentMethod !== 'gcash') throw conflict(SERVER_MESSAGES.referenceNotGcash);
      throw conflict(
        referenceFixed({
          paid: order.paid,
          status: order.status,
          cleared: order.customerInfoClearedAt !== null,
        }),
      );
    }
    await publishPaymentEvent(tx, row);
    return (await withDetails(tx, [row], toOrder))[0]!;
  });
}

/** Orders nobody owes anything for: they cannot be marked paid. */
const NOTHING_OWED: readonly OrderStatus[] = ['declined', 'cancelled'];

/**
 * The cashier's paid mark: what they verified, with who and when. A declined or cancelled order
 * cannot be marked paid (409); it can be marked unpaid (a mark set before it was declined). The
 * money goes into the marking cashier's open shift, if any (its cash or GCash figures); a
 * counter sale's mark is fixed (paid at the counter, 409). The customer's open screens hear of
 * it (order-payment).
 */
export async function setOrderPaid(
  db: Db,
  orderId: string,
  paid: boolean,
  by: string,
): Promise<SetOrderPaidResponse> {
  const row = await inTransaction(db, async (tx) => {
    const order = await repo.findOrder(tx, orderId);
    if (!order) throw notFound(SERVER_MESSAGES.orderNotFound);
    if (order.channel === 'counter') throw conflict(COUNTER_MESSAGES.counterSalePaid);
    const shift = paid ? await openShiftOf(tx, by, 'share') : undefined;
    const marked = await repo.setPaid(tx, orderId, paid, by, NOTHING_OWED, shift?.id ?? null);
    if (!marked) throw conflict(paidRefused(order.status));
    await publishPaymentEvent(tx, order);
    return marked;
  });
  const names = await repo.usernamesOf(db, [by]);
  return {
    customerOrder: {
      _id: row.id,
      orderNumber: row.orderNumber,
      paid: row.paid,
      paidAt: row.paidAt?.toISOString() ?? null,
      paidBy: names.get(by) ?? null,
    },
    message: paid ? SERVER_MESSAGES.orderMarkedPaid : SERVER_MESSAGES.orderMarkedUnpaid,
  };
}

/** Tells the order's customer and the staff that its payment changed, if the change commits. */
async function publishPaymentEvent(
  tx: Executor,
  order: Pick<OrderRow, 'id' | 'orderNumber' | 'status' | 'userId'>,
): Promise<void> {
  await publishOrderEvent(tx, 'order-payment', order.userId, {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    at: new Date().toISOString(),
  });
}
