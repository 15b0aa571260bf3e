import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES, type OrdersResponse } from '@shop/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';

export const getOrders = (signal?: AbortSignal) =>
  apiRequest<OrdersResponse>('/product/get-order', {
    signal,
    fallbackMessage: MESSAGES.getOrdersThrown,
  });

/** The signed-in customer's own orders. */
export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.orders, 'mine'],
    queryFn: ({ signal }) => getOrders(signal),
  });

export const useOrders = () => useQuery(ordersQueryOptions());
