import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES, type Order } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';

/** What the checkout form can take over from the customer's earlier orders. */
export interface LastContact {
  name: string | null;
  phoneNumber: string | null;
  address: string | null;
}

/**
 * Name and phone from the latest order; the address from the latest delivery order (a pickup
 * order stores the shop's pickup point, not the customer's address). A field a cashier cleared
 * is null and is not offered.
 */
export function lastContact(orders: readonly Order[]): LastContact | null {
  const [latest] = orders;
  if (!latest) return null;
  const delivery = orders.find((order) => order.deliveryMode === 'delivery');
  return {
    name: latest.customerInfo.name,
    phoneNumber: latest.customerInfo.phoneNumber,
    address: delivery?.customerInfo.address ?? null,
  };
}

/** Under the orders' root: a checkout (a new latest order) refreshes it. */
export const lastContactQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.orders, 'last-contact'],
    queryFn: async ({ signal }) =>
      lastContact(
        (await answerOf(apiClient.getOrders(undefined, { signal }), MESSAGES.getOrdersThrown))
          .orders,
      ),
  });

/** The contact details of the customer's last order, to prefill the checkout (null: none). */
export const useLastContact = () =>
  // A convenience: when it fails the customer types the details, so no retries.
  useQuery({ ...lastContactQueryOptions(), retry: false });
