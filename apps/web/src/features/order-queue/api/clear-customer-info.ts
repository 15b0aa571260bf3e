import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { customerQueueKey } from './get-customer-queue.ts';

export const clearCustomerInfo = (id: string) =>
  answerOf(apiClient.clearCustomerInfo({ params: { id } }), MESSAGES.clearInfoFailed);

export function useClearCustomerInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCustomerInfo,
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerQueueKey }),
  });
}
