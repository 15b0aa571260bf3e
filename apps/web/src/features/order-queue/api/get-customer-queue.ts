import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES, type CustomerQueueResponse } from '@shop/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';

/** New orders reach the cashier by polling every 10 s and on window focus (docs/decisions.md). */
export const CUSTOMER_QUEUE_POLL_MS = 10_000;

export const getCustomerQueue = (signal?: AbortSignal) =>
  apiRequest<CustomerQueueResponse>('/product/get-customer-info', {
    signal,
    fallbackMessage: MESSAGES.customerInfoThrown,
  });

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
