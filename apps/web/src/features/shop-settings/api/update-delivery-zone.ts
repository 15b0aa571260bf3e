import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateDeliveryZoneBody } from '@shop/contract';
import { apiClient } from '../../../lib/api-client.ts';
import { deliveryZonesQueryOptions } from '../../../lib/shop-settings.ts';
import { answerWithField } from '../utils/field-error.ts';

export const updateDeliveryZone = ({ id, body }: { id: string; body: UpdateDeliveryZoneBody }) =>
  answerWithField(
    apiClient.updateDeliveryZone({ params: { id }, body }),
    'Failed to save the delivery area',
  );

export function useUpdateDeliveryZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeliveryZone,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: deliveryZonesQueryOptions().queryKey }),
  });
}
