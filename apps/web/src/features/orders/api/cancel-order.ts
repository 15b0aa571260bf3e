import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';
import { ordersQueryOptions, showOrder } from './get-orders.ts';

/** Shown when the server gives no reason (section 8 names none for this later call). */
const CANCEL_ORDER_FAILED = 'Failed to cancel order';

export const cancelOrder = (id: string) =>
  answerOf(apiClient.cancelOrder({ params: { id } }), CANCEL_ORDER_FAILED);

/**
 * The customer cancels one of their pending orders. Its stock goes back, so the product lists
 * and the cart (which shows stock) refresh with the orders. A refusal (409: the shop moved the
 * order on meanwhile) means the list on screen is out of date, so it refreshes too.
 */
export const useCancelOrder = () =>
  useCallMutation(cancelOrder, {
    onSuccess: ({ order }, queryClient) => showOrder(queryClient, order),
    invalidates: [ordersQueryOptions().queryKey, queryRoots.products, queryRoots.cart],
    invalidatesOnError: [ordersQueryOptions().queryKey],
  });
