import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { deliveryZonesQueryOptions } from '../../../lib/shop-settings.ts';

export const deleteDeliveryZone = (id: string) =>
  answerOf(apiClient.deleteDeliveryZone({ params: { id } }), 'Failed to remove the delivery area');

export function useDeleteDeliveryZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDeliveryZone,
    // Refetched either way: a 404 means another admin removed it already.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: deliveryZonesQueryOptions().queryKey }),
  });
}
