import type { ForgotPasswordBody } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';
import { defineMessages } from '../../../i18n/define-messages.ts';

// Shown when the call fails without the server's words (in Filipino where it is shown).
const WORDS = defineMessages('auth/forgot-password', {
  failed: 'The link could not be sent. Please try again.',
});

/** The server answers the same words whether an account uses the address or not. */
export const forgotPassword = (body: ForgotPasswordBody) =>
  answerOf(apiClient.forgotPassword({ body }), WORDS.failed);

export const useForgotPassword = () => useCallMutation(forgotPassword);
