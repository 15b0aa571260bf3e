import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { deliveryZonesQueryOptions } from '../../../lib/shop-settings.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';

export const deleteDeliveryZone = (id: string) =>
  answerOf(apiClient.deleteDeliveryZone({ params: { id } }), 'Failed to remove the delivery area');

export const useDeleteDeliveryZone = () =>
  useCallMutation(deleteDeliveryZone, {
    invalidates: [deliveryZonesQueryOptions().queryKey],
    // Refetched either way: a 404 means another admin removed it already.
    when: 'settled',
  });
