import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type CreateCashierBody, type UserDataResponse } from '@shop/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { cashiersQueryOptions } from './get-cashiers.ts';

export const createCashier = (body: CreateCashierBody) =>
  apiRequest<UserDataResponse>('/user/cashier', {
    method: 'POST',
    body,
    fallbackMessage: MESSAGES.cashierFailedText,
  });

export function useCreateCashier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCashier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cashiersQueryOptions().queryKey }),
  });
}
