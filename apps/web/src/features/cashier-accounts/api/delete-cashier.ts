import { MESSAGES } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { cashiersQueryOptions } from './get-cashiers.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';

export const deleteCashier = (id: string) =>
  answerOf(apiClient.deleteCashier({ params: { id } }), MESSAGES.cashierDeleteThrown);

export const useDeleteCashier = () =>
  useCallMutation(deleteCashier, {
    invalidates: [cashiersQueryOptions().queryKey],
    when: 'settled',
  });
