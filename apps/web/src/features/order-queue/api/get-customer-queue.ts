import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES, type QueueFilter } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { useLivePollInterval } from '../../../lib/live-events.ts';
import { queryRoots } from '../../../lib/query-roots.ts';

/**
 * New orders reach the cashier through the live stream (lib/live-events.ts) within a moment.
 * While the stream is down the queue polls every 10 s and on window focus, as before it existed
 * (docs/decisions/0067-outbox-and-live-events.md); while it is open, once a minute as a safety net.
 */
export const CUSTOMER_QUEUE_POLL_MS = 10_000;
export const CUSTOMER_QUEUE_LIVE_POLL_MS = 60_000;

/** Every tab's list lives under this key: a change to one order refreshes them all. */
export const customerQueueKey = [...queryRoots.orders, 'customer-queue'] as const;

export const getCustomerQueue = (status: QueueFilter, search: string, signal?: AbortSignal) =>
  answerOf(
    apiClient.getCustomerQueue(
      // An empty search is left out of the address: the whole tab.
      { query: search === '' ? { status } : { status, search } },
      { signal },
    ),
    MESSAGES.customerInfoThrown,
  );

export const customerQueueQueryOptions = (status: QueueFilter, search = '') =>
  queryOptions({
    queryKey: [...customerQueueKey, status, search],
    queryFn: ({ signal }) => getCustomerQueue(status, search, signal),
  });

/**
 * The orders of one tab of the queue (open, today, done, or one status), narrowed to a search (an
 * order number, part of a name or phone) when one is given.
 */
export const useCustomerQueue = (status: QueueFilter, search = '') =>
  useQuery({
    ...customerQueueQueryOptions(status, search),
    refetchInterval: useLivePollInterval(CUSTOMER_QUEUE_POLL_MS, CUSTOMER_QUEUE_LIVE_POLL_MS),
    refetchOnWindowFocus: true,
  });

/**
 * How many orders wait for the cashier (pending), whichever tab is shown: counted from the Open
 * list, which the default tab shares, so it costs a request only on the other tabs.
 */
export function usePendingOrderCount(): number {
  const open = useCustomerQueue('open');
  return open.data?.customer.filter((order) => order.status === 'pending').length ?? 0;
}
