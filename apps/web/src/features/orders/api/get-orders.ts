import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';

export const getOrders = (signal?: AbortSignal) =>
  answerOf(apiClient.getOrders(undefined, { signal }), MESSAGES.getOrdersThrown);

/** The signed-in customer's own orders. */
export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.orders, 'mine'],
    queryFn: ({ signal }) => getOrders(signal),
  });

export const useOrders = () => useQuery(ordersQueryOptions());
