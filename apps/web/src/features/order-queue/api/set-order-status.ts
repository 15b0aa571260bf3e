import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type SetOrderStatusBody } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { customerQueueKey } from './get-customer-queue.ts';

/** Moves an order on; an empty note is not sent. */
export const setOrderStatus = ({
  id,
  status,
  note,
}: {
  id: string;
  status: SetOrderStatusBody['status'];
  note?: string;
}) =>
  // Shown to the cashier when the server gives no message (spec section 8).
  answerOf(
    apiClient.setOrderStatus({
      params: { id },
      body: (note ? { status, note } : { status }) satisfies SetOrderStatusBody,
    }),
    MESSAGES.statusFailed,
  );

export function useSetOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOrderStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerQueueKey }),
  });
}
