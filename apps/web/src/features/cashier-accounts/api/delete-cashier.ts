import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { cashiersQueryOptions } from './get-cashiers.ts';

export const deleteCashier = (id: string) =>
  answerOf(apiClient.deleteCashier({ params: { id } }), MESSAGES.cashierDeleteThrown);

export function useDeleteCashier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCashier,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cashiersQueryOptions().queryKey }),
  });
}
