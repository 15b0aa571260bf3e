import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoute, testUsers } from '../../../test/render.tsx';
import { hrefOf } from '../../../test/queries.ts';

async function fillIn(values: { username?: string; email?: string; password?: string }) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Sign up' });
  if (values.username) await user.type(screen.getByLabelText(/^Username/), values.username);
  if (values.email) await user.type(screen.getByLabelText(/^Email/), values.email);
  if (values.password) await user.type(screen.getByLabelText(/^Password/), values.password);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('/signup', () => {
  it('shows the Sign up form with a way to log in', async () => {
    mockApi({});
    renderRoute('/signup');
    expect(await screen.findByRole('heading', { name: 'Sign up', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sign Up · Bakery Supply Shop'));
    expect(screen.getByLabelText(/^Username/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByText(/Already have an account\?/)).toBeInTheDocument();
    expect(hrefOf('Login')).toBe('/login');
  });

  it('refuses an address that is not Gmail before sending anything', async () => {
    const { calls } = mockApi({});
    renderRoute('/signup');
    await fillIn({ username: 'Maria', email: 'maria@yahoo.com', password: 'secret-password' });
    const alert = await screen.findByRole('dialog');
    expect(within(alert).getByText('Please enter a valid Gmail address')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('requires a password of at least 8 characters before sending', async () => {
    const { calls } = mockApi({});
    renderRoute('/signup');
    await fillIn({ username: 'Maria', email: 'maria@gmail.com' });
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it.each([
    ['        ', 'Password cannot be only spaces.'],
    ['MARIA.santos@gmail.com', 'Password cannot be your email address.'],
  ])('refuses the password %j before sending: %s', async (password, message) => {
    const { calls } = mockApi({});
    renderRoute('/signup');
    await fillIn({ username: 'Maria', email: 'maria.santos@gmail.com', password });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('says Account creation failed! with the reason for a password the server finds too common', async () => {
    mockApi({
      signup: {
        status: 400,
        body: { message: 'Password is too common. Please choose another.', field: 'password' },
      },
    });
    renderRoute('/signup');
    await fillIn({ username: 'Maria', email: 'maria@gmail.com', password: 'iloveyou' });
    const alert = await screen.findByRole('dialog');
    expect(within(alert).getByText('Account creation failed!')).toBeInTheDocument();
    expect(
      within(alert).getByText('Password is too common. Please choose another.'),
    ).toBeInTheDocument();
  });

  it('creates the account, says so, clears the form and goes to /login', async () => {
    const { calls } = mockApi({
      signup: { status: 201, body: { data: testUsers.customer } },
    });
    const { router } = renderRoute('/signup');
    await fillIn({ username: 'Maria', email: 'Maria@gmail.com', password: 'secret-password' });

    expect(await screen.findByText('Account Created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.find((c) => c.name === 'signup')?.body).toEqual({
      username: 'Maria',
      email: 'maria@gmail.com',
      password: 'secret-password',
    });
  });

  it('says Account creation failed! with the reason when the server refuses', async () => {
    mockApi({
      signup: {
        status: 409,
        body: { message: 'An account with this email already exists.' },
      },
    });
    const { router } = renderRoute('/signup');
    await fillIn({ username: 'Maria', email: 'maria@gmail.com', password: 'secret-password' });
    const alert = await screen.findByRole('dialog');
    expect(within(alert).getByText('Account creation failed!')).toBeInTheDocument();
    expect(
      within(alert).getByText('An account with this email already exists.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('reads Creating Account... and is disabled while pending', async () => {
    mockApi({});
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    renderRoute('/signup');
    await fillIn({ username: 'Maria', email: 'maria@gmail.com', password: 'secret-password' });
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
  });
});
