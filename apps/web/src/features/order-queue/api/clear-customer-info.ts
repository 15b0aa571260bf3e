import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type MessageResponse } from '@shop/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerQueueQueryOptions } from './get-customer-queue.ts';

export const clearCustomerInfo = (id: string) =>
  apiRequest<MessageResponse>(`/product/clear-customer-info/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    fallbackMessage: MESSAGES.clearInfoFailed,
  });

export function useClearCustomerInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCustomerInfo,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: customerQueueQueryOptions().queryKey }),
  });
}
