import type { CustomerQueueEntry } from '@shop/contract';
import { answerOf, apiClient } from './api-client.ts';
import { queryRoots } from './query-roots.ts';
import { useCallMutation } from './use-call-mutation.ts';

// A counter sale's refund (issue 27): offered on the New Sale page and in the cashier's queue,
// two features, so it lives here.

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

/** A refund changes the queue, the shift's figures and the products' stock. */
export const useRefundSale = () =>
  useCallMutation(
    (input: { id: string; lines: { lineId: string; quantity: number }[]; reason: string }) =>
      answerOf(
        apiClient.refundCounterSale({
          params: { id: input.id },
          body: { lines: input.lines, reason: input.reason },
        }),
        'Failed to refund the sale',
      ),
    {
      invalidates: [queryRoots.orders, queryRoots.products, queryRoots.stock],
      when: 'settled',
    },
  );
