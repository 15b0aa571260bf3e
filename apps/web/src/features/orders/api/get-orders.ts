import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { MESSAGES, type Order } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { useLivePollInterval } from '../../../lib/live-events.ts';
import { queryRoots } from '../../../lib/query-roots.ts';

/**
 * The history follows the shop's changes through the live stream (lib/live-events.ts); while the
 * stream is down it asks again every 30 s instead, so an open page never stays out of date.
 */
export const ORDERS_POLL_MS = 30_000;

export const getOrders = (signal?: AbortSignal) =>
  answerOf(apiClient.getOrders(undefined, { signal }), MESSAGES.getOrdersThrown);

/** The signed-in customer's own orders. */
export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.orders, 'mine'],
    queryFn: ({ signal }) => getOrders(signal),
  });

export const useOrders = () =>
  useQuery({
    ...ordersQueryOptions(),
    refetchInterval: useLivePollInterval(ORDERS_POLL_MS, false),
  });

/** Shows an order as the server just answered it in the list on screen, before a fresh read. */
export const showOrder = (queryClient: QueryClient, order: Order) =>
  queryClient.setQueryData(ordersQueryOptions().queryKey, (old) =>
    old ? { orders: old.orders.map((o) => (o._id === order._id ? order : o)) } : old,
  );
