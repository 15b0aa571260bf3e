import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, apiClient } from '../../../lib/api-client.ts';

export const getCashiers = (signal?: AbortSignal) =>
  answerOf(apiClient.listCashiers(undefined, { signal }), 'Failed to load cashier accounts');

export const cashiersQueryOptions = () =>
  queryOptions({
    queryKey: ['cashiers'],
    queryFn: ({ signal }) => getCashiers(signal),
  });

export const useCashiers = () => useQuery(cashiersQueryOptions());
