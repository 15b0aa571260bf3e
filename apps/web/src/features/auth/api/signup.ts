import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type SignupBody } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { meQueryOptions } from './get-me.ts';

export const signup = (body: SignupBody) =>
  answerOf(apiClient.signup({ body }), MESSAGES.signupFailed);

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signup,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
  });
}
