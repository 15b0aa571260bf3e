import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';
import { ordersQueryOptions } from './get-orders.ts';

/** Shown when the server gives no reason (section 8 names none for this later call). */
const CANCEL_ORDER_FAILED = 'Failed to cancel order';

export const cancelOrder = (id: string) =>
  answerOf(apiClient.cancelOrder({ params: { id } }), CANCEL_ORDER_FAILED);

/**
 * The customer cancels one of their pending orders. Its stock goes back, so the product lists
 * and the cart (which shows stock) refresh with the orders. A refusal (409: the shop moved the
 * order on meanwhile) means the list on screen is out of date, so it refreshes too.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  const refreshOrders = () =>
    queryClient.invalidateQueries({ queryKey: ordersQueryOptions().queryKey });
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: ({ order }) => {
      // Show the cancelled order at once, then confirm with a fresh read.
      queryClient.setQueryData(ordersQueryOptions().queryKey, (old) =>
        old ? { orders: old.orders.map((o) => (o._id === order._id ? order : o)) } : old,
      );
      return Promise.all([
        refreshOrders(),
        queryClient.invalidateQueries({ queryKey: queryRoots.products }),
        queryClient.invalidateQueries({ queryKey: queryRoots.cart }),
      ]);
    },
    onError: () => void refreshOrders(),
  });
}
