import type { ResetPasswordBody } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';

export const resetPassword = (body: ResetPasswordBody) =>
  answerOf(apiClient.resetPassword({ body }), 'The password could not be set. Please try again.');

export const useResetPassword = () => useCallMutation(resetPassword);
