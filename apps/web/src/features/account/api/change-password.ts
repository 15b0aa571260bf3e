import type { ChangePasswordBody } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';
import { defineMessages } from '../../../i18n/define-messages.ts';

// Shown when the call fails without the server's words (in Filipino where it is shown).
const WORDS = defineMessages('account/change-password', {
  failed: 'Your password could not be changed.',
});

/** The server ends every other session and sets this one's new cookie itself. */
export const changePassword = (body: ChangePasswordBody) =>
  answerOf(apiClient.changePassword({ body }), WORDS.failed);

export const useChangePassword = () => useCallMutation(changePassword);
