import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, apiClient } from './api-client.ts';

// The customer's account is read by its own page and by the checkout (cart), which starts from
// its details: shared, so it lives here rather than in one feature.

export const accountQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'account'],
    queryFn: ({ signal }) =>
      answerOf(apiClient.getAccount(undefined, { signal }), 'Failed to load your account'),
  });

/** The signed-in customer's account (`enabled: false` for anyone else). */
export const useAccount = (enabled = true) =>
  // A convenience for the checkout: when it fails there the customer types the details.
  useQuery({ ...accountQueryOptions(), enabled, retry: false });
