import type { z } from 'zod';
import {
  CART_LINE_QUANTITY_MAX,
  MESSAGES,
  SERVER_MESSAGES,
  formatCount,
  shopToday,
  type Cart,
  type CartItem,
  type addToCartBody,
  type ReorderResponse,
  reorderMessage,
  type removeFromCartBody,
  type updateCartBody,
} from '@shop/contract';
import type { Db, Executor } from '../../db/types.ts';
import { inTransaction, retryingConflicts } from '../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { centavosToPesos, numericToPesos, optionalPesos, toCentavos } from '../../lib/money.ts';
import * as repo from './cart.repository.ts';

/** The cart at the products' current prices; the total is summed in exact centavos. */
export async function readCart(db: Executor, userId: string): Promise<Cart> {
  return cartOf(await repo.readCartLines(db, userId));
}

function cartOf(rows: repo.CartLineRow[]): Cart {
  const items: CartItem[] = [];
  let total = 0n;
  for (const row of rows) {
    // Clearing a tier removes its lines; a line without a price cannot be shown or bought.
    if (row.unitPrice === null) continue;
    const price = toCentavos(row.unitPrice);
    total += price * BigInt(row.quantity);
    items.push({
      product: { _id: row.productId, name: row.name, images: row.images, stock: row.stock },
      price: centavosToPesos(price),
      priceType: row.priceType,
      unit: row.unit,
      quantity: row.quantity,
    });
  }
  return { items, totalAmount: centavosToPesos(total) };
}

export const getCart = (db: Db, userId: string) => readCart(db, userId);

/**
 * Adds to the cart. The product must be on sale to customers, have the chosen price tier, and
 * the cart may never hold more of it (over all tiers) than is in stock. The checks and the line
 * are one database call under the cart lock (repo.addToCartLine, D55), so two quick clicks on
 * Avail Item cannot both pass the stock check; each refusal becomes the customer's message here.
 */
export async function addToCart(
  db: Db,
  userId: string,
  input: z.output<typeof addToCartBody>,
): Promise<Cart> {
  try {
    const lines = await retryingConflicts(() =>
      repo.addToCartLine(db, { userId, ...input, today: shopToday() }),
    );
    return cartOf(lines);
  } catch (error) {
    const refusal = repo.addToCartRefusal(error);
    if (refusal) throw addToCartError(refusal);
    throw error;
  }
}

function addToCartError(refusal: repo.AddToCartRefusal) {
  switch (refusal.reason) {
    case 'not-found':
      return notFound(SERVER_MESSAGES.productNotFound);
    case 'unavailable':
      return notFound(`${refusal.name} is no longer available.`);
    case 'tier':
      return badRequest(MESSAGES.addToCartFailedText, 'priceType');
    case 'sold-out':
      return conflict(`${refusal.name} is out of stock.`);
    case 'stock':
      return stockConflict(refusal);
    case 'line-max':
      return conflict(
        `One line of the cart holds at most ${formatCount(CART_LINE_QUANTITY_MAX)}; your cart already has ${formatCount(refusal.inLine)} of ${refusal.name} at this price.`,
      );
  }
}

/** "Only 8 of Bread Flour in stock…": names the product and what is left. */
const stockConflict = (refusal: { name: string; stock: number; inCart: number }) =>
  conflict(
    refusal.inCart > 0
      ? `Only ${refusal.stock} of ${refusal.name} in stock, and your cart already has ${refusal.inCart}.`
      : `Only ${refusal.stock} of ${refusal.name} in stock.`,
  );

/**
 * Sets one line's quantity: 1 up to the product's stock, counted over all of its lines in the
 * cart (the same bound as add to cart, in the same database call under the cart lock).
 */
export async function updateCart(
  db: Db,
  userId: string,
  input: z.output<typeof updateCartBody>,
): Promise<Cart> {
  try {
    const lines = await retryingConflicts(() =>
      repo.setCartLineQuantity(db, { userId, ...input, today: shopToday() }),
    );
    return cartOf(lines);
  } catch (error) {
    const refusal = repo.setQuantityRefusal(error);
    if (refusal?.reason === 'no-line') throw notFound(SERVER_MESSAGES.cartItemNotFound);
    if (refusal?.reason === 'stock') throw stockConflict(refusal);
    throw error;
  }
}

/**
 * Order again (api.reorder): the customer's own order's lines into the cart at today's prices,
 * capped by what the cart allows, with what changed (repo.reorderLines, one database call).
 * Another customer's order is 404, as if it did not exist.
 */
export async function reorder(db: Db, userId: string, orderId: string): Promise<ReorderResponse> {
  try {
    const answer = await retryingConflicts(() =>
      repo.reorderLines(db, { userId, orderId, today: shopToday() }),
    );
    return {
      message: reorderMessage(answer.orderNumber, answer.linesAdded > 0),
      linesAdded: answer.linesAdded,
      cart: cartOf(answer.lines),
      changes: answer.changes.map((c) => ({
        ...c,
        was: numericToPesos(c.was),
        now: optionalPesos(c.now),
      })),
    };
  } catch (error) {
    if (repo.reorderRefusal(error)) throw notFound(SERVER_MESSAGES.orderNotFound);
    throw error;
  }
}

/** Removes the product's line of one price type, or all its lines when none is named. */
export async function removeFromCart(
  db: Db,
  userId: string,
  input: z.output<typeof removeFromCartBody>,
): Promise<Cart> {
  return inTransaction(db, async (tx) => {
    await repo.lockCart(tx, userId);
    const removed = await repo.removeCartLines(tx, userId, input.productId, input.priceType);
    if (removed === 0) throw notFound(SERVER_MESSAGES.cartItemNotFound);
    return readCart(tx, userId);
  });
}
