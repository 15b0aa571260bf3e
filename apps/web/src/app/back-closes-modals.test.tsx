import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderRoute, testUsers } from '../test/render.tsx';
import { makeOrder } from '../test/shop-fixtures.ts';

/*
 * Issue 29: the phone's Back closes an open dialog instead of leaving the page. The tests' router
 * keeps its own history in memory, so window.history holds only what the dialogs add.
 */
const order = {
  ...makeOrder(),
  orderNumber: 1200,
  note: null,
  statusHistory: [{ status: 'pending' as const, at: '2026-11-20T02:30:00.000Z', note: null }],
};

async function openConfirmation() {
  const calls = mockApi({
    getMe: { body: { data: testUsers.customer } },
    getOrders: { body: { orders: [order] } },
  }).calls;
  renderRoute('/user-products/order-history', { role: 'customer' });
  const card = await screen.findByRole('article', { name: 'Order #1200' });
  await userEvent.click(within(card).getByRole('button', { name: 'Cancel Order #1200' }));
  const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
  return { calls, dialog };
}

const marked = () => (window.history.state as { shopModal?: boolean } | null)?.shopModal === true;

describe('Back and open dialogs', { timeout: 15_000 }, () => {
  it('Back closes the open dialog and the page stays, nothing done', async () => {
    const start = window.history.length;
    const { calls } = await openConfirmation();
    // Opening it added one history entry, marked as the dialog's.
    await waitFor(() => expect(marked()).toBe(true));
    expect(window.history.length).toBe(start + 1);

    window.history.back();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('article', { name: 'Order #1200' })).toBeInTheDocument();
    expect(marked()).toBe(false);
    // No entry is added again once it has gone.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(marked()).toBe(false);
    expect(window.history.length).toBe(start + 1);
    expect(calls.filter((c) => c.name === 'cancelOrder')).toHaveLength(0);
  });

  it('closing the dialog on screen takes its history entry back', async () => {
    const { dialog } = await openConfirmation();
    await waitFor(() => expect(marked()).toBe(true));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(marked()).toBe(false));
  });
});
