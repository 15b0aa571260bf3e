import type { ChangePasswordBody } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';

/** The server ends every other session and sets this one's new cookie itself. */
export const changePassword = (body: ChangePasswordBody) =>
  answerOf(apiClient.changePassword({ body }), 'Your password could not be changed.');

export const useChangePassword = () => useCallMutation(changePassword);
