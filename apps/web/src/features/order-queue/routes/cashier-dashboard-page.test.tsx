import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Swal from 'sweetalert2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerQueueEntry } from '@shop/contract';
import { mockApi as mockNetwork, renderRoute, testUsers } from '../../../test/render.tsx';

// The signed-in cashier's session check answers too.
const mockApi = (handlers: Parameters<typeof mockNetwork>[0]) =>
  mockNetwork({ getMe: { body: { data: testUsers.cashier } }, ...handlers });

// No artificial delay between keystrokes keeps the form tests quick.
const user = userEvent.setup({ delay: null });

afterEach(() => {
  Swal.close();
  cleanup();
  vi.unstubAllGlobals();
});

const item = (n: number, price: number, quantity: number, subtotal: number) => ({
  _id: `aaaaaaaa-0000-4000-8000-00000000000${n}`,
  product: {
    _id: `bbbbbbbb-0000-4000-8000-00000000000${n}`,
    name: `Product ${n}`,
    description: `Description ${n}`,
  },
  name: `Product ${n}`,
  description: `Description ${n}`,
  priceType: 'price' as const,
  price,
  quantity,
  subtotal,
});

function entry(n: number, status: CustomerQueueEntry['status'], name: string): CustomerQueueEntry {
  const items = [item(1, 1250.5, 2, 2501), item(2, 0.1, 3, 0.3)];
  return {
    _id: `cccccccc-0000-4000-8000-00000000000${n}`,
    status,
    customerInfo: {
      name,
      phoneNumber: `+6391234567${n}`,
      address: 'Cebu',
      pickupDate: '2026-06-05',
    },
    orderId: { _id: `dddddddd-0000-4000-8000-00000000000${n}`, items, totalAmount: 2501.3 },
    deliveryMode: 'pickup',
    createdAt: '2026-06-01T00:00:00.000Z',
    totalAmount: 2501.3,
  };
}

