import type { UpdateAccountBody } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { accountQueryOptions } from '../../../lib/account.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';
import { defineMessages } from '../../../i18n/define-messages.ts';

// Shown when the call fails without the server's words (in Filipino where it is shown).
const WORDS = defineMessages('account/update-account', {
  failed: 'Your details could not be saved.',
});

export const updateAccount = (body: UpdateAccountBody) =>
  answerOf(apiClient.updateAccount({ body }), WORDS.failed);

/** The answer is the account as saved: it is what the page and the checkout show from now on. */
export const useUpdateAccount = () =>
  useCallMutation(updateAccount, {
    onSuccess: (answer, queryClient) =>
      queryClient.setQueryData(accountQueryOptions().queryKey, answer),
  });
