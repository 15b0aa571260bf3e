import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';
import { ORDER_MESSAGES } from '../utils/order-messages.ts';
import { ordersQueryOptions, showOrder } from './get-orders.ts';

/** The fallback message is shown when the server gives no reason. */
export const setOrderReference = ({ id, gcashReference }: { id: string; gcashReference: string }) =>
  answerOf(
    apiClient.setOrderReference({ params: { id }, body: { gcashReference } }),
    ORDER_MESSAGES.referenceFailed,
  );

/**
 * The customer gives the GCash reference of one of their orders after checkout. The saved order
 * shows at once, then the orders are read again; a refusal (409: the order moved on meanwhile)
 * means the list on screen is out of date, so it is read again too.
 */
export const useSetOrderReference = () =>
  useCallMutation(setOrderReference, {
    onSuccess: ({ order }, queryClient) => showOrder(queryClient, order),
    invalidates: [ordersQueryOptions().queryKey],
    invalidatesOnError: [ordersQueryOptions().queryKey],
  });
