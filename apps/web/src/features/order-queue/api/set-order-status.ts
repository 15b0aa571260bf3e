import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type SetOrderStatusBody } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { customerQueueQueryOptions } from './get-customer-queue.ts';

export const setOrderStatus = ({ id, status }: { id: string } & SetOrderStatusBody) =>
  // Shown to the cashier when the server gives no message (spec section 8).
  answerOf(
    apiClient.setOrderStatus({ params: { id }, body: { status } satisfies SetOrderStatusBody }),
    MESSAGES.statusFailed,
  );

export function useSetOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOrderStatus,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: customerQueueQueryOptions().queryKey }),
  });
}
