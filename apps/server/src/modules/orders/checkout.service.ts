import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  MONEY_MAX,
  PRICE_TYPE_LABELS,
  SERVER_MESSAGES,
  dateRefusal,
  dayFullRefusal,
  formatPeso,
  referenceUsed,
  shopToday,
  type Order,
  type checkoutBody,
} from '@shop/contract';
import type { Db } from '../../db/types.ts';
import { pgError, retryingConflicts } from '../../db/transaction.ts';
import { AppError, badRequest, conflict, unauthorized } from '../../lib/errors.ts';
import { numericToPesos, optionalNumeric, pesosToNumeric } from '../../lib/money.ts';
import { publishOrderEvent } from '../../live/hub.ts';
import type { CustomerClaims } from '../../plugins/auth.ts';
import { unavailableMessage } from '../products/stock.service.ts';
import { dayLimit, readShopSettings } from '../shop/settings.service.ts';
import { refuseTooManyCheckouts } from './checkout-limit.ts';
import { checkoutCart, checkoutRefusal, type CheckoutRefusal } from './checkout.repository.ts';
import { toOrder } from './order-views.ts';
import { listStatusEvents } from './orders.repository.ts';

/** The largest order total, as the numeric the database compares with. */
const MONEY_MAX_TOTAL = pesosToNumeric(MONEY_MAX);

export interface CheckoutResult {
  order: Order;
  /** true when an earlier checkout with the same Idempotency-Key made this order */
  replayed: boolean;
}

/**
 * The fingerprint of a keyed request's details (docs/decisions/0064): the sha256 of the validated
 * body, its fields in name order, so the same details always give the same hash (a checkout's,
 * a counter sale's). A checkout's cart lines are fingerprinted in the database, under the cart
 * lock (shop_cart_fingerprint).
 */
export function requestHash(input: object): string {
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
 * (checkoutCart, D50), which also confirms the customer's session (the route only
 * checked the token's signature) and answers a retry with the same Idempotency-Key and the same
 * details with the first order, or refuses it (422) when it asks for something else (D64);
 * this names every refusal for the customer.
 */
export async function checkout(
  db: Db,
  customer: CustomerClaims,
  input: z.output<typeof checkoutBody>,
  idempotencyKey: string | undefined,
  checkoutsPerHour: number,
): Promise<CheckoutResult> {
  await refuseTooManyCheckouts(db, customer.id, idempotencyKey, checkoutsPerHour);
  const settings = await readShopSettings(db);
  // A retry of a checkout that went through answers its order, whatever the date rules say now:
  // the database decides, after its idempotency lookup.
  const refusedDate = dateRefusal(settings, input.pickupDate);
  const attempt = () =>
    retryingConflicts(() =>
      checkoutCart(db, {
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
        minSubtotal: optionalNumeric(settings.minimumOrder),
        dayLimit: dayLimit(settings, input.deliveryMode),
        requestHash: idempotencyKey ? requestHash(input) : null,
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
    const events = result.replayed ? await listStatusEvents(db, [result.order.id]) : [];
    return { order: toOrder(result.order, result.items, events), replayed: result.replayed };
  } catch (error) {
    const refusal = checkoutRefusal(error);
    if (refusal) throw await refusalError(db, refusal, refusedDate);
    throw error;
  }
}

async function refusalError(
  db: Db,
  refusal: CheckoutRefusal,
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
      return conflict(dayFullRefusal(refusal.date, refusal.deliveryMode));
    case 'gcash-reused':
      return conflict(referenceUsed(refusal.orderNumber));
    case 'minimum':
      return conflict(
        `The minimum order is ${formatPeso(numericToPesos(refusal.minimum))}; your order comes to ${formatPeso(numericToPesos(refusal.subtotal))}.`,
      );
  }
}