const queue = [
  entry(1, 'pending', 'Juan Dela Cruz'),
  entry(2, 'approved', 'Maria Santos'),
  entry(3, 'declined', 'Pedro Reyes'),
];

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('cashier dashboard', () => {
  it('lists the queue with the spec columns, row tints and status text', async () => {
    mockApi({ getCustomerQueue: { body: { customer: queue } } });
    renderRoute('/cashier', { role: 'cashier' });

    expect(await screen.findByRole('heading', { name: 'CASHIER DASHBOARD' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      '#',
      'CUSTOMER NAME',
      'CUSTOMER NUMBER',
      'PRODUCTS',
      'PICK UP DATE',
      'ACTIONS',
    ]);

    const pending = await rowOf('Juan Dela Cruz');
    expect(within(pending).getByText('1')).toBeInTheDocument();
    expect(within(pending).getByText('+63912345671')).toBeInTheDocument();
    expect(within(pending).getByText('Jun 5, 2026')).toBeInTheDocument();
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(within(pending).getByRole('button', { name: 'Decline' })).toBeEnabled();

    const approved = await rowOf('Maria Santos');
    expect(approved).toHaveStyle({ backgroundColor: '#e8f5e9' });
    expect(within(approved).getByText('Approved')).toBeInTheDocument();
    expect(within(approved).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(within(approved).getByRole('button', { name: 'Decline' })).toBeEnabled();

    const declined = await rowOf('Pedro Reyes');
    expect(declined).toHaveStyle({ backgroundColor: '#ffebee' });
    expect(within(declined).getByText('Declined')).toBeInTheDocument();
    expect(within(declined).getByRole('button', { name: 'Decline' })).toBeDisabled();
    expect(
      within(declined).getByRole('button', { name: 'Clear Customer Info of Pedro Reyes' }),
    ).toBeInTheDocument();
  });

  it('shows Loading... first, then the empty state', async () => {
    mockApi({ getCustomerQueue: { body: { customer: [] } } });
    renderRoute('/cashier', { role: 'cashier' });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('No orders to show')).toBeInTheDocument();
  });

  it('says Failed to load orders when the queue cannot be read', async () => {
    mockApi({
      getCustomerQueue: { status: 403, body: { message: 'Forbidden' } },
    });
    renderRoute('/cashier', { role: 'cashier' });
    expect(await screen.findByText('Failed to load orders')).toBeInTheDocument();
  });

  it('polls for new orders every 10 seconds', async () => {
    const { CUSTOMER_QUEUE_POLL_MS } = await import('../api/get-customer-queue.ts');
    expect(CUSTOMER_QUEUE_POLL_MS).toBe(10_000);
    let answer: CustomerQueueEntry[] = [];
    const { calls } = mockApi({
      getCustomerQueue: () => ({ body: { customer: answer } }),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderRoute('/cashier', { role: 'cashier' });
      expect(await screen.findByText('No orders to show')).toBeInTheDocument();
      answer = [queue[0]!];
      await vi.advanceTimersByTimeAsync(CUSTOMER_QUEUE_POLL_MS);
      expect(await screen.findByText('Juan Dela Cruz')).toBeInTheDocument();
      expect(calls.filter((c) => c.name === 'getCustomerQueue').length).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens Order Products with each line, its subtotal and the Total', async () => {
    mockApi({ getCustomerQueue: { body: { customer: queue } } });
    renderRoute('/cashier', { role: 'cashier' });
    const row = await rowOf('Juan Dela Cruz');
    await user.click(within(row).getByRole('button', { name: /View Products/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Order Products' });
    const lines = within(dialog).getAllByRole('row');
    expect(lines[1]).toHaveTextContent('Product 1');
    expect(lines[1]).toHaveTextContent('Description 1');
    expect(within(lines[1]!).getByText('2')).toBeInTheDocument();
    expect(lines[1]).toHaveTextContent('₱1,250.50');
    expect(lines[1]).toHaveTextContent('₱2,501.00');
    expect(lines[2]).toHaveTextContent('₱0.10');
    expect(lines[2]).toHaveTextContent('₱0.30');
    expect(lines[3]).toHaveTextContent('Total');
    expect(lines[3]).toHaveTextContent('₱2,501.30');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('approves after confirmation, shows the server message and refetches', async () => {
    const { calls } = mockApi({
      getCustomerQueue: { body: { customer: queue } },
      [`setOrderStatus:${queue[0]!._id}`]: {
        body: {
          customerOrder: { _id: queue[0]!._id, status: 'approved' },
          message: 'Order approved.',
        },
      },
    });
    renderRoute('/cashier', { role: 'cashier' });
    const row = await rowOf('Juan Dela Cruz');
    await user.click(within(row).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Are you sure?')).toBeInTheDocument();
    expect(screen.getByText('You are about to approved this order.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('Order approved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.querySelector('.swal2-popup')).toHaveClass('swal2-icon-success'),
    );
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ status: 'approved' });
    expect(calls.filter((c) => c.name === 'getCustomerQueue').length).toBe(2);
  });

  it('declines with an error icon on success', async () => {
    mockApi({
      getCustomerQueue: { body: { customer: queue } },
      [`setOrderStatus:${queue[1]!._id}`]: {
        body: {
          customerOrder: { _id: queue[1]!._id, status: 'declined' },
          message: 'Order declined.',
        },
      },
    });
    renderRoute('/cashier', { role: 'cashier' });
    const row = await rowOf('Maria Santos');
    await user.click(within(row).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('You are about to declined this order.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Order declined.')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.querySelector('.swal2-popup')).toHaveClass('swal2-icon-error'),
    );
  });

  it('sends nothing when the cashier cancels', async () => {
    const { calls } = mockApi({ getCustomerQueue: { body: { customer: queue } } });
    renderRoute('/cashier', { role: 'cashier' });
    const row = await rowOf('Juan Dela Cruz');
    await user.click(within(row).getByRole('button', { name: 'Decline' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Are you sure?')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows Error with the server message, or the fallback, when the change fails', async () => {
    mockApi({
      getCustomerQueue: { body: { customer: queue } },
      [`setOrderStatus:${queue[0]!._id}`]: {
        status: 409,
        body: { message: 'Not enough stock for Product 1.' },
      },
      [`setOrderStatus:${queue[2]!._id}`]: { status: 500 },
    });
    renderRoute('/cashier', { role: 'cashier' });
    await user.click(
      within(await rowOf('Juan Dela Cruz')).getByRole('button', { name: 'Approve' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Not enough stock for Product 1.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));

    await user.click(within(await rowOf('Pedro Reyes')).getByRole('button', { name: 'Approve' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Failed to update order status')).toBeInTheDocument();
  });

  it('clears customer info after confirmation and refetches', async () => {
    const { calls } = mockApi({
      getCustomerQueue: { body: { customer: queue } },
      [`clearCustomerInfo:${queue[2]!._id}`]: {
        body: { message: 'Customer info cleared.' },
      },
    });
    renderRoute('/cashier', { role: 'cashier' });
    await user.click(
      within(await rowOf('Pedro Reyes')).getByRole('button', {
        name: 'Clear Customer Info of Pedro Reyes',
      }),
    );
    expect(await screen.findByText('Are you sure?')).toBeInTheDocument();
    expect(screen.getByText('This will permanently delete the customer info.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(screen.getByText('Customer info cleared.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
    expect(calls.filter((c) => c.name === 'getCustomerQueue').length).toBe(2);
  });

  it('shows Failed to clear customer info when the server gives no message', async () => {
    mockApi({
      getCustomerQueue: { body: { customer: queue } },
      [`clearCustomerInfo:${queue[0]!._id}`]: { status: 500 },
    });
    renderRoute('/cashier', { role: 'cashier' });
    await user.click(
      within(await rowOf('Juan Dela Cruz')).getByRole('button', { name: /Clear Customer Info/ }),
    );
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to clear customer info')).toBeInTheDocument();
  });
});
