import type { z } from 'zod';
import {
  COUNTER_MESSAGES,
  MONEY_MAX,
  PRICE_TYPE_LABELS,
  SERVER_MESSAGES,
  formatPeso,
  referenceUsed,
  saleRecorded,
  shopToday,
  tenderedShort,
  type CounterSaleResponse,
  type CustomerQueueEntry,
  type counterSaleBody,
} from '@shop/contract';
import type { Db, Executor } from '../../db/types.ts';
import { inTransaction, pgError, retryingConflicts } from '../../db/transaction.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { numericToPesos, pesosToNumeric } from '../../lib/money.ts';
import { orderNotice } from '../../live/hub.ts';
import { enqueueOrderMessages } from '../../notifications/outbox.ts';
import { unavailableMessage } from '../products/stock.service.ts';
import { requestHash } from '../orders/checkout.service.ts';
import type { OrderEffects } from '../orders/status.service.ts';
import { staffOrderFromJson } from '../orders/queue.service.ts';
import * as repo from './sales.repository.ts';

type SaleInput = z.output<typeof counterSaleBody>;

/** The largest sale total, as the numeric the database compares with. */
const MONEY_MAX_TOTAL = pesosToNumeric(MONEY_MAX);

/** What the receipt's text adds to the thank-you: how it was paid. */
function receiptNote(sale: CustomerQueueEntry): string {
  if (sale.paymentMethod === 'gcash') return `Paid by GCash, reference ${sale.gcashReference}.`;
  return `Paid in cash: ${formatPeso(sale.tendered!)}, change ${formatPeso(sale.change!)}.`;
}

/**
 * A walk-in sale (issue 27, docs/decisions/0082), in one call of the database function
 * shop_counter_sale (as checkout, decision 50): the cashier's open shift (409 without one), the
 * products locked in id order and priced as they are now, the GCash reference checked against
 * every other order, the amount tendered against the total, then a completed, paid order with
 * channel counter whose lines take their stock first expired first out from the lots not yet
 * expired (shop_take_order, as a re-approval does: the counter may sell a near-expiry lot a
 * customer online is not offered). The sales totals count it at once; the staff's screens hear
 * of it. A retry with the cashier's same Idempotency-Key answers the first sale; the key with
 * other details is 422. The answer is built from what the call returns, through the queue's own
 * mapping. With a phone number and texts configured the receipt is texted through the outbox,
 * in the sale's transaction (a counter sale has no account, so no email: otherwise there is
 * nothing to queue, and the sale is the one statement).
 */
export async function createCounterSale(
  db: Db,
  cashierId: string,
  input: SaleInput,
  idempotencyKey: string,
  effects: OrderEffects,
): Promise<{ response: CounterSaleResponse; replayed: boolean }> {
  const { payment } = input;
  const phoneNumber = input.phoneNumber ?? null;
  const sell = (db: Executor) =>
    repo.sellAtCounter(db, {
      cashierId,
      idempotencyKey,
      fingerprint: requestHash(input),
      lines: input.lines,
      customerName: input.customerName ?? null,
      phoneNumber,
      smsUpdates: Boolean(phoneNumber),
      paymentMethod: payment.method,
      tendered: payment.method === 'cash' ? pesosToNumeric(payment.tendered!) : null,
      gcashReference: payment.method === 'gcash' ? payment.gcashReference! : null,
      today: shopToday(),
      maxTotal: MONEY_MAX_TOTAL,
      detail: 'Sold at the counter.',
      live: orderNotice('order-created'),
    });
  const texted = Boolean(phoneNumber) && effects.channels.sms;
  const run = async (db: Executor) => {
    const result = await sell(db);
    const sale = staffOrderFromJson(result.sale);
    if (texted && !result.replayed) {
      await enqueueOrderMessages(db, sale._id, 'completed', receiptNote(sale), effects.channels);
    }
    return { sale, replayed: result.replayed };
  };
  // The receipt's text joins the sale's transaction; without one the sale is its one statement.
  const attempt = () => (texted ? inTransaction(db, run) : retryingConflicts(() => run(db)));
  try {
    let result;
    try {
      result = await attempt();
    } catch (error) {
      // The same key sent twice at once: the loser's unique violation, retried, finds the winner.
      if (pgError(error)?.constraint !== 'orders_counter_idempotency_unique') throw error;
      result = await attempt();
    }
    return {
      response: { message: saleRecorded(result.sale.orderNumber), sale: result.sale },
      replayed: result.replayed,
    };
  } catch (error) {
    const refusal = repo.saleRefusal(error);
    if (refusal) throw await refusalError(db, refusal, input);
    throw error;
  }
}

async function refusalError(
  db: Db,
  refusal: repo.SaleRefusal,
  input: SaleInput,
): Promise<AppError> {
  switch (refusal.reason) {
    case 'idempotency-mismatch':
      return new AppError(422, SERVER_MESSAGES.idempotencyKeyReused);
    case 'no-shift':
      return conflict(COUNTER_MESSAGES.noOpenShift);
    case 'product-missing':
      return notFound(SERVER_MESSAGES.productNotFound);
    case 'tier':
      return conflict(
        `${PRICE_TYPE_LABELS[refusal.priceType]} is not available for ${refusal.name}.`,
      );
    case 'total':
      return badRequest(SERVER_MESSAGES.orderTotalTooLarge);
    case 'tendered-short':
      return badRequest(
        tenderedShort(input.payment.tendered!, numericToPesos(refusal.total)),
        'payment.tendered',
      );
    case 'gcash-reused':
      return conflict(referenceUsed(refusal.orderNumber));
    case 'unavailable':
      return conflict(await unavailableMessage(db, refusal.productId, { sellableOnly: false }));
  }
}
