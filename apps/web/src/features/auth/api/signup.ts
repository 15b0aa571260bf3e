import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type SignupBody, type UserDataResponse } from '@shop/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { meQueryOptions } from './get-me.ts';

export const signup = (body: SignupBody) =>
  apiRequest<UserDataResponse>('/user/signup', {
    method: 'POST',
    body,
    fallbackMessage: MESSAGES.signupFailed,
  });

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signup,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
  });
}
