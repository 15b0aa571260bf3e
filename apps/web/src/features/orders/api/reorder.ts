import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';

/** Shown when the server gives no reason. */
const REORDER_FAILED = 'Could not put the order in your cart.';

export const reorder = (id: string) =>
  answerOf(apiClient.reorder({ params: { id } }), REORDER_FAILED);

/** Order again (issue 29): the order's lines go into the cart, which refreshes. */
export const useReorder = () => useCallMutation(reorder, { invalidates: [queryRoots.cart] });
