import {
  SERVER_MESSAGES,
  clearInfoRefused,
  paidRefused,
  referenceFixed,
  type Order,
  type OrderStatus,
  type SetOrderPaidResponse,
} from '@shop/contract';
import type { Db } from '../../db/types.ts';
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
 * (409).
 */
export async function setOrderReference(
  db: Db,
  orderId: string,
  userId: string,
  reference: string,
): Promise<Order> {
  const row = await repo.setGcashReference(db, orderId, userId, reference);
  if (row) return (await withDetails(db, [row], toOrder))[0]!;
  const order = await repo.findOrder(db, orderId, userId);
  if (!order) throw notFound(SERVER_MESSAGES.orderNotFound);
  if (order.paymentMethod !== 'gcash') throw conflict(SERVER_MESSAGES.referenceNotGcash);
  throw conflict(
    referenceFixed({
      paid: order.paid,
      status: order.status,
      cleared: order.customerInfoClearedAt !== null,
    }),
  );
}

/** Orders nobody owes anything for: they cannot be marked paid. */
const NOTHING_OWED: readonly OrderStatus[] = ['declined', 'cancelled'];

/**
 * The cashier's paid mark: what they verified, with who and when. A declined or cancelled order
 * cannot be marked paid (409); it can be marked unpaid (a mark set before it was declined).
 */
export async function setOrderPaid(
  db: Db,
  orderId: string,
  paid: boolean,
  by: string,
): Promise<SetOrderPaidResponse> {
  const row = await repo.setPaid(db, orderId, paid, by, NOTHING_OWED);
  if (!row) {
    const order = await repo.findOrder(db, orderId);
    if (!order) throw notFound(SERVER_MESSAGES.orderNotFound);
    throw conflict(paidRefused(order.status));
  }
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
