import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';
import { ORDER_MESSAGES } from '../utils/order-messages.ts';

/** The fallback message is shown when the server gives no reason. */
export const reorder = (id: string) =>
  answerOf(apiClient.reorder({ params: { id } }), ORDER_MESSAGES.reorderFailed);

/** Order again (issue 29): the order's lines go into the cart, which refreshes. */
export const useReorder = () => useCallMutation(reorder, { invalidates: [queryRoots.cart] });
