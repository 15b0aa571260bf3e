import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';

export const getProducts = (signal?: AbortSignal) =>
  answerOf(apiClient.getProducts(undefined, { signal }), 'Failed to load products');

/** Staff receive every product, expired ones included (design.md section 3). */
export const staffProductsQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.products, 'staff'],
    queryFn: ({ signal }) => getProducts(signal),
  });

export const useStaffProducts = () => useQuery(staffProductsQueryOptions());
