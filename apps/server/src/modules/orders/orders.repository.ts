import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  DONE_ORDER_STATUSES,
  STOCK_MAX,
  type DeliveryMode,
  type OrderStatus,
  type PaymentMethod,
} from '@shop/contract';
import type { Executor } from '../../db/types.ts';
import { functionRefusal } from '../../db/functions.ts';
import { jsonColumn, jsonTimestamp, oneRow } from '../../db/rows.ts';
import {
  orderItems,
  orderStatusEvents,
  orders,
  productSales,
  users,
  type OrderItemRow,
  type OrderRow,
} from '../../db/schema/index.ts';

const taken = oneRow(z.object({ taken: z.boolean() }));

/**
 * Takes stock again for an order a cashier or admin moves from declined (shop_take_stock, the
 * same conditional update the checkout takes stock with, without its sellable condition): true
 * only while enough is left and the product is still live. The row stays locked until the
 * transaction ends, so concurrent takers queue on it and never oversell.
 */
export async function takeStock(db: Executor, productId: string, quantity: number) {
  const result = await db.execute(sql`
    select id is not null as taken from shop_take_stock(${productId}, ${quantity}, null)`);
  return taken.parse(result).rows[0].taken;
}

const returned = oneRow(z.object({ returned: z.boolean() }));

/**
 * Puts stock back (a declined or cancelled order; shop_return_stock): archived products get it
 * back too. False, and nothing changed, when the stock would pass STOCK_MAX.
 */
export async function returnStock(
  db: Executor,
  productId: string,
  quantity: number,
): Promise<boolean> {
  const result = await db.execute(
    sql`select shop_return_stock(${productId}, ${quantity}, ${STOCK_MAX}) as returned`,
  );
  return returned.parse(result).rows[0].returned;
}

/** What `shop_checkout` refuses (db/functions/shop_checkout.sql), with the reason it gives. */
const checkoutRefusals = z.discriminatedUnion('reason', [
  z.object({ status: z.literal(401), reason: z.literal('session') }),
  z.object({ status: z.literal(422), reason: z.literal('idempotency-mismatch') }),
  z.object({ status: z.literal(409), reason: z.literal('date') }),
  z.object({ status: z.literal(400), reason: z.literal('cart-empty') }),
  z.object({ status: z.literal(400), reason: z.literal('total') }),
  z.object({ status: z.literal(409), reason: z.literal('unavailable'), productId: z.string() }),
  z.object({
    status: z.literal(409),
    reason: z.literal('tier'),
    priceType: z.enum(orderItems.priceType.enumValues),
    name: z.string(),
  }),
  z.object({ status: z.literal(400), reason: z.literal('zone-required') }),
  z.object({ status: z.literal(409), reason: z.literal('zone-unavailable') }),
  z.object({
    status: z.literal(409),
    reason: z.literal('day-full'),
    date: z.string(),
    deliveryMode: z.enum(orders.deliveryMode.enumValues),
  }),
  z.object({
    status: z.literal(409),
    reason: z.literal('minimum'),
    minimum: z.string(),
    subtotal: z.string(),
  }),
]);
export type CheckoutRefusal = z.output<typeof checkoutRefusals>;

/** The refusal inside a database error raised by `shop_checkout`, if it is one. */
export const checkoutRefusal = (error: unknown): CheckoutRefusal | undefined =>
  functionRefusal(error, checkoutRefusals);

/** The order as shop_checkout's JSON writes it, as the orders table's row. */
const orderJson: z.ZodType<OrderRow> = z.object({
  id: z.string(),
  orderNumber: z.number().int(),
  userId: z.string().nullable(),
  status: z.enum(orders.status.enumValues),
  customerName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  pickupDate: z.string(),
  deliveryMode: z.enum(orders.deliveryMode.enumValues),
  subtotal: z.string(),
  deliveryFee: z.string(),
  totalAmount: z.string(),
  deliveryZoneId: z.string().nullable(),
  deliveryZoneName: z.string().nullable(),
  paymentMethod: z.enum(orders.paymentMethod.enumValues),
  gcashReference: z.string().nullable(),
  paid: z.boolean(),
  paidAt: jsonTimestamp.nullable(),
  paidBy: z.string().nullable(),
  smsUpdates: z.boolean(),
  customerInfoClearedAt: jsonTimestamp.nullable(),
  idempotencyKey: z.string().nullable(),
  idempotencyFingerprint: z.string().nullable(),
  createdAt: jsonTimestamp,
});

/** An order line as shop_checkout's JSON writes it, as the order_items table's row. */
const orderItemJson: z.ZodType<OrderItemRow> = z.object({
  id: z.string(),
  orderId: z.string(),
  productId: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  priceType: z.enum(orderItems.priceType.enumValues),
  unitPrice: z.string(),
  unit: z.string().nullable(),
  quantity: z.number().int(),
});

const checkoutAnswer = oneRow(
  z.object({
    result: jsonColumn(
      z.object({ replayed: z.boolean(), order: orderJson, items: z.array(orderItemJson) }),
    ),
  }),
);

/**
 * Runs the whole checkout in the database in one call (`shop_checkout`, one transaction and one
 * round trip): the session check, the cart lock, the idempotency lookup, the conditional stock
 * updates in product id order, the order and its lines, the emptied cart. Refusals come back as
 * errors that `checkoutRefusal` reads.
 */
