import type { ResetPasswordBody } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';
import { defineMessages } from '../../../i18n/define-messages.ts';

// Shown when the call fails without the server's words (in Filipino where it is shown).
const WORDS = defineMessages('auth/reset-password', {
  failed: 'The password could not be set. Please try again.',
});

export const resetPassword = (body: ResetPasswordBody) =>
  answerOf(apiClient.resetPassword({ body }), WORDS.failed);

export const useResetPassword = () => useCallMutation(resetPassword);
