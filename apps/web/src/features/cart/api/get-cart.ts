import { queryOptions, useQuery } from '@tanstack/react-query';
import { FIRST_SCREEN_MESSAGES } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';

export const getCart = (signal?: AbortSignal) =>
  answerOf(apiClient.getCart(undefined, { signal }), FIRST_SCREEN_MESSAGES.getCartThrown);

export const cartQueryOptions = () =>
  queryOptions({ queryKey: queryRoots.cart, queryFn: ({ signal }) => getCart(signal) });

export const useCart = () => useQuery(cartQueryOptions());
