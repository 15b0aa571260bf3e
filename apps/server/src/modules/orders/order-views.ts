import type { Order, OrderItem, StaffStatusChange } from '@shop/contract';
import type { Executor } from '../../db/types.ts';
import type { OrderItemRow, OrderRow } from '../../db/schema/index.ts';
import { centavosToPesos, numericToPesos, toCentavos } from '../../lib/money.ts';
import * as repo from './orders.repository.ts';

/*
 * Orders as their answers show them: rows mapped to the customer's and the staff's shapes, with
 * their lines and timelines read in two queries for any number of orders.
 */

function toOrderItem(row: OrderItemRow): OrderItem {
  return {
    _id: row.id,
    product: { _id: row.productId, name: row.name, description: row.description },
    name: row.name,
    description: row.description,
    priceType: row.priceType,
    price: numericToPesos(row.unitPrice),
    unit: row.unit,
    quantity: row.quantity,
    subtotal: centavosToPesos(toCentavos(row.unitPrice) * BigInt(row.quantity)),
  };
}

/** One order of lines everywhere (checkout answer, history, queue), whatever the collation. */
const byNameThenId = (a: OrderItemRow, b: OrderItemRow) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** An order's timeline: pending at the order's time, then every change, with who made it. */
function timelineOf(row: OrderRow, events: repo.StatusEvent[]): StaffStatusChange[] {
  return [
    { status: 'pending', at: row.createdAt.toISOString(), note: null, by: null },
    ...events.map((e) => ({
      status: e.toStatus,
      at: e.changedAt.toISOString(),
      note: e.note,
      by: e.changedBy,
      // Only where the record says more for staff: plain changes keep their shape.
      ...(e.detail === null ? {} : { detail: e.detail }),
    })),
  ];
}

/** The order as staff see it: the timeline says who made each change, and who marked it paid. */
export function toStaffOrder(
  row: OrderRow,
  items: OrderItemRow[],
  events: repo.StatusEvent[],
  names: ReadonlyMap<string, string>,
) {
  const statusHistory = timelineOf(row, events);
  return {
    _id: row.id,
    orderNumber: row.orderNumber,
    status: row.status,
    note: statusHistory.at(-1)!.note,
    statusHistory,
    trackingCode: row.trackingCode,
    customerInfo: {
      name: row.customerName,
      phoneNumber: row.phoneNumber,
      address: row.address,
      pickupDate: row.pickupDate,
    },
    items: [...items]
      .sort(byNameThenId)
      .map((item) => ({ ...toOrderItem(item), refundedQuantity: item.refundedQuantity })),
    deliveryMode: row.deliveryMode,
    createdAt: row.createdAt.toISOString(),
    subtotal: numericToPesos(row.subtotal),
    deliveryFee: numericToPesos(row.deliveryFee),
    totalAmount: numericToPesos(row.totalAmount),
    deliveryZone: row.deliveryZoneName,
    paymentMethod: row.paymentMethod,
    gcashReference: row.gcashReference,
    paid: row.paid,
    paidAt: row.paidAt?.toISOString() ?? null,
    paidBy: row.paidBy === null ? null : (names.get(row.paidBy) ?? null),
    smsUpdates: row.smsUpdates,
    channel: row.channel,
    tendered: row.tendered === null ? null : numericToPesos(row.tendered),
    change:
      row.tendered === null
        ? null
        : centavosToPesos(toCentavos(row.tendered) - toCentavos(row.totalAmount)),
    refundedAmount: centavosToPesos(
      items.reduce(
        (sum, item) => sum + toCentavos(item.unitPrice) * BigInt(item.refundedQuantity),
        0n,
      ),
    ),
  };
}

/** The order as its customer sees it: never who made a change. */
export function toOrder(row: OrderRow, items: OrderItemRow[], events: repo.StatusEvent[]): Order {
  const {
    paidBy: _staff,
    channel: _channel,
    tendered: _tendered,
    change: _change,
    refundedAmount: _refunded,
    ...order
  } = toStaffOrder(row, items, events, new Map());
  return {
    ...order,
    items: order.items.map(({ refundedQuantity: _r, ...item }) => item),
    statusHistory: order.statusHistory.map(({ status, at, note }) => ({ status, at, note })),
  };
}

/** Groups rows by their order id. */
function byOrder<T extends { orderId: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(row.orderId);
    if (list) list.push(row);
    else groups.set(row.orderId, [row]);
  }
  return groups;
}

/** The orders with their lines and status changes, read in two queries for any number of orders. */
export async function withDetails<T>(
  db: Executor,
  rows: OrderRow[],
  shape: (
    row: OrderRow,
    items: OrderItemRow[],
    events: repo.StatusEvent[],
    names: ReadonlyMap<string, string>,
  ) => T,
): Promise<T[]> {
  const ids = rows.map((r) => r.id);
  const markedBy = [...new Set(rows.flatMap((r) => (r.paidBy ? [r.paidBy] : [])))];
  const [items, events, names] = await Promise.all([
    repo.listItemsOfOrders(db, ids),
    repo.listStatusEvents(db, ids),
    repo.usernamesOf(db, markedBy),
  ]);
  const itemsOf = byOrder(items);
  const eventsOf = byOrder(events);
  return rows.map((row) =>
    shape(row, itemsOf.get(row.id) ?? [], eventsOf.get(row.id) ?? [], names),
  );
}
