import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, apiClient } from './api-client.ts';
import { queryRoots } from './query-roots.ts';

// The shop's settings and delivery areas are read by the footer (every page), the checkout
// (cart) and the admin's settings page: shared, so they live here rather than in one feature.

export const shopSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.shop, 'settings'],
    queryFn: ({ signal }) =>
      answerOf(apiClient.getShopSettings(undefined, { signal }), 'Failed to load shop settings'),
    // Settings change rarely; a page does not need to ask again on every focus.
    staleTime: 5 * 60_000,
  });

export const useShopSettings = () => useQuery(shopSettingsQueryOptions());

/** Active areas for everyone; every area for the admin (the server decides by the session). */
export const deliveryZonesQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.shop, 'delivery-zones'],
    queryFn: ({ signal }) =>
      answerOf(apiClient.getDeliveryZones(undefined, { signal }), 'Failed to load delivery areas'),
  });

export const useDeliveryZones = () => useQuery(deliveryZonesQueryOptions());
