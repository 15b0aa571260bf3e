import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { ordersQueryOptions } from './get-orders.ts';

/** Shown when the server gives no reason. */
const SET_REFERENCE_FAILED = 'Failed to save the GCash reference';

export const setOrderReference = ({ id, gcashReference }: { id: string; gcashReference: string }) =>
  answerOf(
    apiClient.setOrderReference({ params: { id }, body: { gcashReference } }),
    SET_REFERENCE_FAILED,
  );

/**
 * The customer gives the GCash reference of one of their orders after checkout. The saved order
 * shows at once, then the orders are read again; a refusal (409: the order moved on meanwhile)
 * means the list on screen is out of date, so it is read again too.
 */
export function useSetOrderReference() {
  const queryClient = useQueryClient();
  const refreshOrders = () =>
    queryClient.invalidateQueries({ queryKey: ordersQueryOptions().queryKey });
  return useMutation({
    mutationFn: setOrderReference,
    onSuccess: ({ order }) => {
      queryClient.setQueryData(ordersQueryOptions().queryKey, (old) =>
        old ? { orders: old.orders.map((o) => (o._id === order._id ? order : o)) } : old,
      );
      return refreshOrders();
    },
    onError: () => void refreshOrders(),
  });
}
