import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';

export const getCategorySales = (signal?: AbortSignal) =>
  answerOf(apiClient.getCategorySales(undefined, { signal }), MESSAGES.analyticsThrown);

export const categorySalesQueryOptions = () =>
  queryOptions({
    queryKey: ['analytics', 'category-sales'],
    queryFn: ({ signal }) => getCategorySales(signal),
  });

export const useCategorySales = () => useQuery(categorySalesQueryOptions());
