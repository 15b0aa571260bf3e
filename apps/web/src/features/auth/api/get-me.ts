import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, apiClient } from '../../../lib/api-client.ts';

export const getMe = (signal?: AbortSignal) =>
  answerOf(apiClient.getMe(undefined, { signal }), 'No token found');

/** The current-user lookup is never retried (spec section 7). */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'me'],
    queryFn: ({ signal }) => getMe(signal),
    retry: false,
  });

export const useMe = (enabled: boolean) => useQuery({ ...meQueryOptions(), enabled });
