import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineMessages } from '../../../i18n/define-messages.ts';
import { answerOf, ApiError, apiClient } from '../../../lib/api-client.ts';

const WORDS = defineMessages('tracking-page', {
  /** Shown when the page cannot be read for another reason than an unknown code. */
  loadFailed: 'Could not load this order. Check your connection and try again.',
});

/** No live stream without a session: the page asks again every minute while it is open. */
const TRACKING_POLL_MS = 60_000;

const trackedOrderQuery = (code: string) =>
  queryOptions({
    queryKey: ['tracking', code],
    queryFn: ({ signal }) =>
      answerOf(apiClient.trackOrder({ params: { code } }, { signal }), WORDS.loadFailed),
    // An unknown code stays unknown; asking again would only spend the rate limit.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

export const useTrackedOrder = (code: string) =>
  useQuery({ ...trackedOrderQuery(code), refetchInterval: TRACKING_POLL_MS });
