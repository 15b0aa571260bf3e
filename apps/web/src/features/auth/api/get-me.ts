import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDataResponse } from '@shop/contract';
import { apiRequest } from '../../../lib/api-client.ts';

export const getMe = (signal?: AbortSignal) =>
  apiRequest<UserDataResponse>('/user/me', { signal, fallbackMessage: 'No token found' });

/** The current-user lookup is never retried (spec section 7). */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'me'],
    queryFn: ({ signal }) => getMe(signal),
    retry: false,
  });

export const useMe = (enabled: boolean) => useQuery({ ...meQueryOptions(), enabled });
