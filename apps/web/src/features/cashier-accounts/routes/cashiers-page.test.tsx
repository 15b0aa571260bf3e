import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@shop/contract';
import { renderRoute } from '../../../test/render.tsx';
import { mockApiAs, type MockHandlers } from '../../../test/mock-api.ts';

const mockApi = (handlers: MockHandlers) => mockApiAs('admin', handlers);

// No artificial delay between keystrokes keeps the form tests quick.
const user = userEvent.setup({ delay: null });

const cashier = (id: string, username: string): User => ({
  _id: id,
  username,
  email: `${username.toLowerCase()}@gmail.com`,
  role: 'cashier',
  createdAt: '2026-01-01T00:00:00.000Z',
});
const carlo = cashier('0f8e2c1a-9b7d-4e3f-a2b1-c0d9e8f7a6b5', 'Carlo');
const dina = cashier('aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee', 'Dina');

async function fillForm(values: { username?: string; email?: string; password?: string }) {
  await user.click(await screen.findByRole('button', { name: 'Create Cashier' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Cashier' });
  const d = within(dialog);
  if (values.username) await user.type(d.getByLabelText(/^Username/), values.username);
  if (values.email) await user.type(d.getByLabelText(/^Email/), values.email);
  if (values.password) await user.type(d.getByLabelText(/^Password/), values.password);
  await user.click(d.getByRole('button', { name: 'Create Cashier' }));
  return dialog;
}

describe('cashier accounts', { timeout: 20_000 }, () => {
  it('lists the cashiers with formatted ids', async () => {
    mockApi({ listCashiers: { body: { result: [carlo, dina] } } });
    renderRoute('/create-cashier', { role: 'admin' });
    const row = (
      await screen.findByRole('rowheader', { name: 'Carlo' }, { timeout: 3000 })
    ).closest('tr')!;
    expect(row).toHaveTextContent('0F8E-2C1A-9B7D-4E3F-A2B1-C0D9-E8F7-A6B5');
    expect(row).toHaveTextContent('carlo@gmail.com');
    expect(screen.getByText('AAAA-AAAA-BBBB-4CCC-8DDD-EEEE-EEEE-EEEE')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete cashier Dina' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Cashier Accounts · Bakery Supply Shop'));
  });

  it('creates a cashier, says Cashier Account Created! and refetches the list', async () => {
    const created = cashier('bbbbbbbb-0000-4000-8000-000000000001', 'Elena');
    let list = [carlo];
    const { calls } = mockApi({
      listCashiers: () => ({ body: { result: list } }),
      createCashier: () => {
        list = [carlo, created];
        return { status: 201, body: { data: created } };
      },
    });
    renderRoute('/create-cashier', { role: 'admin' });
    await fillForm({ username: ' Elena ', email: 'elena@gmail.com', password: 'counter-123' });
    expect(await screen.findByText('Cashier Account Created!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      username: 'Elena',
      email: 'elena@gmail.com',
      password: 'counter-123',
    });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    // The page is reachable again for assistive technology once both dialogs are gone.
    expect(await screen.findByRole('rowheader', { name: 'Elena' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Create Cashier' })).not.toBeInTheDocument();
  });

  it('alerts about a non-Gmail address before sending', async () => {
    const { calls } = mockApi({ listCashiers: { body: { result: [] } } });
    renderRoute('/create-cashier', { role: 'admin' });
    await fillForm({ username: 'Elena', email: 'elena@yahoo.com', password: 'counter-123' });
    expect(
      await screen.findByText('Please enter a valid Gmail address.(@gmail.com)'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('requires every field and a password of 8 characters before sending', async () => {
    const { calls } = mockApi({ listCashiers: { body: { result: [] } } });
    renderRoute('/create-cashier', { role: 'admin' });
    const dialog = await fillForm({});
    expect(await within(dialog).findByText('Username is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();

    const d = within(dialog);
    await user.type(d.getByLabelText(/^Username/), 'Elena');
    await user.type(d.getByLabelText(/^Email/), 'elena@gmail.com');
    await user.type(d.getByLabelText(/^Password/), 'short');
    await user.click(d.getByRole('button', { name: 'Create Cashier' }));
    expect(
      await within(dialog).findByText('Password must be at least 8 characters'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows Cashier Account Failed!!!! and keeps the server reason in the form', async () => {
    mockApi({
      listCashiers: { body: { result: [] } },
      createCashier: {
        status: 409,
        body: { message: 'An account with this email already exists.' },
      },
    });
    renderRoute('/create-cashier', { role: 'admin' });
    const dialog = await fillForm({
      username: 'Elena',
      email: 'elena@gmail.com',
      password: 'counter-123',
    });
    expect(await screen.findByText('Cashier Account Failed!!!!')).toBeInTheDocument();
    expect(screen.getByText('There is a problem crating a cashier account')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(
      await within(dialog).findByText('An account with this email already exists.'),
    ).toBeInTheDocument();
  });

  it('deletes after confirmation, shows the snackbar for 5 s and refetches', async () => {
    let list = [carlo, dina];
    const { calls } = mockApi({
      listCashiers: () => ({ body: { result: list } }),
      [`deleteCashier:${dina._id}`]: () => {
        list = [carlo];
        return { body: { message: 'Cashier account deleted.' } };
      },
    });
    renderRoute('/create-cashier', { role: 'admin' });
    await user.click(
      await screen.findByRole('button', { name: 'Delete cashier Dina' }, { timeout: 3000 }),
    );
    expect(await screen.findByText('Are you sure?')).toBeInTheDocument();
    expect(screen.getByText(/Dina \(dina@gmail.com\) will be deleted/)).toBeInTheDocument();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    expect(await screen.findByText('Delete Account Succesfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Dina' })).not.toBeInTheDocument(),
    );
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(screen.getByText('Delete Account Succesfully')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() =>
      expect(screen.queryByText('Delete Account Succesfully')).not.toBeInTheDocument(),
    );
  });

  async function openSetPassword(name: string) {
    await user.click(
      await screen.findByRole(
        'button',
        { name: `Set password for cashier ${name}` },
        { timeout: 3000 },
      ),
    );
    return within(await screen.findByRole('dialog', { name: 'Set password' }));
  }

  it('sets a cashier password from the list, with the rules of a new one, and says so', async () => {
    const { calls } = mockApi({
      listCashiers: { body: { result: [carlo, dina] } },
      [`setCashierPassword:${dina._id}`]: {
        body: { message: 'Password changed. The cashier is signed out everywhere.' },
      },
    });
    renderRoute('/create-cashier', { role: 'admin' });
    const d = await openSetPassword('Dina');
    expect(d.getByText(/A new password for Dina \(dina@gmail.com\)/)).toBeInTheDocument();
    const input = d.getByLabelText(/^New password/);
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');

    // The rules of Create Cashier's password, checked before anything is sent.
    await user.click(d.getByRole('button', { name: 'Set password' }));
    expect(await d.findByText('Password is required')).toBeInTheDocument();
    await user.type(input, 'short');
    await user.click(d.getByRole('button', { name: 'Set password' }));
    expect(await d.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'dina@gmail.com');
    await user.click(d.getByRole('button', { name: 'Set password' }));
    expect(await d.findByText('Password cannot be your email address.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(input);
    await user.type(input, 'new-counter-22');
    await user.click(d.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Password Set')).toBeInTheDocument();
    expect(
      screen.getByText('Password changed. The cashier is signed out everywhere.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      expect.objectContaining({
        name: 'setCashierPassword',
        params: { id: dina._id },
        body: { password: 'new-counter-22' },
      }),
    ]);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Set password' })).not.toBeInTheDocument(),
    );
  });

  it("keeps the dialog open with the server's reason when the password is refused", async () => {
    mockApi({
      listCashiers: { body: { result: [carlo] } },
      [`setCashierPassword:${carlo._id}`]: {
        status: 400,
        body: { message: 'Password is too common. Please choose another.', field: 'password' },
      },
    });
    renderRoute('/create-cashier', { role: 'admin' });
    const d = await openSetPassword('Carlo');
    await user.type(d.getByLabelText(/^New password/), 'password1');
    await user.click(d.getByRole('button', { name: 'Set password' }));
    expect(
      await d.findByText('Password is too common. Please choose another.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Set password' })).toBeInTheDocument();
  });

  it('logs a list failure as a warning only and says so on the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    mockApi({ listCashiers: { status: 403, body: { message: 'Forbidden' } } });
    renderRoute('/create-cashier', { role: 'admin' });
    expect(
      await screen.findByText(/Could not load the cashier accounts/, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});
