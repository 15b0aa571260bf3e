import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  CANCELLABLE_ORDER_STATUSES,
  DONE_ORDER_STATUSES,
  MONEY_MAX,
  OPEN_ORDER_STATUSES,
  dateRefusal,
  formatCalendarDate,
  formatCount,
  formatPeso,
  PRICE_TYPE_LABELS,
  SERVER_MESSAGES,
  STAFF_MOVES,
  STOCK_MAX,
  clearInfoRefused,
  shopToday,
  statusMoveRefused,
  type CustomerQueueEntry,
  type Order,
  type OrderItem,
  type OrderStatus,
  type QueueFilter,
  type SetOrderPaidResponse,
  type SetOrderStatusResponse,
  type SettableOrderStatus,
  type StaffStatusChange,
  type checkoutBody,
} from '@shop/contract';
import type { Db, Executor } from '../../db/types.ts';
import type { OrderItemRow, OrderRow } from '../../db/schema/index.ts';
import { inTransaction, pgError, retryingConflicts } from '../../db/transaction.ts';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../lib/errors.ts';
import type { CustomerClaims } from '../../plugins/auth.ts';
import { centavosToPesos, numericToPesos, pesosToNumeric, toCentavos } from '../../lib/money.ts';
import { findProductStanding } from '../products/products.repository.ts';
import { dayLimit, readShopSettings } from '../shop/settings.service.ts';
import * as repo from './orders.repository.ts';
import { publishOrderEvent } from '../../live/hub.ts';
import {
  enqueueOrderMessages,
  clearRecipients,
  type Channels,
} from '../../notifications/outbox.ts';

/** The largest order total, as the numeric the database compares with. */
const MONEY_MAX_TOTAL = pesosToNumeric(MONEY_MAX);

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
    })),
  ];
}

/** The order as staff see it: the timeline says who made each change, and who marked it paid. */
function toStaffOrder(
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
    customerInfo: {
      name: row.customerName,
      phoneNumber: row.phoneNumber,
      address: row.address,
      pickupDate: row.pickupDate,
    },
    items: [...items].sort(byNameThenId).map(toOrderItem),
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
  };
}

