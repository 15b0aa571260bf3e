import type { UpdateDeliveryZoneBody } from '@shop/contract';
import { apiClient } from '../../../lib/api-client.ts';
import { deliveryZonesQueryOptions } from '../../../lib/shop-settings.ts';
import { answerWithField } from '../utils/field-error.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';

export const updateDeliveryZone = ({ id, body }: { id: string; body: UpdateDeliveryZoneBody }) =>
  answerWithField(
    apiClient.updateDeliveryZone({ params: { id }, body }),
    'Failed to save the delivery area',
  );

export const useUpdateDeliveryZone = () =>
  useCallMutation(updateDeliveryZone, { invalidates: [deliveryZonesQueryOptions().queryKey] });
