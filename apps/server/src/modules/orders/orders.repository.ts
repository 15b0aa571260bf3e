import { and, asc, desc, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { DeliveryMode, OrderStatus, PriceType } from '@shop/contract';
import type { Executor } from '../../db/client.ts';
import { functionRefusal } from '../../db/transaction.ts';
import {
  orderItems,
  orderStatusEvents,
  orders,
  productSales,
  products,
  type OrderItemRow,
  type OrderRow,
} from '../../db/schema/index.ts';

export async function findOrderByIdempotencyKey(
  db: Executor,
  userId: string,
  key: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row;
}

/**
 * Takes stock in one conditional statement: it succeeds only while enough is left and the
 * product is still live (and, for customers, still sellable). The row stays locked until the
 * transaction ends, so concurrent takers queue here and never oversell.
 */
export async function takeStock(
  db: Executor,
  productId: string,
  quantity: number,
  options: { expiringAfter?: string } = {},
) {
  const conditions = [
    eq(products.id, productId),
    gte(products.stock, quantity),
    isNull(products.archivedAt),
  ];
  if (options.expiringAfter) {
    conditions.push(gt(products.expirationDate, options.expiringAfter));
  }
  const [row] = await db
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(and(...conditions))
    .returning({
      id: products.id,
      name: products.name,
      description: products.description,
      category: products.category,
      price: products.price,
      halfPrice: products.halfPrice,
      retailPrice: products.retailPrice,
    });
  return row;
}

/** Puts stock back (a declined order); archived products get it back too, for honest counts. */
export async function returnStock(db: Executor, productId: string, quantity: number) {
  await db
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(eq(products.id, productId));
}

/** What `shop_checkout` refused, with the reason it gave (migration 0002). */
export type CheckoutRefusal =
  | { status: 401; reason: 'session' }
  | { status: 400; reason: 'cart-empty' | 'total' }
  | { status: 409; reason: 'unavailable'; productId: string }
  | { status: 409; reason: 'tier'; priceType: PriceType; name: string };

/** The refusal inside a database error raised by `shop_checkout`, if it is one. */
export function checkoutRefusal(error: unknown): CheckoutRefusal | undefined {
  const refusal = functionRefusal(error);
  return refusal && [400, 401, 409].includes(refusal.status)
    ? (refusal as unknown as CheckoutRefusal)
    : undefined;
}

interface CheckoutJson {
  replayed: boolean;
  order: Omit<OrderRow, 'createdAt' | 'customerInfoClearedAt'> & {
    createdAt: string;
    customerInfoClearedAt: string | null;
  };
  items: OrderItemRow[];
}

/**
 * Runs the whole checkout in the database in one call (`shop_checkout`, one transaction and one
 * round trip): the session check, the cart lock, the idempotency lookup, the conditional stock updates in product
 * id order, the order and its lines, the emptied cart. Refusals come back as errors that
 * `checkoutRefusal` reads.
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
    address: string;
    pickupDate: string;
    deliveryMode: DeliveryMode;
    sellableAfter: string;
    maxTotal: string;
  },
): Promise<{ replayed: boolean; order: OrderRow; items: OrderItemRow[] }> {
  // Both drivers answer with { rows }; Drizzle's shared type leaves it unknown.
  const result = (await db.execute(sql`
    select shop_checkout(${input.userId}, ${input.tokenVersion}, ${input.idempotencyKey}, ${input.customerName},
      ${input.phoneNumber}, ${input.address}, ${input.pickupDate}, ${input.deliveryMode},
      ${input.sellableAfter}, ${input.maxTotal}) as result`)) as unknown as {
    rows: { result: CheckoutJson | string }[];
  };
  const raw = result.rows[0]!.result;
  const json: CheckoutJson = typeof raw === 'string' ? JSON.parse(raw) : raw;
  const { createdAt, customerInfoClearedAt, ...order } = json.order;
  return {
    replayed: json.replayed,
    order: {
      ...order,
      createdAt: new Date(createdAt),
      customerInfoClearedAt: customerInfoClearedAt ? new Date(customerInfoClearedAt) : null,
    },
    items: json.items,
  };
}

/** A customer's orders, newest first. */
export async function listOrdersOfUser(db: Executor, userId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** The cashier queue: orders whose customer info is still there, oldest first. */
export async function listQueue(db: Executor): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(isNull(orders.customerInfoClearedAt))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

export async function listItemsOfOrders(db: Executor, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds));
}

/** Locks the order until the transaction ends: status changes on it run one at a time. */
export async function lockOrder(
  db: Executor,
  id: string,
): Promise<Pick<OrderRow, 'id' | 'status'> | undefined> {
  const [row] = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update');
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
  event: { orderId: string; changedBy: string; fromStatus: OrderStatus; toStatus: OrderStatus },
) {
  // now() is the transaction's start; a change that waited for the order lock happened later,
  // and the log must list changes in the order they took effect.
  await db.insert(orderStatusEvents).values({ ...event, changedAt: sql`clock_timestamp()` });
}

/** Erases name, phone and address; false when the order is unknown or already cleared. */
export async function clearCustomerInfo(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({
      customerName: null,
      phoneNumber: null,
      address: null,
      customerInfoClearedAt: sql`now()`,
    })
    .where(and(eq(orders.id, id), isNull(orders.customerInfoClearedAt)))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/**
 * Adds (sign 1) or removes (sign -1) an order's lines in the approved-sales totals, inside the
 * status change's transaction. Rows are written in product order, like the stock rows.
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
    // An approved order's lines were added when it was approved, so every row is there.
    await db.execute(sql`
      update ${productSales}
        set units_sold = ${productSales.unitsSold} - l.units,
            revenue = ${productSales.revenue} - l.revenue
      from (${lines}) l
      where ${productSales.productId} = l.product_id and ${productSales.category} = l.category`);
  }
}
