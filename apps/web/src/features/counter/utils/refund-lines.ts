import type { CustomerQueueEntry } from '@shop/contract';

type Line = CustomerQueueEntry['orderId']['items'][number];

/** How many of a line can still be refunded. */
export const refundableQuantity = (line: Line): number => line.quantity - line.refundedQuantity;

/** What the refund dialog starts with: everything not yet refunded, per line id. */
export function defaultRefund(sale: CustomerQueueEntry): Record<string, number> {
  return Object.fromEntries(
    sale.orderId.items.map((line) => [line._id, refundableQuantity(line)] as const),
  );
}

/** The lines to send: those with a quantity above 0. */
export const refundLines = (chosen: Record<string, number>) =>
  Object.entries(chosen)
    .filter(([, quantity]) => quantity > 0)
    .map(([lineId, quantity]) => ({ lineId, quantity }));
