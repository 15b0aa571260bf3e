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
  type PriceType,
  type counterSaleBody,
} from '@shop/contract';
import type { Db, Executor } from '../../db/types.ts';
import type { OrderRow } from '../../db/schema/index.ts';
import { inTransaction, pgError } from '../../db/transaction.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { centavosToNumeric, toCentavos } from '../../lib/money.ts';
import { publishOrderEvent } from '../../live/hub.ts';
import { recordSales } from '../analytics/analytics.repository.ts';
import { takeStockAgain } from '../products/stock.service.ts';
import { readShopSettings } from '../shop/settings.service.ts';
import { requestHash } from '../orders/checkout.service.ts';
import { gcashReferenceOwner } from '../orders/gcash-reference.ts';
import type { OrderEffects } from '../orders/status.service.ts';
import { enqueueOrderMessages } from '../../notifications/outbox.ts';
import { insertStatusEvent } from '../orders/orders.repository.ts';
import { staffOrderOf } from '../orders/queue.service.ts';
import { openShiftOf } from './shifts.repository.ts';
import * as repo from './sales.repository.ts';

type SaleInput = z.output<typeof counterSaleBody>;

/** The price and unit of a product's tier; null when the product does not sell it. */
function tierOf(product: repo.SaleProduct, priceType: PriceType) {
  const tiers = {
    price: [product.price, product.priceUnit],
    halfPrice: [product.halfPrice, product.halfPriceUnit],
    retailPrice: [product.retailPrice, product.retailPriceUnit],
  } as const;
  const [price, unit] = tiers[priceType];
  return price === null ? null : { price, unit };
}

/** What the receipt's text adds to the thank-you: how it was paid. */
function receiptNote(order: OrderRow): string {
  if (order.paymentMethod === 'gcash') return `Paid by GCash, reference ${order.gcashReference}.`;
  const tendered = toCentavos(order.tendered!);
  const change = tendered - toCentavos(order.totalAmount);
  return `Paid in cash: ${formatPeso(Number(tendered) / 100)}, change ${formatPeso(Number(change) / 100)}.`;
}

/**
 * A walk-in sale (issue 27, docs/decisions/0082), in one transaction: the cashier's open shift
 * (409 without one), the products locked in id order and priced as they are now, the GCash
 * reference checked against every other order, the amount tendered against the total, then a
 * completed, paid order with channel counter whose lines take their stock first expired first
 * out from the lots not yet expired (shop_take_order, as a re-approval does: the counter may sell
 * a near-expiry lot a customer online is not offered). The sales totals count it at once; with a
 * phone number the receipt is texted through the outbox. A retry with the cashier's same
 * Idempotency-Key answers the first sale; the key with other details is 422.
 */
export async function createCounterSale(
  db: Db,
  cashierId: string,
  input: SaleInput,
  idempotencyKey: string,
  effects: OrderEffects,
): Promise<{ response: CounterSaleResponse; replayed: boolean }> {
  const fingerprint = requestHash(input);
  const attempt = () =>
    inTransaction(db, async (tx) => {
      const earlier = await repo.findKeyedSale(tx, cashierId, idempotencyKey);
      if (earlier) {
        if (earlier.idempotencyFingerprint !== fingerprint) {
          throw new AppError(422, SERVER_MESSAGES.idempotencyKeyReused);
        }
        return { order: earlier, replayed: true };
      }
      const order = await writeSale(tx, cashierId, input, idempotencyKey, fingerprint, effects);
      return { order, replayed: false };
    });
  let result;
  try {
    result = await attempt();
  } catch (error) {
    // The same key sent twice at once: the loser's unique violation, retried, finds the winner.
    if (pgError(error)?.constraint !== 'orders_counter_idempotency_unique') throw error;
    result = await attempt();
  }
  const sale = await staffOrderOf(db, result.order.id);
  return {
    response: { message: saleRecorded(result.order.orderNumber), sale },
    replayed: result.replayed,
  };
}

async function writeSale(
  tx: Executor,
  cashierId: string,
  input: SaleInput,
  idempotencyKey: string,
  fingerprint: string,
  effects: OrderEffects,
): Promise<OrderRow> {
  const shift = await openShiftOf(tx, cashierId);
  if (!shift) throw conflict(COUNTER_MESSAGES.noOpenShift);

  const ids = [...new Set(input.lines.map((line) => line.productId))];
  const found = new Map((await repo.lockSaleProducts(tx, ids)).map((p) => [p.id, p]));
  let total = 0n;
  const lines = input.lines.map((line) => {
    const product = found.get(line.productId);
    if (!product) throw notFound(SERVER_MESSAGES.productNotFound);
    const tier = tierOf(product, line.priceType);
    if (!tier) {
      throw conflict(`${PRICE_TYPE_LABELS[line.priceType]} is not available for ${product.name}.`);
    }
    total += toCentavos(tier.price) * BigInt(line.quantity);
    return {
      productId: product.id,
      name: product.name,
      description: product.description,
      category: product.category,
      priceType: line.priceType,
      unitPrice: tier.price,
      unit: tier.unit,
      quantity: line.quantity,
    };
  });
  if (total > BigInt(Math.round(MONEY_MAX * 100))) {
    throw badRequest(SERVER_MESSAGES.orderTotalTooLarge);
  }
  const { payment } = input;
  if (payment.method === 'cash' && BigInt(Math.round(payment.tendered! * 100)) < total) {
    throw badRequest(tenderedShort(payment.tendered!, Number(total) / 100), 'payment.tendered');
  }
  if (payment.method === 'gcash') {
    const owner = await gcashReferenceOwner(tx, payment.gcashReference!, null);
    if (owner !== null) throw conflict(referenceUsed(owner));
  }

  const settings = await readShopSettings(tx);
  const { order } = await repo.insertSale(
    tx,
    {
      userId: null,
      status: 'completed',
      customerName: input.customerName ?? null,
      phoneNumber: input.phoneNumber ?? null,
      address: settings.address,
      pickupDate: shopToday(),
      deliveryMode: 'pickup',
      subtotal: centavosToNumeric(total),
      deliveryFee: '0',
      totalAmount: centavosToNumeric(total),
      paymentMethod: payment.method,
      gcashReference: payment.gcashReference ?? null,
      paid: true,
      paidBy: cashierId,
      smsUpdates: Boolean(input.phoneNumber),
      idempotencyKey,
      idempotencyFingerprint: fingerprint,
      channel: 'counter',
      soldBy: cashierId,
      shiftId: shift.id,
      tendered: payment.method === 'cash' ? payment.tendered!.toFixed(2) : null,
    },
    lines,
  );
  await takeStockAgain(tx, order.id, cashierId);
  await recordSales(tx, order.id, 1);
  await insertStatusEvent(tx, {
    orderId: order.id,
    changedBy: cashierId,
    fromStatus: 'pending',
    toStatus: 'completed',
    note: null,
    detail: 'Sold at the counter.',
  });
  // The receipt by text (an order without a phone has no recipient); the staff's screens hear
  // of the sale as of any new order.
  await enqueueOrderMessages(tx, order.id, 'completed', receiptNote(order), effects.channels);
  await publishOrderEvent(tx, 'order-created', null, {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    at: new Date().toISOString(),
  });
  return order;
}
