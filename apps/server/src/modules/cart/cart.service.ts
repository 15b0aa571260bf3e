import type { z } from 'zod';
import {
  MESSAGES,
  SERVER_MESSAGES,
  isSellable,
  type Cart,
  type CartItem,
  type addToCartBody,
  type removeFromCartBody,
} from '@shop/contract';
import type { Db, Executor } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { centavosToPesos, toCentavos } from '../../lib/money.ts';
import { findProduct } from '../products/products.repository.ts';
import { tierPrice } from '../products/products.service.ts';
import * as repo from './cart.repository.ts';

/** The cart at the products' current prices; the total is summed in exact centavos. */
export async function readCart(db: Executor, userId: string): Promise<Cart> {
  const rows = await repo.readCartLines(db, userId);
  const items: CartItem[] = [];
  let total = 0n;
  for (const row of rows) {
    const price = tierPrice(row, row.priceType);
    // Clearing a tier removes its lines; a line without a price cannot be shown or bought.
    if (price === null) continue;
    const unit = toCentavos(price);
    total += unit * BigInt(row.quantity);
    items.push({
      product: { _id: row.productId, name: row.name, images: row.images, stock: row.stock },
      price: centavosToPesos(unit),
      priceType: row.priceType,
      quantity: row.quantity,
    });
  }
  return { items, totalAmount: centavosToPesos(total) };
}

export const getCart = (db: Db, userId: string) => readCart(db, userId);

/**
 * Adds to the cart. The product must be on sale to customers, have the chosen price tier, and
 * the cart may never hold more of it (over all tiers) than is in stock.
 */
export async function addToCart(
  db: Db,
  userId: string,
  input: z.output<typeof addToCartBody>,
): Promise<Cart> {
  return inTransaction(db, async (tx) => {
    await repo.lockCart(tx, userId);
    const product = await findProduct(tx, input.productId);
    if (!product) throw notFound(SERVER_MESSAGES.productNotFound);
    if (!isSellable(product.expirationDate)) {
      throw notFound(`${product.name} is no longer available.`);
    }
    if (tierPrice(product, input.priceType) === null) {
      throw badRequest(MESSAGES.addToCartFailedText, 'priceType');
    }
    if (product.stock === 0) throw conflict(`${product.name} is out of stock.`);
    const inCart = await repo.quantityInCart(tx, userId, product.id);
    if (inCart + input.quantity > product.stock) {
      throw conflict(
        inCart > 0
          ? `Only ${product.stock} of ${product.name} in stock, and your cart already has ${inCart}.`
          : `Only ${product.stock} of ${product.name} in stock.`,
      );
    }
    await repo.addToCartLine(tx, {
      userId,
      productId: product.id,
      priceType: input.priceType,
      quantity: input.quantity,
    });
    return readCart(tx, userId);
  });
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
