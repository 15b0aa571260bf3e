import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { customerQueueKey } from './get-customer-queue.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';

/** Shown to the cashier when the server gives no message. */
export const SET_ZONE_FAILED = 'Failed to change the delivery area';

/** The counter corrects a delivery order's area; the server charges the area's fee again. */
export const setOrderZone = ({ id, zoneId }: { id: string; zoneId: string }) =>
  answerOf(apiClient.setOrderZone({ params: { id }, body: { zoneId } }), SET_ZONE_FAILED);

export const useSetOrderZone = () =>
  useCallMutation(setOrderZone, { invalidates: [customerQueueKey], when: 'settled' });
