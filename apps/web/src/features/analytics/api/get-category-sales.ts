import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES, type CategorySalesResponse } from '@shop/contract';
import { apiRequest } from '../../../lib/api-client.ts';

export const getCategorySales = (signal?: AbortSignal) =>
  apiRequest<CategorySalesResponse>('/product/category-sales', {
    signal,
    fallbackMessage: MESSAGES.analyticsThrown,
  });

export const categorySalesQueryOptions = () =>
  queryOptions({
    queryKey: ['analytics', 'category-sales'],
    queryFn: ({ signal }) => getCategorySales(signal),
  });

export const useCategorySales = () => useQuery(categorySalesQueryOptions());
