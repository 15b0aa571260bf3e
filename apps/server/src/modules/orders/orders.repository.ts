import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { z } from 'zod';
import { DONE_ORDER_STATUSES, type OrderStatus } from '@shop/contract';
import { oneRow } from '../../db/rows.ts';
import type { Executor } from '../../db/types.ts';
import {
  deliveryZones,
  orderItems,
  orderStatusEvents,
  orders,
  shifts,
  users,
  type OrderItemRow,
  type OrderRow,
} from '../../db/schema/index.ts';

/** A customer's orders, newest first. */
export async function listOrdersOfUser(db: Executor, userId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** What narrows the queue besides its statuses: one pickup day, a search. */
export interface QueueNarrowing {
  pickupDate?: string;
  /** An order number ("1042", "#1042"), or part of the customer's name or phone number. */
  search?: string;
  /** Only the orders whose money went into this shift. */
  shiftId?: string;
}

/** Characters LIKE reads as wildcards, escaped so a search means them literally. */
const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchCondition(search: string): SQL {
  const number = /^#?\s*(\d{1,9})$/.exec(search);
  const conditions: SQL[] = [sql`${orders.customerName} ilike ${`%${likeLiteral(search)}%`}`];
  if (number) conditions.push(eq(orders.orderNumber, Number(number[1])));
  // A phone is matched on its digits, however it was typed ("0917 555 1234", "0917-555-1234").
  const digits = search.replace(/\D/g, '');
  if (digits.length >= 3) {
    conditions.push(
      sql`regexp_replace(${orders.phoneNumber}, '[^0-9]', '', 'g') like ${`%${digits}%`}`,
    );
  }
  return or(...conditions)!;
}

/**
 * The cashier queue: orders of the given statuses whose customer info is still there. Orders
 * still to handle come by pickup date, then order time (the counter's working order); finished
 * ones newest pickup first. orders_queue_idx serves both.
 */
export async function listQueue(
  db: Executor,
  statuses: readonly OrderStatus[],
  order: 'to-handle' | 'finished',
  narrowing: QueueNarrowing = {},
): Promise<OrderRow[]> {
  const direction = order === 'to-handle' ? asc : desc;
  const where: SQL[] = [
    isNull(orders.customerInfoClearedAt),
    inArray(orders.status, [...statuses]),
  ];
  if (narrowing.pickupDate) where.push(eq(orders.pickupDate, narrowing.pickupDate));
  if (narrowing.search) where.push(searchCondition(narrowing.search));
  if (narrowing.shiftId) where.push(eq(orders.shiftId, narrowing.shiftId));
  return db
    .select()
    .from(orders)
    .where(and(...where))
    .orderBy(direction(orders.pickupDate), direction(orders.createdAt), direction(orders.id));
}

/**
 * Whose shift this is (its cashier's id; null once that account is deleted), or undefined when
 * there is no such shift.
 */
export async function shiftOwnerOf(
  db: Executor,
  shiftId: string,
): Promise<{ cashierId: string | null } | undefined> {
  const [row] = await db
    .select({ cashierId: shifts.cashierId })
    .from(shifts)
    .where(eq(shifts.id, shiftId));
  return row;
}

/** The staff members' names by id (who marked orders paid). */
export async function usernamesOf(db: Executor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.username]));
}

/**
 * Sets the GCash reference of the customer's own GCash order while it is still open, not marked
 * paid and not cleared (one conditional update: a paid mark or a move committed first wins);
 * undefined when it is not theirs or its reference is fixed.
 */
export async function setGcashReference(
  db: Executor,
  id: string,
  userId: string,
  reference: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ gcashReference: reference })
    .where(
      and(
        eq(orders.id, id),
        eq(orders.userId, userId),
        eq(orders.paymentMethod, 'gcash'),
        eq(orders.paid, false),
        notInArray(orders.status, [...DONE_ORDER_STATUSES]),
        isNull(orders.customerInfoClearedAt),
      ),
    )
    .returning();
  return row;
}

/**
 * The cashier's paid mark, with who set it and when, and the shift the money went into (null
 * when unmarked, or marked outside a shift); undefined for an unknown order, and for
 * marking paid an order in one of `unpaidStatuses` (one conditional update: a decline committed
 * first wins).
 */
export async function setPaid(
  db: Executor,
  id: string,
  paid: boolean,
  by: string,
  unpaidStatuses: readonly OrderStatus[],
  shiftId: string | null,
): Promise<Pick<OrderRow, 'id' | 'orderNumber' | 'paid' | 'paidAt' | 'paidBy'> | undefined> {
  const where: SQL[] = [eq(orders.id, id)];
  if (paid) where.push(notInArray(orders.status, [...unpaidStatuses]));
  const [row] = await db
    .update(orders)
    .set({ paid, paidAt: sql`now()`, paidBy: by, shiftId })
    .where(and(...where))
    .returning({
      id: orders.id,
      orderNumber: orders.orderNumber,
      paid: orders.paid,
      paidAt: orders.paidAt,
      paidBy: orders.paidBy,
    });
  return row;
}

/** One status change as the timelines show it, with the name of the staff member who made it. */
export interface StatusEvent {
  orderId: string;
  toStatus: OrderStatus;
  note: string | null;
  detail: string | null;
  changedAt: Date;
  changedBy: string | null;
}

