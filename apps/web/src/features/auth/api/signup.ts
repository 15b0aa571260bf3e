import { MESSAGES, type SignupBody } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { meQueryOptions } from './get-me.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';

export const signup = (body: SignupBody) =>
  answerOf(apiClient.signup({ body }), MESSAGES.signupFailed);

export const useSignup = () =>
  useCallMutation(signup, { invalidates: [meQueryOptions().queryKey], wait: false });
