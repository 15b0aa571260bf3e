import {
  DONE_ORDER_STATUSES,
  OPEN_ORDER_STATUSES,
  type CustomerQueueEntry,
  type OrderStatus,
  type QueueFilter,
} from '@shop/contract';
import type { Db } from '../../db/types.ts';
import { toStaffOrder, withDetails } from './order-views.ts';
import * as repo from './orders.repository.ts';

/** The statuses each queue filter shows, and in which order. */
function queueSelection(filter: QueueFilter) {
  if (filter === 'open') return { statuses: OPEN_ORDER_STATUSES, order: 'to-handle' } as const;
  if (filter === 'done') return { statuses: DONE_ORDER_STATUSES, order: 'finished' } as const;
  const finished = (DONE_ORDER_STATUSES as readonly OrderStatus[]).includes(filter);
  return { statuses: [filter], order: finished ? 'finished' : 'to-handle' } as const;
}

/** The cashier queue: orders of one filter whose customer info is still there, in the spec's shape. */
export async function listCustomerQueue(
  db: Db,
  filter: QueueFilter,
): Promise<CustomerQueueEntry[]> {
  const { statuses, order } = queueSelection(filter);
  const orders = await withDetails(db, await repo.listQueue(db, statuses, order), toStaffOrder);
  return orders.map(toQueueEntry);
}

/** A staff order in the queue's shape: the spec's shape keeps the lines under orderId. */
export function toQueueEntry({ items, ...o }: ReturnType<typeof toStaffOrder>): CustomerQueueEntry {
  return { ...o, orderId: { _id: o._id, items, totalAmount: o.totalAmount } };
}
