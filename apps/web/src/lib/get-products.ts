import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@shop/contract';
import { answerOf, apiClient } from './api-client.ts';
import { queryRoots } from './query-roots.ts';
import { useAuthStore } from './auth-store.ts';

// Shared by the public, customer and cashier screens (three features read the same list), so
// it lives here rather than in one feature.

export const getProducts = (category: Category | undefined, signal?: AbortSignal) =>
  answerOf(apiClient.getProducts({ query: { category } }, { signal }), 'Failed to load products');

/**
 * The server decides what each viewer may see (customers: only sellable products; staff:
 * everything), so a list is kept per audience: one fetched under a staff session never shows
 * on a customer's page. Leaving a category page cancels its request (spec section 7).
 */
export const productsQueryOptions = (category?: Category, audience: 'shop' | 'staff' = 'shop') =>
  queryOptions({
    queryKey: [...queryRoots.products, 'list', audience, category ?? 'all'],
    queryFn: ({ signal }) => getProducts(category, signal),
  });

export function useProducts(category?: Category) {
  const role = useAuthStore((s) => s.user?.role);
  const audience = role === 'admin' || role === 'cashier' ? 'staff' : 'shop';
  return useQuery(productsQueryOptions(category, audience));
}
