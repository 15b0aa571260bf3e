import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CounterSaleBody } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';

// The counter's calls (issue 27): the caller's shift, walk-in sales and their refunds.

export const SHIFT_FAILED = 'Failed to load your shift';
export const SALES_FAILED = 'Failed to load the counter sales';

const shiftKey = [...queryRoots.orders, 'counter', 'shift'] as const;

/** The caller's open shift with its running figures, or null. */
export const currentShiftQueryOptions = () =>
  queryOptions({
    queryKey: shiftKey,
    queryFn: ({ signal }) =>
      answerOf(apiClient.currentShift(undefined, { signal }), SHIFT_FAILED).then((a) => a.shift),
  });
export const useCurrentShift = () => useQuery(currentShiftQueryOptions());

/**
 * The counter sales of one shift, newest first (to refund one): the server narrows the queue's
 * finished orders to the shift's, of which the counter's are listed (not the online orders
 * marked paid during it).
 */
export const useCounterSales = (shiftId: string) =>
  useQuery({
    queryKey: [...queryRoots.orders, 'counter', 'sales', shiftId],
    queryFn: ({ signal }) =>
      answerOf(
        apiClient.getCustomerQueue({ query: { status: 'done', shiftId } }, { signal }),
        SALES_FAILED,
      ).then((a) => a.customer.filter((entry) => entry.channel === 'counter')),
  });

/** The product carrying exactly this barcode, or undefined (then the text is a search). */
export async function findByBarcode(barcode: string) {
  const answer = await answerOf(
    apiClient.getProducts({ query: { barcode } }),
    'Failed to look up the barcode',
  );
  return answer.products[0];
}

// Every counter write changes the shift's figures, the queue and the products' stock.
const invalidates = [queryRoots.orders, queryRoots.products, queryRoots.stock] as const;

export const useOpenShift = () =>
  useCallMutation(
    (float: number) =>
      answerOf(apiClient.openShift({ body: { float } }), 'Failed to open the shift'),
    { invalidates },
  );

export const useCloseShift = () =>
  useCallMutation(
    (input: { id: string; countedCash: number; note?: string }) =>
      answerOf(
        apiClient.closeShift({
          params: { id: input.id },
          body: { countedCash: input.countedCash, note: input.note },
        }),
        'Failed to close the shift',
      ),
    { invalidates },
  );

/** A sale with its Idempotency-Key: a retry of the same sale sends the same key. */
export const useCreateSale = () =>
  useCallMutation(
    ({ key, body }: { key: string; body: CounterSaleBody }) =>
      answerOf(
        apiClient.createCounterSale({ body, headers: { 'idempotency-key': key } }),
        'Failed to record the sale',
      ),
    { invalidates, when: 'settled' },
  );
