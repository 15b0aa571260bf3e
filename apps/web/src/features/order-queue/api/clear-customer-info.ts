import { MESSAGES } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { customerQueueKey } from './get-customer-queue.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';

export const clearCustomerInfo = (id: string) =>
  answerOf(apiClient.clearCustomerInfo({ params: { id } }), MESSAGES.clearInfoFailed);

export const useClearCustomerInfo = () =>
  useCallMutation(clearCustomerInfo, { invalidates: [customerQueueKey], when: 'settled' });
