import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CashierListResponse } from '@shop/contract';
import { apiRequest } from '../../../lib/api-client.ts';

export const getCashiers = (signal?: AbortSignal) =>
  apiRequest<CashierListResponse>('/user/get-cashier-account', {
    signal,
    fallbackMessage: 'Failed to load cashier accounts',
  });

export const cashiersQueryOptions = () =>
  queryOptions({
    queryKey: ['cashiers'],
    queryFn: ({ signal }) => getCashiers(signal),
  });

export const useCashiers = () => useQuery(cashiersQueryOptions());
