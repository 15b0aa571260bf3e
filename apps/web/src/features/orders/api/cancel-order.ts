import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';
import { ORDER_MESSAGES } from '../utils/order-messages.ts';
import { ordersQueryOptions, showOrder } from './get-orders.ts';

/** The fallback message is shown when the server gives no reason (section 8 names none). */
export const cancelOrder = (id: string) =>
  answerOf(apiClient.cancelOrder({ params: { id } }), ORDER_MESSAGES.cancelFailed);

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
