import type { ForgotPasswordBody } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';

/** The server answers the same words whether an account uses the address or not. */
export const forgotPassword = (body: ForgotPasswordBody) =>
  answerOf(apiClient.forgotPassword({ body }), 'The link could not be sent. Please try again.');

export const useForgotPassword = () => useCallMutation(forgotPassword);
