import { z } from 'zod';
import { QUANTITY_MAX, SERVER_MESSAGES, formatCount, shopToday } from '@shop/contract';
import type { Executor, Tx } from '../../db/types.ts';
import { functionRefusal } from '../../db/functions.ts';
import { conflict } from '../../lib/errors.ts';
import { findProductStanding } from './products.repository.ts';
import { returnOrderStock, takeOrderStock } from '../stock/stock.repository.ts';

/**
 * Why a stock take matched nothing, named for the customer or cashier: gone (archived, or for a
 * customer no longer sellable, as shop_sellable says) or short of stock.
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
 * Runs a stock function in a savepoint: its refusal leaves the transaction usable, so the
 * message can read the product's name before the caller's transaction is rolled back.
 */
export const inSavepoint = (tx: Executor, work: (sp: Executor) => Promise<void>) =>
  (tx as Tx).transaction(work);

/** What shop_take_order and shop_return_order refuse. */
const stockRefusals = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('unavailable'), productId: z.string() }),
  z.object({ reason: z.literal('full'), productId: z.string(), units: z.string() }),
]);

/**
 * A lot holds at most QUANTITY_MAX: giving back an order's units that would pass it (the lot was
 * counted up since the order took them) is refused, and nothing changes. Said the same for a
 * declined or cancelled order and a counter refund.
 */
export async function stockFullMessage(tx: Executor, productId: string, units: string) {
  const product = await findProductStanding(tx, productId, shopToday());
  const amount = Number(units).toLocaleString('en-PH', { maximumFractionDigits: 3 });
  return `Giving back ${amount} of ${product?.name ?? 'this product'} would raise a lot above ${formatCount(QUANTITY_MAX)}, the most a lot can hold. Count or write off that lot first.`;
}

/** Gives an order's stock back into the lots it came from (declined or cancelled); 409 when full. */
export async function giveBackStock(
  tx: Executor,
  orderId: string,
  userId: string | null,
): Promise<void> {
  try {
    await inSavepoint(tx, (sp) => returnOrderStock(sp, { orderId, today: shopToday(), userId }));
  } catch (error) {
    const refusal = functionRefusal(error, stockRefusals);
    if (refusal?.reason === 'full') {
      throw conflict(await stockFullMessage(tx, refusal.productId, refusal.units));
    }
    throw error;
  }
}

/**
 * Takes an order's stock again, first expired first out from the lots not yet expired (approved
 * after a decline); 409 naming what is gone or short.
 */
export async function takeStockAgain(
  tx: Executor,
  orderId: string,
  userId: string | null,
): Promise<void> {
  try {
    await inSavepoint(tx, (sp) =>
      takeOrderStock(sp, { orderId, today: shopToday(), sellableOnly: false, userId }),
    );
  } catch (error) {
    const refusal = functionRefusal(error, stockRefusals);
    if (refusal) {
      throw conflict(await unavailableMessage(tx, refusal.productId, { sellableOnly: false }));
    }
    throw error;
  }
}
