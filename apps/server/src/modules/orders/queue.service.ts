import {
  COUNTER_MESSAGES,
  DONE_ORDER_STATUSES,
  OPEN_ORDER_STATUSES,
  SERVER_MESSAGES,
  shopToday,
  type CustomerQueueEntry,
  type OrderStatus,
  type QueueFilter,
  type Role,
} from '@shop/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Executor } from '../../db/types.ts';
import { jsonColumn, jsonTimestamp } from '../../db/rows.ts';
import { orders as ordersTable } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import {
  allocationRow,
  allocationsByLine,
  allocationsOf,
  type Allocation,
} from '../stock/stock.repository.ts';
import { orderItemJson, orderJson } from './checkout.repository.ts';
import { toStaffOrder, withDetails } from './order-views.ts';
import * as repo from './orders.repository.ts';

/** The statuses each queue filter shows, and in which order. */
function queueSelection(filter: QueueFilter) {
  if (filter === 'open') return { statuses: OPEN_ORDER_STATUSES, order: 'to-handle' } as const;
  // Today's pickups and deliveries still to handle, by the time they were placed.
  if (filter === 'today') {
    return { statuses: OPEN_ORDER_STATUSES, order: 'to-handle', pickupDate: shopToday() } as const;
  }
  if (filter === 'done') return { statuses: DONE_ORDER_STATUSES, order: 'finished' } as const;
  const finished = (DONE_ORDER_STATUSES as readonly OrderStatus[]).includes(filter);
  return { statuses: [filter], order: finished ? 'finished' : 'to-handle' } as const;
}

/**
 * The cashier queue: orders of one filter whose customer info is still there, in the spec's shape,
 * narrowed by a search (an order number, part of a name or phone) when there is one, and to one
 * shift's orders when asked: a cashier's own shift only (another's is 404, as closing it), the
 * admin's any.
 */
export async function listCustomerQueue(
  db: Db,
  viewer: { id: string; role: Role },
  filter: QueueFilter,
  narrowing: { search?: string; shiftId?: string } = {},
): Promise<CustomerQueueEntry[]> {
  const { search, shiftId } = narrowing;
  if (shiftId !== undefined) {
    const owner = await repo.shiftOwnerOf(db, shiftId);
    if (!owner || (viewer.role !== 'admin' && owner.cashierId !== viewer.id)) {
      throw notFound(COUNTER_MESSAGES.shiftNotFound);
    }
  }
  const selection = queueSelection(filter);
  const rows = await repo.listQueue(db, selection.statuses, selection.order, {
    pickupDate: 'pickupDate' in selection ? selection.pickupDate : undefined,
    search,
    shiftId,
  });
  const orders = await withDetails(db, rows, toStaffOrder);
  return toQueueEntries(db, orders);
}

/**
 * Staff orders in the queue's shape: the spec's shape keeps the lines under orderId, each with
 * the lots it took (first expired first out), read for all the orders at once.
 */
export async function toQueueEntries(
  db: Executor,
  orders: readonly ReturnType<typeof toStaffOrder>[],
): Promise<CustomerQueueEntry[]> {
  const lots = await allocationsOf(
    db,
    orders.flatMap((o) => o.items.map((i) => i._id)),
  );
  return orders.map((order) => queueEntryOf(order, lots));
}

function queueEntryOf(
  { items, ...o }: ReturnType<typeof toStaffOrder>,
  lots: ReadonlyMap<string, Allocation[]>,
): CustomerQueueEntry {
  return {
    ...o,
    orderId: {
      _id: o._id,
      items: items.map((i) => ({ ...i, lots: lots.get(i._id) ?? [] })),
      totalAmount: o.totalAmount,
    },
  };
}

/** One order's pieces as shop_staff_order_json writes them. */
export const staffOrderJson = jsonColumn(
  z.object({
    order: orderJson,
    items: z.array(orderItemJson),
    events: z.array(
      z.object({
        orderId: z.string(),
        toStatus: z.enum(ordersTable.status.enumValues),
        note: z.string().nullable(),
        detail: z.string().nullable(),
        changedAt: jsonTimestamp,
        changedBy: z.string().nullable(),
      }),
    ),
    paidBy: z.string().nullable(),
    lots: z.array(allocationRow),
  }),
);

/**
 * One order in the queue's shape from shop_staff_order_json's pieces, through the queue's own
 * mapping (toStaffOrder, queueEntryOf): a single order's answer (a counter sale, a refund) reads
 * it in one query, or in the sale's own call.
 */
export function staffOrderFromJson({
  order,
  items,
  events,
  paidBy,
  lots,
}: z.output<typeof staffOrderJson>): CustomerQueueEntry {
  const names = new Map(order.paidBy !== null && paidBy !== null ? [[order.paidBy, paidBy]] : []);
  return queueEntryOf(toStaffOrder(order, items, events, names), allocationsByLine(lots));
}

/** One order in the queue's shape, whatever its status (a counter sale's answer); 404 when unknown. */
export async function staffOrderOf(db: Executor, orderId: string): Promise<CustomerQueueEntry> {
  const { rows } = z
    .object({ rows: z.array(z.object({ sale: staffOrderJson })) })
    .parse(
      await db.execute(
        sql`select shop_staff_order_json(o) as sale from orders o where o.id = ${orderId}`,
      ),
    );
  if (!rows[0]) throw notFound(SERVER_MESSAGES.orderNotFound);
  return staffOrderFromJson(rows[0].sale);
}
