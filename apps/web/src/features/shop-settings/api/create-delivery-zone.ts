import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateDeliveryZoneBody } from '@shop/contract';
import { apiClient } from '../../../lib/api-client.ts';
import { deliveryZonesQueryOptions } from '../../../lib/shop-settings.ts';
import { answerWithField } from '../utils/field-error.ts';

export const createDeliveryZone = (body: CreateDeliveryZoneBody) =>
  answerWithField(apiClient.createDeliveryZone({ body }), 'Failed to add the delivery area');

export function useCreateDeliveryZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeliveryZone,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: deliveryZonesQueryOptions().queryKey }),
  });
}
