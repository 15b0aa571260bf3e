import { MESSAGES, type CreateCashierBody } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { cashiersQueryOptions } from './get-cashiers.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';

export const createCashier = (body: CreateCashierBody) =>
  answerOf(apiClient.createCashier({ body }), MESSAGES.cashierFailedText);

export const useCreateCashier = () =>
  useCallMutation(createCashier, { invalidates: [cashiersQueryOptions().queryKey] });
