import type { CreateDeliveryZoneBody } from '@shop/contract';
import { apiClient } from '../../../lib/api-client.ts';
import { deliveryZonesQueryOptions } from '../../../lib/shop-settings.ts';
import { answerWithField } from '../utils/field-error.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';

export const createDeliveryZone = (body: CreateDeliveryZoneBody) =>
  answerWithField(apiClient.createDeliveryZone({ body }), 'Failed to add the delivery area');

export const useCreateDeliveryZone = () =>
  useCallMutation(createDeliveryZone, { invalidates: [deliveryZonesQueryOptions().queryKey] });
