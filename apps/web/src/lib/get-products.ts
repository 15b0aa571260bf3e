import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@shop/contract';
import { answerOf, apiClient } from './api-client.ts';
import { queryRoots } from './query-roots.ts';

// Shared by the public, customer and cashier screens (three features read the same list), so
// it lives here rather than in one feature.

export const getProducts = (category: Category | undefined, signal?: AbortSignal) =>
  answerOf(apiClient.getProducts({ query: { category } }, { signal }), 'Failed to load products');

/** Leaving a category page cancels its request (spec section 7: category loading is cancellable). */
export const productsQueryOptions = (category?: Category) =>
  queryOptions({
    queryKey: [...queryRoots.products, 'list', category ?? 'all'],
    queryFn: ({ signal }) => getProducts(category, signal),
  });

export const useProducts = (category?: Category) => useQuery(productsQueryOptions(category));
