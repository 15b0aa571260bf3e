import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES, type QueueFilter } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';

/** New orders reach the cashier by polling every 10 s and on window focus (docs/decisions/0012-cashier-queue-polling.md). */
export const CUSTOMER_QUEUE_POLL_MS = 10_000;

/** Every tab's list lives under this key: a change to one order refreshes them all. */
export const customerQueueKey = [...queryRoots.orders, 'customer-queue'] as const;

export const getCustomerQueue = (status: QueueFilter, signal?: AbortSignal) =>
  answerOf(
    apiClient.getCustomerQueue({ query: { status } }, { signal }),
    MESSAGES.customerInfoThrown,
  );

export const customerQueueQueryOptions = (status: QueueFilter) =>
  queryOptions({
    queryKey: [...customerQueueKey, status],
    queryFn: ({ signal }) => getCustomerQueue(status, signal),
  });

/** The orders of one tab of the queue (open, done, or one status). */
export const useCustomerQueue = (status: QueueFilter) =>
  useQuery({
    ...customerQueueQueryOptions(status),
    refetchInterval: CUSTOMER_QUEUE_POLL_MS,
    refetchOnWindowFocus: true,
  });
