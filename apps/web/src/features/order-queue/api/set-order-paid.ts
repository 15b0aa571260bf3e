import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { customerQueueKey } from './get-customer-queue.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';

/** Shown to the cashier when the server gives no message. */
export const SET_PAID_FAILED = 'Failed to update payment';

/** The cashier's mark that the money was seen (or was not after all); no money moves here. */
export const setOrderPaid = ({ id, paid }: { id: string; paid: boolean }) =>
  answerOf(apiClient.setOrderPaid({ params: { id }, body: { paid } }), SET_PAID_FAILED);

export const useSetOrderPaid = () =>
  useCallMutation(setOrderPaid, { invalidates: [customerQueueKey], when: 'settled' });
