import type { z } from 'zod';
import {
  MONEY_MAX,
  PRICE_TYPE_LABELS,
  SERVER_MESSAGES,
  shopToday,
  type CustomerQueueEntry,
  type Order,
  type OrderItem,
  type SetOrderStatusResponse,
  type SettableOrderStatus,
  type checkoutBody,
} from '@shop/contract';
import type { Db, Executor } from '../../db/client.ts';
import type { OrderItemRow, OrderRow } from '../../db/schema/index.ts';
import { inTransaction, pgError, retryingConflicts } from '../../db/transaction.ts';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/errors.ts';
import type { CustomerClaims } from '../../plugins/auth.ts';
import { centavosToPesos, numericToPesos, pesosToNumeric, toCentavos } from '../../lib/money.ts';
import { findProductStanding } from '../products/products.repository.ts';
import * as repo from './orders.repository.ts';

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
    quantity: row.quantity,
    subtotal: centavosToPesos(toCentavos(row.unitPrice) * BigInt(row.quantity)),
  };
}

/** One order of lines everywhere (checkout answer, history, queue), whatever the collation. */
const byNameThenId = (a: OrderItemRow, b: OrderItemRow) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

function toOrder(row: OrderRow, items: OrderItemRow[]): Order {
  return {
    _id: row.id,
    status: row.status,
    customerInfo: {
      name: row.customerName,
      phoneNumber: row.phoneNumber,
      address: row.address,
      pickupDate: row.pickupDate,
    },
    items: [...items].sort(byNameThenId).map(toOrderItem),
    deliveryMode: row.deliveryMode,
    createdAt: row.createdAt.toISOString(),
    totalAmount: numericToPesos(row.totalAmount),
  };
}

async function withItems(db: Executor, rows: OrderRow[]): Promise<Order[]> {
  const items = await repo.listItemsOfOrders(
    db,
    rows.map((r) => r.id),
  );
  const byOrder = new Map<string, OrderItemRow[]>();
  for (const item of items) {
    const list = byOrder.get(item.orderId);
    if (list) list.push(item);
    else byOrder.set(item.orderId, [item]);
  }
  return rows.map((row) => toOrder(row, byOrder.get(row.id) ?? []));
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
 * Turns the customer's cart into a pending order in one transaction: stock is taken line by
 * line with conditional updates (products in id order, so concurrent checkouts never wait on
 * each other in a cycle), prices come from the products as they are now, and the cart is
 * emptied. Any line that cannot be taken undoes everything. The database does it in one call
 * (repo.checkoutCart, D50), which also confirms the customer's session (the route only
 * checked the token's signature); this names every refusal for the customer.
 */
export async function checkout(
  db: Db,
  customer: CustomerClaims,
  input: z.output<typeof checkoutBody>,
  idempotencyKey: string | undefined,
): Promise<CheckoutResult> {
  try {
    const result = await retryingConflicts(() =>
      repo.checkoutCart(db, {
        userId: customer.id,
        tokenVersion: customer.tokenVersion,
        idempotencyKey: idempotencyKey ?? null,
        customerName: input.name,
        phoneNumber: input.phoneNumber,
        address: input.address,
        pickupDate: input.pickupDate,
        deliveryMode: input.deliveryMode,
        today: shopToday(),
        maxTotal: MONEY_MAX_TOTAL,
      }),
    );
    return { order: toOrder(result.order, result.items), replayed: result.replayed };
  } catch (error) {
    const refusal = repo.checkoutRefusal(error);
    if (refusal) throw await refusalError(db, refusal);
    // Two attempts with one key that still raced past the cart lock: the loser returns the
    // winner's order.
    if (idempotencyKey && pgError(error)?.code === '23505') {
      const existing = await repo.findOrderByIdempotencyKey(db, customer.id, idempotencyKey);
      if (existing) return { order: (await withItems(db, [existing]))[0]!, replayed: true };
    }
    throw error;
  }
}

async function refusalError(db: Db, refusal: repo.CheckoutRefusal) {
  switch (refusal.reason) {
    case 'session':
      return unauthorized(SERVER_MESSAGES.unauthorized);
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
  }
}

/** The customer's own orders, newest first. */
export async function listOwnOrders(db: Db, userId: string): Promise<Order[]> {
  return withItems(db, await repo.listOrdersOfUser(db, userId));
}

/** Orders whose customer info has not been cleared, oldest first, in the spec's shape. */
export async function listCustomerQueue(db: Db): Promise<CustomerQueueEntry[]> {
  const orders = await withItems(db, await repo.listQueue(db));
  return orders.map((order) => ({
    _id: order._id,
    status: order.status,
    customerInfo: order.customerInfo,
    orderId: { _id: order._id, items: order.items, totalAmount: order.totalAmount },
    deliveryMode: order.deliveryMode,
    createdAt: order.createdAt,
    totalAmount: order.totalAmount,
  }));
}

/**
 * pending -> approved | declined, approved <-> declined. Stock was taken at checkout, so
 * declining puts it back and approving a declined order takes it again (409 when it is gone).
 * The order row is locked first, so parallel calls move stock once per real change; setting
 * the status an order already has changes nothing and is answered like a success.
 */
export async function setOrderStatus(
  db: Db,
  orderId: string,
  status: SettableOrderStatus,
  changedBy: string,
): Promise<SetOrderStatusResponse> {
  return inTransaction(db, async (tx) => {
    const order = await repo.lockOrder(tx, orderId);
    if (!order) throw notFound(SERVER_MESSAGES.orderNotFound);
    if (order.status !== status) {
      const lines = await repo.orderQuantitiesByProduct(tx, orderId);
      if (status === 'declined') {
        for (const line of lines) await repo.returnStock(tx, line.productId, line.quantity);
      } else if (order.status === 'declined') {
        for (const line of lines) {
          if (!(await repo.takeStock(tx, line.productId, line.quantity))) {
            throw conflict(await unavailableMessage(tx, line.productId, { sellableOnly: false }));
          }
        }
      }
      // Analytics count approved orders: keep their running totals in step.
      if (status === 'approved') await repo.recordSales(tx, orderId, 1);
      else if (order.status === 'approved') await repo.recordSales(tx, orderId, -1);
      await repo.setOrderStatus(tx, orderId, status);
      await repo.insertStatusEvent(tx, {
        orderId,
        changedBy,
        fromStatus: order.status,
        toStatus: status,
      });
    }
    return {
      customerOrder: { _id: orderId, status },
      message:
        status === 'approved' ? SERVER_MESSAGES.orderApproved : SERVER_MESSAGES.orderDeclined,
    };
  });
}

/** Erases the customer's name, phone and address; the order stays for history and analytics. */
export async function clearCustomerInfo(db: Db, orderId: string): Promise<void> {
  const cleared = await repo.clearCustomerInfo(db, orderId);
  if (!cleared) throw notFound(SERVER_MESSAGES.orderNotFound);
}
