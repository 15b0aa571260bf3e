import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderRoute, testUsers } from '../test/render.tsx';
import { useAuthStore, useSignOutStore } from '../lib/auth-store.ts';

describe('logout', () => {
  it.each([
    ['customer', '/user-products/order-history'],
    ['cashier', '/cashier'],
    ['admin', '/create-cashier'],
  ] as const)(
    'as %s from %s: calls the server, clears local storage and lands on /',
    async (role, path) => {
      const { calls } = mockApi({
        getMe: { body: { data: testUsers[role] } },
        logout: { body: { message: 'Logged out.' } },
        getOrders: { body: { orders: [] } },
        getCustomerQueue: { body: { customer: [] } },
        listCashiers: { body: { result: [] } },
      });
      const { router } = renderRoute(path, { role });
      localStorage.setItem('token', 'left-over');
      const [button] = await screen.findAllByRole('button', { name: 'Logout' }, { timeout: 5000 });
      await userEvent.click(button!);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      await waitFor(() => expect(useSignOutStore.getState().signingOut).toBe(false));
      expect(calls.some((c) => c.method === 'POST' && c.name === 'logout')).toBe(true);
      expect(localStorage.length).toBe(0);
      expect(useAuthStore.getState().user).toBeNull();
      expect(router.state.location.pathname).toBe('/');
    },
  );
});
