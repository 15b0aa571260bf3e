import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type MessageResponse } from '@shop/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { cashiersQueryOptions } from './get-cashiers.ts';

export const deleteCashier = (id: string) =>
  apiRequest<MessageResponse>(`/user/get-cashier-account/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackMessage: MESSAGES.cashierDeleteThrown,
  });

export function useDeleteCashier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCashier,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cashiersQueryOptions().queryKey }),
  });
}
