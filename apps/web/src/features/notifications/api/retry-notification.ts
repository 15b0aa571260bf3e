import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';

export const RETRY_FAILED = 'Failed to send the message again.';

/** Queues a failed message again; a message that is no longer failed is refused (409). */
export const retryNotification = (id: string) =>
  answerOf(apiClient.retryNotification({ params: { id } }), RETRY_FAILED);

export const useRetryNotification = () =>
  useCallMutation(retryNotification, {
    invalidates: [queryRoots.notifications],
    // Refused or not, the list shows the message as it is now.
    when: 'settled',
  });
