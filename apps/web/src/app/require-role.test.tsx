import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderRoute, testUsers } from '../test/render.tsx';

describe('route guards', () => {
  it('sends a visitor who opens a customer page to /login', async () => {
    mockApi({});
    const { router } = renderRoute('/user-products/cart');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each([
    ['/admin-products', 'customer', '/user-products'],
    ['/cashier', 'customer', '/user-products'],
    ['/user-products', 'cashier', '/cashier-products'],
    ['/create-cashier', 'cashier', '/cashier-products'],
    ['/cashier', 'admin', '/admin-dashboard'],
  ] as const)('sends a user opening %s as %s to %s', async (path, role, home) => {
    mockApi({ getMe: { body: { data: testUsers[role] } } });
    const { router } = renderRoute(path, { role });
    // The first visit loads the page's code on demand; allow for a busy machine.
    await waitFor(() => expect(router.state.location.pathname).toBe(home), { timeout: 5000 });
  });

  it('forgets a remembered user whose session the server no longer accepts', async () => {
    mockApi({ getMe: { status: 401, body: { message: 'Please log in to continue.' } } });
    const { router } = renderRoute('/user-products', { role: 'customer' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getAllByText('Log In').length).toBeGreaterThan(0);
  });
});
