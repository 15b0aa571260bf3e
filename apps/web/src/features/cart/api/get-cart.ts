import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES, type Cart } from '@shop/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getCart = (signal?: AbortSignal) =>
  apiRequest<Cart>('/product/get-cart', {
    signal,
    fallbackMessage: MESSAGES.getCartThrown,
  });

export const cartQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.cart, queryFn: ({ signal }) => getCart(signal) });

export const useCart = () => useQuery(cartQueryOptions());
