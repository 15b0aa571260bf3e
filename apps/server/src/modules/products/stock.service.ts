import { SERVER_MESSAGES, STOCK_MAX, formatCount, shopToday } from '@shop/contract';
import type { Executor } from '../../db/types.ts';
import { conflict } from '../../lib/errors.ts';
import { findProductStanding } from './products.repository.ts';
import { returnStock, takeStock } from './stock.repository.ts';

/**
 * Why a conditional stock update matched nothing, named for the customer or cashier: gone
 * (archived, or for a customer no longer sellable, as shop_sellable says) or short of stock.
 */
export async function unavailableMessage(
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

/**
 * A product's stock is at most STOCK_MAX: giving back an order's units that would pass it (the
 * stock was raised since the order took them) is refused, and nothing changes.
 */
const stockFullMessage = (name: string, units: number) =>
  `Giving back ${formatCount(units)} of ${name} would raise its stock above ${formatCount(STOCK_MAX)}, the most a product can hold. Lower its stock first.`;

/** Units of products to move, in product id order (the order stock rows are locked in). */
type StockLines = readonly { productId: string; name: string; quantity: number }[];

/** Gives an order's units back (declined or cancelled); 409 when a stock would pass STOCK_MAX. */
export async function giveBackStock(tx: Executor, lines: StockLines): Promise<void> {
  for (const line of lines) {
    if (!(await returnStock(tx, line.productId, line.quantity))) {
      throw conflict(stockFullMessage(line.name, line.quantity));
    }
  }
}

/** Takes an order's units again (approved after a decline); 409 naming what is gone or short. */
export async function takeStockAgain(tx: Executor, lines: StockLines): Promise<void> {
  for (const line of lines) {
    if (!(await takeStock(tx, line.productId, line.quantity))) {
      throw conflict(await unavailableMessage(tx, line.productId, { sellableOnly: false }));
    }
  }
}
