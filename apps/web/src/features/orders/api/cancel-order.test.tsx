import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@shop/contract';
import { productsQueryOptions } from '../../../lib/get-products.ts';
import { queryRoots } from '../../../lib/query-roots.ts';
import { mockApi } from '../../../test/render.tsx';
import { makeOrder } from '../../../test/shop-fixtures.ts';
import { useCancelOrder } from './cancel-order.ts';
import { ordersQueryOptions } from './get-orders.ts';

const pending: Order = {
  ...makeOrder(),
  orderNumber: 1042,
  note: null,
  statusHistory: [{ status: 'pending', at: '2026-11-20T02:30:00.000Z', note: null }],
};
const other: Order = { ...pending, _id: makeOrder()._id, orderNumber: 1041 };

function setup() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(ordersQueryOptions().queryKey, { orders: [pending, other] });
  queryClient.setQueryData(productsQueryOptions('flour').queryKey, { products: [] });
  queryClient.setQueryData(queryRoots.cart, { items: [], totalAmount: 0 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useCancelOrder(), { wrapper }) };
}

describe('useCancelOrder', () => {
  it('sends PATCH for that id, shows the cancelled order and marks orders, products and cart stale', async () => {
    const cancelled: Order = { ...pending, status: 'cancelled' };
    const { calls } = mockApi({
      [`cancelOrder:${pending._id}`]: { body: { message: 'Order cancelled.', order: cancelled } },
    });
    const { result, queryClient } = setup();

    result.current.mutate(pending._id);

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.message).toBe('Order cancelled.');
    expect(calls).toMatchObject([
      { name: 'cancelOrder', method: 'PATCH', params: { id: pending._id } },
    ]);
    expect(queryClient.getQueryData(ordersQueryOptions().queryKey)).toEqual({
      orders: [cancelled, other],
    });
    for (const key of [
      ordersQueryOptions().queryKey,
      productsQueryOptions('flour').queryKey,
      queryRoots.cart,
    ])
      expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
  });

  it('throws the server message, marks the orders stale and leaves the products alone', async () => {
    mockApi({
      cancelOrder: { status: 409, body: { message: 'This order is no longer pending.' } },
    });
    const { result, queryClient } = setup();

    result.current.mutate(pending._id);

    await waitFor(() =>
      expect(result.current.error?.message).toBe('This order is no longer pending.'),
    );
    expect(queryClient.getQueryState(ordersQueryOptions().queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(productsQueryOptions('flour').queryKey)?.isInvalidated).toBe(
      false,
    );
  });

  it('falls back to Failed to cancel order when the server gives no reason', async () => {
    mockApi({ cancelOrder: { status: 500 } });
    const { result } = setup();
    result.current.mutate(pending._id);
    await waitFor(() => expect(result.current.error?.message).toBe('Failed to cancel order'));
  });
});
