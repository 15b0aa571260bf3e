import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@shop/contract';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { mockApi, renderRoute, testUsers } from '../../../test/render.tsx';
import { alertIcon, closeAlert, findAlert } from '../../../test/dialogs.ts';
import { makeProduct } from '../../../test/shop-fixtures.ts';
import { hrefOf } from '../../../test/queries.ts';

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('/login', () => {
  it('shows the Log In form with a way to register', async () => {
    mockApi({});
    renderRoute('/login');
    expect(await screen.findByRole('heading', { name: 'Log In', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Log In · Bakery Supply Shop'));
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.getByText(/Don't have an account\?/)).toBeInTheDocument();
    expect(hrefOf('Register')).toBe('/signup');
  });

  it.each([
    ['customer', '/user-products'],
    ['cashier', '/cashier-products'],
    ['admin', '/admin-dashboard'],
  ] as const)('logs a %s in and replaces /login with %s', async (role, home) => {
    const { calls } = mockApi({
      login: { body: { token: 'token', user: testUsers[role] } },
      getMe: { body: { data: testUsers[role] } },
    });
    const { router } = renderRoute('/login');
    await fillIn(testUsers[role].email, 'secret-password');

    const dialog = await findAlert('Login Successful');
    expect(within(dialog).getByText('Welcome back!')).toBeInTheDocument();
    expect(alertIcon(dialog)).toBe('Success');
    await waitFor(() => expect(router.state.location.pathname).toBe(home));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calls.find((c) => c.name === 'login')?.body).toEqual({
      email: testUsers[role].email,
      password: 'secret-password',
    });
    expect(useAuthStore.getState()).toMatchObject({ user: testUsers[role], isAuthenticated: true });
  });

  it('disables the button and reads Submitting... while the request is pending', async () => {
    mockApi({});
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    renderRoute('/login');
    await fillIn('maria@gmail.com', 'secret-password');
    const button = await screen.findByRole('button', { name: 'Submitting...' });
    expect(button).toBeDisabled();
  });

  it('says Login Failed and stays on /login when the server refuses', async () => {
    mockApi({
      login: { status: 401, body: { message: 'Invalid email or password.' } },
    });
    const { router } = renderRoute('/login');
    await fillIn('maria@gmail.com', 'wrong-password');

    const alert = await screen.findByRole('dialog');
    expect(within(alert).getByText('Login Failed')).toBeInTheDocument();
    expect(
      within(alert).getByText('Please check your credentials and try again.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  describe('after logging in, back to the page the visitor was trying to reach', () => {
    const signIn = (role: 'customer' | 'cashier' | 'admin') =>
      mockApi({
        login: { body: { token: 'token', user: testUsers[role] } },
        getMe: { body: { data: testUsers[role] } },
        getCart: { body: { items: [], totalAmount: 0 } },
        getProducts: { body: { products: [] } },
        getCustomerQueue: { body: { customer: [] } },
      });

    it('the cart, for a customer the guard sent to log in', async () => {
      signIn('customer');
      const { router } = renderRoute('/user-products/cart');
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      await fillIn(testUsers.customer.email, 'secret-password');
      expect(await screen.findByText('Login Successful')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/user-products/cart'));
      expect(router.state.historyAction).toBe('REPLACE');
    });

    it("the customer's own category, from a visitor's Avail Item?", async () => {
      mockApi({
        login: { body: { token: 'token', user: testUsers.customer } },
        getMe: { body: { data: testUsers.customer } },
        getCart: { body: { items: [], totalAmount: 0 } },
        getProducts: { body: { products: [makeProduct({ name: 'Bread Flour' })] } },
      });
      const { router } = renderRoute('/landing-page-category/flour');
      const card = await screen.findByRole('article', { name: 'Bread Flour' });
      await userEvent.click(within(card).getByRole('link', { name: 'Avail Item?' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      await fillIn(testUsers.customer.email, 'secret-password');
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/user-products/category/flour'),
      );
    });

    it("the cashier's page with its tab", async () => {
      signIn('cashier');
      const { router } = renderRoute('/cashier?status=ready');
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      await fillIn(testUsers.cashier.email, 'secret-password');
      await waitFor(() => expect(router.state.location.pathname).toBe('/cashier'));
      expect(router.state.location.search).toBe('?status=ready');
    });

    it('the category the header Log In was pressed on', async () => {
      signIn('customer');
      const { router } = renderRoute('/landing-page-category/sugar');
      await userEvent.click(await screen.findByRole('link', { name: 'Log In' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      await fillIn(testUsers.customer.email, 'secret-password');
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/user-products/category/sugar'),
      );
    });

    it("the role's home when the page is not one the role may open", async () => {
      signIn('cashier');
      const { router } = renderRoute('/user-products/cart');
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      await fillIn(testUsers.cashier.email, 'secret-password');
      await waitFor(() => expect(router.state.location.pathname).toBe('/cashier-products'));
    });

    it('through Register and back: the new account still returns to the cart', async () => {
      const { calls } = mockApi({
        signup: { status: 201, body: { data: testUsers.customer } },
        login: { body: { token: 'token', user: testUsers.customer } },
        getMe: { body: { data: testUsers.customer } },
        getCart: { body: { items: [], totalAmount: 0 } },
      });
      const { router } = renderRoute('/user-products/cart');
      await userEvent.click(await screen.findByRole('link', { name: 'Register' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText(/^Username/), 'Maria');
      await user.type(screen.getByLabelText(/^Email/), testUsers.customer.email);
      await user.type(screen.getByLabelText(/^Password/), 'secret-password');
      await user.click(screen.getByRole('button', { name: 'Sign Up' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      await findAlert(MESSAGES.signupSuccess);
      await closeAlert('OK');
      await fillIn(testUsers.customer.email, 'secret-password');
      await waitFor(() => expect(router.state.location.pathname).toBe('/user-products/cart'));
      expect(calls.filter((c) => c.name === 'signup')).toHaveLength(1);
    });
  });
});
