import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type SetOrderStatusBody, type SetOrderStatusResponse } from '@shop/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerQueueQueryOptions } from './get-customer-queue.ts';

export const setOrderStatus = ({ id, status }: { id: string } & SetOrderStatusBody) =>
  apiRequest<SetOrderStatusResponse>(`/product/customer-order/${encodeURIComponent(id)}/status`, {
    method: 'PUT',
    body: { status } satisfies SetOrderStatusBody,
    // Shown to the cashier when the server gives no message (spec section 8).
    fallbackMessage: MESSAGES.statusFailed,
  });

export function useSetOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOrderStatus,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: customerQueueQueryOptions().queryKey }),
  });
}