/** The order as its customer sees it: never who made a change. */
function toOrder(row: OrderRow, items: OrderItemRow[], events: repo.StatusEvent[]): Order {
  const { paidBy: _staff, ...order } = toStaffOrder(row, items, events, new Map());
  return {
    ...order,
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
async function withDetails<T>(
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

/**
 * Why a conditional stock update matched nothing, named for the customer or cashier: gone
 * (archived, or for a customer no longer sellable, as shop_sellable says) or short of stock.
 */
async function unavailableMessage(
  db: Executor,
  productId: string,
  options: { sellableOnly: boolean },
): Promise<string> {
  const product = await findProductStanding(db, productId, shopToday());
  if (!product) return SERVER_MESSAGES.productUnavailable;
  if (product.archived || (options.sellableOnly && !product.sellable)) {
    return `${product.name} is no longer available.`;
  }
  return `Not enough stock for ${product.name}.`;
}

export interface CheckoutResult {
  order: Order;
  /** true when an earlier checkout with the same Idempotency-Key made this order */
  replayed: boolean;
}

/**
 * The fingerprint of a checkout's details (docs/decisions/0064): the sha256 of the validated body,
 * its fields in name order, so the same details always give the same hash. The cart's lines are
 * fingerprinted in the database, under the cart lock (shop_cart_fingerprint).
 */
export function checkoutRequestHash(input: z.output<typeof checkoutBody>): string {
  const fields = Object.entries(input)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/**
 * Turns the customer's cart into a pending order in one transaction: stock is taken line by
 * line with conditional updates (products in id order, so concurrent checkouts never wait on
 * each other in a cycle), prices come from the products as they are now, and the cart is
 * emptied. Any line that cannot be taken undoes everything. The database does it in one call
 * (repo.checkoutCart, D50), which also confirms the customer's session (the route only
 * checked the token's signature) and answers a retry with the same Idempotency-Key and the same
 * details with the first order, or refuses it (422) when it asks for something else (D64);
 * this names every refusal for the customer.
 */
export async function checkout(
  db: Db,
  customer: CustomerClaims,
  input: z.output<typeof checkoutBody>,
  idempotencyKey: string | undefined,
): Promise<CheckoutResult> {
  const settings = await readShopSettings(db);
  // A retry of a checkout that went through answers its order, whatever the date rules say now:
  // the database decides, after its idempotency lookup.
  const refusedDate = dateRefusal(settings, input.pickupDate);
  const attempt = () =>
    retryingConflicts(() =>
      repo.checkoutCart(db, {
        userId: customer.id,
        tokenVersion: customer.tokenVersion,
        idempotencyKey: idempotencyKey ?? null,
        customerName: input.name,
        phoneNumber: input.phoneNumber,
        // Pickup needs no address: the order keeps the shop's, where it is collected.
        address: input.address || (input.deliveryMode === 'pickup' ? settings.address : null),
        pickupDate: input.pickupDate,
        deliveryMode: input.deliveryMode,
        today: shopToday(),
        maxTotal: MONEY_MAX_TOTAL,
        zoneId: input.zoneId ?? null,
        paymentMethod: input.paymentMethod,
        gcashReference: input.gcashReference ?? null,
        smsUpdates: input.smsUpdates,
        minSubtotal: settings.minimumOrder === null ? null : pesosToNumeric(settings.minimumOrder),
        dayLimit: dayLimit(settings, input.deliveryMode),
        requestHash: idempotencyKey ? checkoutRequestHash(input) : null,
        dateRefused: refusedDate !== null,
      }),
    );
  try {
    let result;
    try {
      result = await attempt();
    } catch (error) {
      // Two attempts with one key that still raced past the cart lock: the loser's second try
      // finds the winner's order, and answers it or refuses as any retry would.
      if (!idempotencyKey || pgError(error)?.code !== '23505') throw error;
      result = await attempt();
    }
    if (!result.replayed) {
      // After the order committed (checkout is one database call): an event lost to a crash
      // right here is made up for by the screens' polling; the order itself is not at risk.
      await publishOrderEvent(db, 'order-created', customer.id, {
        orderId: result.order.id,
        orderNumber: result.order.orderNumber,
        status: result.order.status,
        at: new Date().toISOString(),
      }).catch(() => {});
    }
    // A new order has no status changes yet; a replayed one may have some by now.
    const events = result.replayed ? await repo.listStatusEvents(db, [result.order.id]) : [];
    return { order: toOrder(result.order, result.items, events), replayed: result.replayed };
  } catch (error) {
    const refusal = repo.checkoutRefusal(error);
    if (refusal) throw await refusalError(db, refusal, refusedDate);
    throw error;
  }
}

async function refusalError(
  db: Db,
  refusal: repo.CheckoutRefusal,
  refusedDate: string | null,
): Promise<AppError> {
  switch (refusal.reason) {
    case 'session':
      return unauthorized(SERVER_MESSAGES.unauthorized);
    case 'idempotency-mismatch':
      return new AppError(422, SERVER_MESSAGES.idempotencyKeyReused);
    case 'date':
      // Raised only when dateRefusal refused the date (p_date_refused).
      return conflict(refusedDate ?? SERVER_MESSAGES.internal);
    case 'cart-empty':
      return badRequest(SERVER_MESSAGES.cartEmpty);
    case 'total':
      return badRequest(SERVER_MESSAGES.orderTotalTooLarge);
    case 'tier':
      return conflict(
        `${PRICE_TYPE_LABELS[refusal.priceType]} is no longer available for ${refusal.name}.`,
      );
    case 'unavailable':
      return conflict(await unavailableMessage(db, refusal.productId, { sellableOnly: true }));
    case 'zone-required':
      return badRequest(SERVER_MESSAGES.deliveryZoneRequired, 'zoneId');
    case 'zone-unavailable':
      return conflict(SERVER_MESSAGES.deliveryZoneUnavailable);
    case 'day-full':
      return conflict(
        `${refusal.deliveryMode === 'delivery' ? 'Deliveries' : 'Pickups'} for ${formatCalendarDate(refusal.date)} are fully booked. Please choose another date.`,
      );
    case 'minimum':
      return conflict(
        `The minimum order is ${formatPeso(numericToPesos(refusal.minimum))}; your order comes to ${formatPeso(numericToPesos(refusal.subtotal))}.`,
      );
  }
}

/** The customer's own orders, newest first. */
export async function listOwnOrders(db: Db, userId: string): Promise<Order[]> {
  return withDetails(db, await repo.listOrdersOfUser(db, userId), toOrder);
}

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
  // The spec's shape keeps the lines under orderId.
  return orders.map(({ items, ...o }) => ({
    ...o,
    orderId: { _id: o._id, items, totalAmount: o.totalAmount },
  }));
}

/**
 * A product's stock is at most STOCK_MAX: giving back an order's units that would pass it (the
 * stock was raised since the order took them) is refused, and nothing changes.
 */
const stockFullMessage = (name: string, units: number) =>
  `Giving back ${formatCount(units)} of ${name} would raise its stock above ${formatCount(STOCK_MAX)}, the most a product can hold. Lower its stock first.`;

/** Stock is taken at checkout and held until the order is declined or cancelled. */
const holdsStock = (status: OrderStatus) => status !== 'declined' && status !== 'cancelled';
/** The sales analytics count orders from their approval on (approved, ready, completed). */
const countsAsSold = (status: OrderStatus) =>
  status === 'approved' || status === 'ready' || status === 'completed';

/**
 * Moves a locked order from one status to another: stock goes back when the order stops
 * holding it (409 when that would pass STOCK_MAX) and is taken again (409 when it is gone) when
 * it holds it once more; the sales
 * totals follow the order in and out of the sold statuses; the change is recorded with its
 * note. Which moves are allowed is the caller's rule (STAFF_MOVES, CANCELLABLE_ORDER_STATUSES).
 */
/** What else a status change sets off: the messages to the customer, through these channels. */
export interface OrderEffects {
  channels: Channels;
}

async function moveOrder(
  tx: Executor,
  order: { id: string; status: OrderStatus; orderNumber: number; userId: string | null },
  to: OrderStatus,
  change: { by: string; note: string | null },
  effects: OrderEffects,
): Promise<void> {
  if (holdsStock(order.status) !== holdsStock(to)) {
    const lines = await repo.orderQuantitiesByProduct(tx, order.id);
    if (!holdsStock(to)) {
      for (const line of lines) {
        if (!(await repo.returnStock(tx, line.productId, line.quantity))) {
          throw conflict(stockFullMessage(line.name, line.quantity));
        }
      }
    } else {
      for (const line of lines) {
        if (!(await repo.takeStock(tx, line.productId, line.quantity))) {
          throw conflict(await unavailableMessage(tx, line.productId, { sellableOnly: false }));
        }
      }
    }
  }
  if (countsAsSold(order.status) !== countsAsSold(to)) {
    await repo.recordSales(tx, order.id, countsAsSold(to) ? 1 : -1);
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

/**
 * Erases the customer's name, phone and address of a finished order; the order stays for
 * history and analytics. An order still being handled is refused (409): handling an order never
 * needs erasing it.
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
 * have it yet). Another customer's order is not found; a cash order takes none (409).
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
  throw conflict(SERVER_MESSAGES.referenceNotGcash);
}

/** The cashier's paid mark: what they verified, with who and when. */
export async function setOrderPaid(
  db: Db,
  orderId: string,
  paid: boolean,
  by: string,
): Promise<SetOrderPaidResponse> {
  const row = await repo.setPaid(db, orderId, paid, by);
  if (!row) throw notFound(SERVER_MESSAGES.orderNotFound);
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