export async function checkoutCart(
  db: Executor,
  input: {
    userId: string;
    /** the session token's version: the call refuses (401) unless it is the user's */
    tokenVersion: number;
    idempotencyKey: string | null;
    customerName: string;
    phoneNumber: string;
    address: string | null;
    pickupDate: string;
    deliveryMode: DeliveryMode;
    /** the shop's today (shopToday): shop_sellable decides from it */
    today: string;
    maxTotal: string;
    zoneId: string | null;
    paymentMethod: PaymentMethod;
    gcashReference: string | null;
    smsUpdates: boolean;
    /** the shop's minimum order subtotal, as a numeric; null: none */
    minSubtotal: string | null;
    /** the daily limit of orders of this kind; null: none */
    dayLimit: number | null;
    /** with an Idempotency-Key, the sha256 of the checkout's details (orders.service) */
    requestHash: string | null;
    /** the date rules refuse the pickup date: only a retry of an order already made goes through */
    dateRefused: boolean;
  },
): Promise<{ replayed: boolean; order: OrderRow; items: OrderItemRow[] }> {
  const result = await db.execute(sql`
    select shop_checkout(${input.userId}, ${input.tokenVersion}, ${input.idempotencyKey}, ${input.customerName},
      ${input.phoneNumber}, ${input.address}, ${input.pickupDate}, ${input.deliveryMode},
      ${input.today}, ${input.maxTotal}, ${input.zoneId}, ${input.paymentMethod},
      ${input.gcashReference}, ${input.smsUpdates}, ${input.minSubtotal}, ${input.dayLimit},
      ${input.requestHash}, ${input.dateRefused}) as result`);
  return checkoutAnswer.parse(result).rows[0].result;
}

/** A customer's orders, newest first. */
export async function listOrdersOfUser(db: Executor, userId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
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
): Promise<OrderRow[]> {
  const direction = order === 'to-handle' ? asc : desc;
  return db
    .select()
    .from(orders)
    .where(and(isNull(orders.customerInfoClearedAt), inArray(orders.status, [...statuses])))
    .orderBy(direction(orders.pickupDate), direction(orders.createdAt), direction(orders.id));
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

/** Sets the GCash reference of the customer's own order; undefined when it is not theirs. */
export async function setGcashReference(
  db: Executor,
  id: string,
  userId: string,
  reference: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ gcashReference: reference })
    .where(and(eq(orders.id, id), eq(orders.userId, userId), eq(orders.paymentMethod, 'gcash')))
    .returning();
  return row;
}

/** The cashier's paid mark, with who set it and when; undefined for an unknown order. */
export async function setPaid(
  db: Executor,
  id: string,
  paid: boolean,
  by: string,
): Promise<Pick<OrderRow, 'id' | 'orderNumber' | 'paid' | 'paidAt' | 'paidBy'> | undefined> {
  const [row] = await db
    .update(orders)
    .set({ paid, paidAt: sql`now()`, paidBy: by })
    .where(eq(orders.id, id))
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
 * Locks the order until the transaction ends: status changes on it run one at a time. With
 * `ownerId`, only that customer's order is found.
 */
export async function lockOrder(db: Executor, id: string, ownerId?: string) {
  const where: SQL[] = [eq(orders.id, id)];
  if (ownerId) where.push(eq(orders.userId, ownerId));
  const [row] = await db
    .select({
      id: orders.id,
      status: orders.status,
      orderNumber: orders.orderNumber,
      userId: orders.userId,
    })
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

/** Units per product in an order, in product id order (the order stock rows are locked in). */
export async function orderQuantitiesByProduct(db: Executor, orderId: string) {
  const rows = await db
    .select({
      productId: orderItems.productId,
      name: sql<string>`min(${orderItems.name})`,
      quantity: sql<string | number>`sum(${orderItems.quantity})`,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .groupBy(orderItems.productId)
    .orderBy(asc(orderItems.productId));
  return rows.map((r) => ({ ...r, quantity: Number(r.quantity) }));
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

/**
 * Adds (sign 1) or removes (sign -1) an order's lines in the sales totals (orders approved,
 * ready or completed), inside the status change's transaction. Rows are written in product
 * order, like the stock rows.
 */
export async function recordSales(db: Executor, orderId: string, sign: 1 | -1): Promise<void> {
  const lines = sql`
    select ${orderItems.productId} as product_id, ${orderItems.category} as category,
           sum(${orderItems.quantity}) as units, sum(${orderItems.unitPrice} * ${orderItems.quantity}) as revenue
    from ${orderItems}
    where ${orderItems.orderId} = ${orderId}
    group by ${orderItems.productId}, ${orderItems.category}
    order by ${orderItems.productId}, ${orderItems.category}`;
  if (sign === 1) {
    await db.execute(sql`
      insert into ${productSales} (product_id, category, units_sold, revenue)
      select product_id, category, units, revenue from (${lines}) l
      on conflict (product_id, category) do update
        set units_sold = ${productSales.unitsSold} + excluded.units_sold,
            revenue = ${productSales.revenue} + excluded.revenue`);
  } else {
    // A sold order's lines were added when it was approved, so every row is there.
    await db.execute(sql`
      update ${productSales}
        set units_sold = ${productSales.unitsSold} - l.units,
            revenue = ${productSales.revenue} - l.revenue
      from (${lines}) l
      where ${productSales.productId} = l.product_id and ${productSales.category} = l.category`);
  }
}