/** The status changes of the given orders, in the order they took effect. */
export async function listStatusEvents(db: Executor, orderIds: string[]): Promise<StatusEvent[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({
      orderId: orderStatusEvents.orderId,
      toStatus: orderStatusEvents.toStatus,
      note: orderStatusEvents.note,
      detail: orderStatusEvents.detail,
      changedAt: orderStatusEvents.changedAt,
      changedBy: users.username,
    })
    .from(orderStatusEvents)
    .leftJoin(users, eq(users.id, orderStatusEvents.changedBy))
    .where(inArray(orderStatusEvents.orderId, orderIds))
    .orderBy(asc(orderStatusEvents.changedAt), asc(orderStatusEvents.id));
  return rows.map((row) => ({ ...row, toStatus: row.toStatus as OrderStatus }));
}

export async function listItemsOfOrders(db: Executor, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds));
}

/**
 * Locks the order until the transaction ends: its changes (status moves, Clear Customer Info's
 * conditional update, a corrected area) run one at a time, and each sees what the one before it
 * committed. With `ownerId`, only that customer's order is found.
 */
export async function lockOrder(
  db: Executor,
  id: string,
  ownerId?: string,
): Promise<OrderRow | undefined> {
  const where: SQL[] = [eq(orders.id, id)];
  if (ownerId) where.push(eq(orders.userId, ownerId));
  const [row] = await db
    .select()
    .from(orders)
    .where(and(...where))
    .for('update');
  return row;
}

/** The note of the order's latest status change (null when it had none, or there was none). */
export async function latestNote(db: Executor, orderId: string): Promise<string | null> {
  const [row] = await db
    .select({ note: orderStatusEvents.note })
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.orderId, orderId))
    .orderBy(desc(orderStatusEvents.changedAt), desc(orderStatusEvents.id))
    .limit(1);
  return row?.note ?? null;
}

export async function findOrder(
  db: Executor,
  id: string,
  ownerId?: string,
): Promise<OrderRow | undefined> {
  const where: SQL[] = [eq(orders.id, id)];
  if (ownerId) where.push(eq(orders.userId, ownerId));
  const [row] = await db
    .select()
    .from(orders)
    .where(and(...where));
  return row;
}

export async function setOrderStatus(db: Executor, id: string, status: OrderStatus) {
  await db.update(orders).set({ status }).where(eq(orders.id, id));
}

export async function insertStatusEvent(
  db: Executor,
  event: {
    orderId: string;
    changedBy: string;
    fromStatus: OrderStatus;
    toStatus: OrderStatus;
    note: string | null;
    detail?: string | null;
  },
) {
  // now() is the transaction's start; a change that waited for the order lock happened later,
  // and the log must list changes in the order they took effect.
  await db.insert(orderStatusEvents).values({ ...event, changedAt: sql`clock_timestamp()` });
}

/**
 * Erases name, phone and address of a finished order (completed, declined, cancelled). Answers
 * the order's status when it was cleared, `open` with the status when the order is still being
 * handled, and undefined when it is unknown or already cleared.
 */
export async function clearCustomerInfo(
  db: Executor,
  id: string,
): Promise<{ cleared: boolean; status: OrderStatus } | undefined> {
  const rows = await db
    .update(orders)
    .set({
      customerName: null,
      phoneNumber: null,
      address: null,
      // The fingerprint hashes the details too: it goes with them (a retry is refused now).
      idempotencyFingerprint: null,
      // The public tracking link stops working with it (issue 29).
      trackingCode: null,
      customerInfoClearedAt: sql`now()`,
    })
    .where(
      and(
        eq(orders.id, id),
        isNull(orders.customerInfoClearedAt),
        inArray(orders.status, [...DONE_ORDER_STATUSES]),
      ),
    )
    .returning({ status: orders.status });
  if (rows[0]) return { cleared: true, status: rows[0].status };
  const [order] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, id), isNull(orders.customerInfoClearedAt)));
  return order && { cleared: false, status: order.status };
}

const fullRow = oneRow(z.object({ full: z.boolean() }));

/**
 * Whether the day and kind of order is fully booked under the shop's daily limit (null: none),
 * counted by shop_day_full under its lock on that day and kind, held to the end of the
 * transaction: a re-approval and the day's checkouts never pass the limit unseen.
 */
export async function dayFull(
  db: Executor,
  pickupDate: string,
  deliveryMode: string,
  limit: number | null,
): Promise<boolean> {
  if (limit === null) return false;
  const result = await db.execute(
    sql`select shop_day_full(${pickupDate}::date, ${deliveryMode}, ${limit}::integer) as full`,
  );
  return fullRow.parse(result).rows[0].full;
}

/**
 * Puts a delivery order in the area and charges the area's fee for its subtotal
 * (shop_delivery_fee, the rule checkout charges); undefined when the area is not active.
 */
export async function setDeliveryZone(
  db: Executor,
  id: string,
  zoneId: string,
): Promise<OrderRow | undefined> {
  const fee = sql`shop_delivery_fee(${deliveryZones.fee}, ${deliveryZones.freeFrom}, ${orders.subtotal})`;
  const [row] = await db
    .update(orders)
    .set({
      deliveryZoneId: sql`${deliveryZones.id}`,
      deliveryZoneName: sql`${deliveryZones.name}`,
      deliveryFee: fee,
      totalAmount: sql`${orders.subtotal} + ${fee}`,
    })
    .from(deliveryZones)
    .where(and(eq(orders.id, id), eq(deliveryZones.id, zoneId), eq(deliveryZones.active, true)))
    .returning(getTableColumns(orders));
  return row;
}
