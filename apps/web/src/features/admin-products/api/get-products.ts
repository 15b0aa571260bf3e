import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSort } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';

/** What the admin's table asks for: a search and an order (both optional, as the URL says). */
export interface StaffProductsQuery {
  search?: string | undefined;
  sort?: ProductSort | undefined;
}

export const getProducts = ({ search, sort }: StaffProductsQuery, signal?: AbortSignal) =>
  answerOf(
    // Without a search or an order this is the spec's plain call.
    apiClient.getProducts(search || sort ? { query: { search, sort } } : undefined, { signal }),
    'Failed to load products',
  );

/** Staff receive every product, expired ones included (design.md section 3). */
export const staffProductsQueryOptions = (query: StaffProductsQuery = {}) =>
  queryOptions({
    queryKey: [...queryRoots.products, 'staff', query.search ?? '', query.sort ?? ''],
    queryFn: ({ signal }) => getProducts(query, signal),
  });

/** The table keeps the previous rows on screen while a new search is on its way. */
export const useStaffProducts = (query: StaffProductsQuery = {}) =>
  useQuery({ ...staffProductsQueryOptions(query), placeholderData: keepPreviousData });
