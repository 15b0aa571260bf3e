import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type CreateCashierBody } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { cashiersQueryOptions } from './get-cashiers.ts';

export const createCashier = (body: CreateCashierBody) =>
  answerOf(apiClient.createCashier({ body }), MESSAGES.cashierFailedText);

export function useCreateCashier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCashier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cashiersQueryOptions().queryKey }),
  });
}
