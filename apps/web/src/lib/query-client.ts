import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_MS, QUERY_RETRIES, QUERY_RETRY_MAX_DELAY_MS } from '@shop/contract';
import { ApiError } from './api-client.ts';

/** Reads: 3 retries with exponential backoff capped at 30 s (spec section 7); 4xx never retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_MS,
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          failures < QUERY_RETRIES,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, QUERY_RETRY_MAX_DELAY_MS),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
