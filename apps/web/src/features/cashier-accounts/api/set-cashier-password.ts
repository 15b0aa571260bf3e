import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';

export const setCashierPassword = ({ id, password }: { id: string; password: string }) =>
  answerOf(
    apiClient.setCashierPassword({ params: { id }, body: { password } }),
    'Could not set the password. Please try again.',
  );

/** Nothing on the screen changes with it: the list shows no passwords or sessions. */
export const useSetCashierPassword = () => useCallMutation(setCashierPassword);
