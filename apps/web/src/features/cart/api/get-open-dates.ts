import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryMode } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';

/** Shown when the server gives no reason. */
export const OPEN_DATES_FAILED = 'Failed to load open dates';

export const getOpenDates = (deliveryMode: DeliveryMode, signal?: AbortSignal) =>
  answerOf(apiClient.getOpenDates({ query: { deliveryMode } }, { signal }), OPEN_DATES_FAILED);

/** Under the shop's root: a change to the settings (closed days, daily limits) refreshes it. */
export const openDatesKey = [...queryRoots.shop, 'open-dates'] as const;

export const openDatesQueryOptions = (deliveryMode: DeliveryMode) =>
  queryOptions({
    queryKey: [...openDatesKey, deliveryMode],
    queryFn: ({ signal }) => getOpenDates(deliveryMode, signal),
    // The room left on a day changes as other customers order.
    staleTime: 60_000,
  });

/** The dates a checkout of this kind may choose, with the room left (null: no limit); none before a mode is chosen. */
export const useOpenDates = (deliveryMode: DeliveryMode | null) =>
  useQuery({
    ...openDatesQueryOptions(deliveryMode ?? 'pickup'),
    enabled: deliveryMode !== null,
  });
