import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';

/** New orders reach the cashier by polling every 10 s and on window focus (docs/decisions/0012-cashier-queue-polling.md). */
export const CUSTOMER_QUEUE_POLL_MS = 10_000;

export const getCustomerQueue = (signal?: AbortSignal) =>
  answerOf(apiClient.getCustomerQueue(undefined, { signal }), MESSAGES.customerInfoThrown);

export const customerQueueQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.orders, 'customer-queue'],
    queryFn: ({ signal }) => getCustomerQueue(signal),
  });

export const useCustomerQueue = () =>
  useQuery({
    ...customerQueueQueryOptions(),
    refetchInterval: CUSTOMER_QUEUE_POLL_MS,
    refetchOnWindowFocus: true,
  });
