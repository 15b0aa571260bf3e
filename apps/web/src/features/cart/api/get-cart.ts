import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES, type Cart } from '@shop/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';

export const getCart = (signal?: AbortSignal) =>
  apiRequest<Cart>('/product/get-cart', {
    signal,
    fallbackMessage: MESSAGES.getCartThrown,
  });

export const cartQueryOptions = () =>
  queryOptions({ queryKey: queryRoots.cart, queryFn: ({ signal }) => getCart(signal) });

export const useCart = () => useQuery(cartQueryOptions());
