import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CustomerQueueEntry, OrderStatus } from '@shop/contract';
import { playChime } from '../../../lib/chime.ts';
import { installFakeEventSource, openStream } from '../../../test/fake-event-source.ts';
import { renderRoute } from '../../../test/render.tsx';
import { mockApiAs, type MockHandlers, type RecordedCall } from '../../../test/mock-api.ts';
import { screenWidth } from '../../../test/screen-width.ts';
import {
  alertIcon,
  buttonFill,
  closeAlert,
  findAlert,
  findNotice,
  noticeGoesBy,
  rgb,
} from '../../../test/dialogs.ts';
import { expectTabShown, tabLabels } from '../../../test/queries.ts';

// jsdom has no Web Audio: the chime is replaced by a spy.
vi.mock('../../../lib/chime.ts', () => ({ playChime: vi.fn(), primeChime: () => () => {} }));

// The signed-in cashier's session check answers too.
const mockApi = (handlers: MockHandlers) => mockApiAs('cashier', handlers);

// No artificial delay between keystrokes keeps the form tests quick.
const user = userEvent.setup({ delay: null });

const item = (
  n: number,
  price: number,
  quantity: number,
  subtotal: number,
  unit: string | null = null,
) => ({
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
  unit,
  quantity,
  subtotal,
  lots: [] as CustomerQueueEntry['orderId']['items'][number]['lots'],
  refundedQuantity: 0,
});

function entry(
  n: number,
  status: OrderStatus,
  name: string,
  overrides: Partial<CustomerQueueEntry> = {},
): CustomerQueueEntry {
  const items = [item(1, 1250.5, 2, 2501), item(2, 0.1, 3, 0.3)];
  return {
    _id: `cccccccc-0000-4000-8000-00000000000${n}`,
    orderNumber: 1040 + n,
    status,
    note: null,
    statusHistory: [
      { status: 'pending', at: '2026-06-01T00:00:00.000Z', note: null, by: null },
      ...(status === 'pending'
        ? []
        : [{ status, at: '2026-06-01T01:00:00.000Z', note: null, by: 'Carlo' }]),
    ],
    customerInfo: {
      name,
      phoneNumber: `+6391234567${n}`,
      address: `${n} Mabini St, Cebu`,
      pickupDate: '2026-06-05',
    },
    orderId: { _id: `dddddddd-0000-4000-8000-00000000000${n}`, items, totalAmount: 2501.3 },
    deliveryMode: 'pickup',
    createdAt: '2026-06-01T00:00:00.000Z',
    subtotal: 2501.3,
    deliveryFee: 0,
    deliveryZone: null,
    totalAmount: 2501.3,
    paymentMethod: 'cash',
    gcashReference: null,
    paid: false,
    paidAt: null,
    paidBy: null,
    smsUpdates: true,
    channel: 'online',
    tendered: null,
    change: null,
    refundedAmount: 0,
    ...overrides,
  };
}

/** Maria's order: 2 sacks of flour and 3 pieces, delivered to Cebu City for ₱50, paid by GCash. */
const delivered: Partial<CustomerQueueEntry> = {
  deliveryMode: 'delivery',
  orderId: {
    _id: 'dddddddd-0000-4000-8000-000000000002',
    items: [item(1, 1250.5, 2, 2501, 'sack (25 kg)'), item(2, 0.1, 3, 0.3, 'piece')],
    totalAmount: 2551.3,
  },
  deliveryFee: 50,
  deliveryZone: 'Cebu City',
  totalAmount: 2551.3,
  paymentMethod: 'gcash',
  gcashReference: '1234567890123',
};

const queue = [
  entry(1, 'pending', 'Juan Dela Cruz'),
  entry(2, 'approved', 'Maria Santos', delivered),
  // Paid by GCash, seen by the cashier, though the customer gave no reference.
  entry(3, 'ready', 'Pedro Reyes', {
    note: 'Ready after 2 PM',
    paymentMethod: 'gcash',
    paid: true,
    paidAt: '2026-06-01T02:15:00.000Z',
    paidBy: 'Carlo',
  }),
];
const done = [
  entry(4, 'declined', 'Ana Cruz', { note: 'Out of lard this week' }),
  entry(5, 'completed', 'Lito Lapid'),
  entry(6, 'cancelled', 'Rosa Garcia'),
];

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
/** The server's answer to a status change of this order: its new status and note, and the message. */
const statusChange = (
  entry: CustomerQueueEntry,
  status: OrderStatus,
  message: string,
  note: string | null = null,
): MockHandlers => ({
  [`setOrderStatus:${entry._id}`]: {
    body: {
      customerOrder: { _id: entry._id, orderNumber: entry.orderNumber, status, note },
      message,
    },
  },
});

const queueCalls = (calls: { name: string | undefined; search: string }[]) =>
  calls.filter((c) => c.name === 'getCustomerQueue').map((c) => c.search);

// Role queries over a full queue (six orders, a dozen buttons each) are slow in jsdom on a busy machine.
describe('cashier dashboard', { timeout: 15_000 }, () => {
  it('lists the open orders with the spec columns, tints, number, delivery, total and status', async () => {
    const { calls } = mockApi({ getCustomerQueue: { body: { customer: queue } } });
    renderRoute('/cashier', { role: 'cashier' });

    expect(await screen.findByRole('heading', { name: 'CASHIER DASHBOARD' })).toBeInTheDocument();
    await screen.findByText('Juan Dela Cruz');
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    // The spec's six columns, in its order, with the order (number, status, time) beside them.
    expect(headers).toEqual([
      '#',
      'ORDER',
      'CUSTOMER NAME',
      'CUSTOMER NUMBER',
      'PRODUCTS',
      'PICK UP DATE',
      'ACTIONS',
    ]);
    expect(queueCalls(calls)).toEqual(['?status=open']);

    const pending = await rowOf('Juan Dela Cruz');
    expect(within(pending).getByText('1')).toBeInTheDocument();
    expect(within(pending).getByText('Order #1041')).toBeInTheDocument();
    expect(pending).toHaveTextContent('Ordered Jun 1, 2026, 8:00 AM');
    expect(within(pending).getByText('+63912345671')).toBeInTheDocument();
    expect(within(pending).getByText('Jun 5, 2026')).toBeInTheDocument();
    expect(pending).toHaveTextContent('Pickup: 1 Mabini St, Cebu');
    expect(pending).toHaveTextContent('Subtotal ₱2,501.30Delivery fee ₱0.00Total ₱2,501.30');
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(pending).not.toHaveStyle({ backgroundColor: '#e8f5e9' });
    // Under the order's status, its payment. Cash: no reference line; not paid yet, and a button
    // to mark it.
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell');
    expect(cells(pending)[1]).toHaveTextContent(/8:00\sAMCashUnpaidMark Paid$/);
    expect(within(pending).getByRole('button', { name: 'Mark Paid' })).toHaveAccessibleDescription(
      'Order #1041 Juan Dela Cruz',
    );

    const approved = await rowOf('Maria Santos');
    expect(approved).toHaveStyle({ backgroundColor: '#e8f5e9' });
    expect(within(approved).getByText('Order #1042')).toBeInTheDocument();
    expect(approved).toHaveTextContent('Delivery: 2 Mabini St, Cebu');
    expect(within(approved).getByText('Approved')).toBeInTheDocument();
    expect(cells(approved)[4]).toHaveTextContent(
      'Subtotal ₱2,501.30Delivery fee (Cebu City) ₱50.00Total ₱2,551.30',
    );
    expect(cells(approved)[1]).toHaveTextContent(
      /8:00\sAMGCashUnpaidRef 1234567890123 · ₱2,551.30Mark Paid$/,
    );

    const ready = await rowOf('Pedro Reyes');
    expect(within(ready).getByText('Ready for pickup')).toBeInTheDocument();
    expect(ready).toHaveTextContent('Note: Ready after 2 PM');
    expect(within(ready).getByRole('button', { name: 'Print Order #1043' })).toBeEnabled();
    // Who marked it paid, and when (02:15 UTC is 10:15 in Manila).
    expect(cells(ready)[1]).toHaveTextContent(
      /GCashPaidNo reference yetMark UnpaidMarked paid by Carlo, Jun 1, 2026, 10:15\sAM$/,
    );
  });

  it('badges a counter sale Counter in the table too', async () => {
    mockApi({
      getCustomerQueue: {
        body: { customer: [entry(8, 'completed', 'Walk-in', { channel: 'counter' }), done[1]!] },
      },
    });
    renderRoute('/cashier?status=done', { role: 'cashier' });
    expect(within(await rowOf('Walk-in')).getByText('Counter')).toBeInTheDocument();
    expect(within(await rowOf('Lito Lapid')).queryByText('Counter')).not.toBeInTheDocument();
  });

  it('tints declined rows red and says Out for delivery for a ready delivery', async () => {
    mockApi({
      getCustomerQueue: {
        body: {
          customer: [done[0]!, entry(7, 'ready', 'Nena Cruz', { deliveryMode: 'delivery' })],
        },
      },
    });
    renderRoute('/cashier', { role: 'cashier' });
    const declined = await rowOf('Ana Cruz');
    expect(declined).toHaveStyle({ backgroundColor: '#ffebee' });
    expect(within(declined).getByText('Declined')).toBeInTheDocument();
    expect(within(await rowOf('Nena Cruz')).getByText('Out for delivery')).toBeInTheDocument();
  });

  it('enables each status button exactly where the order may move, and Clear only on done orders', async () => {
    mockApi({ getCustomerQueue: { body: { customer: [...queue, ...done] } } });
    renderRoute('/cashier', { role: 'cashier' });
    // Design section 3: pending -> approved -> ready -> completed, declined from any open
    // status, declined -> approved again; completed and cancelled are final.
    const expected: Record<string, string[]> = {
      'Juan Dela Cruz': ['Approve', 'Decline'],
      'Maria Santos': ['Decline', 'Mark Ready'],
      'Pedro Reyes': ['Decline', 'Complete'],
      'Ana Cruz': ['Approve'],
      'Lito Lapid': [],
      'Rosa Garcia': [],
    };
    for (const [name, enabled] of Object.entries(expected)) {
      const row = await rowOf(name);
      for (const label of ['Approve', 'Decline', 'Mark Ready', 'Complete']) {
        const button = within(row).getByRole('button', { name: label });
        if (enabled.includes(label)) expect(button, `${name}: ${label}`).toBeEnabled();
        else expect(button, `${name}: ${label}`).toBeDisabled();
      }
      const clear = within(row).getByRole('button', { name: `Clear Customer Info of ${name}` });
      const isDone = ['Ana Cruz', 'Lito Lapid', 'Rosa Garcia'].includes(name);
      if (isDone) expect(clear, name).toBeEnabled();
      else expect(clear, name).toBeDisabled();
    }
  });

  it('has tabs Open, Today, Pending, Approved, Ready and Done, each asking for its ?status=', async () => {
    const { calls } = mockApi({
      getCustomerQueue: (call) => ({
        body: { customer: call.search === '?status=done' ? done : queue },
      }),
    });
    const { router } = renderRoute('/cashier', { role: 'cashier' });
    const tabs = await screen.findByRole('tablist', { name: 'Which orders to show' });
    expect(tabLabels(tabs)).toEqual(['Open', 'Today', 'Pending', 'Approved', 'Ready', 'Done']);
    expect(within(tabs).getByRole('tab', { name: 'Open' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await screen.findByText('Juan Dela Cruz');

    for (const [label, status] of [
      ['Today', 'today'],
      ['Pending', 'pending'],
      ['Approved', 'approved'],
      ['Ready', 'ready'],
      ['Done', 'done'],
    ] as const) {
      await user.click(within(tabs).getByRole('tab', { name: label }));
      await waitFor(() => expect(queueCalls(calls).at(-1)).toBe(`?status=${status}`));
      expectTabShown(tabs, label);
      expect(router.state.location.search).toBe(`?status=${status}`);
    }
    expect(await screen.findByText('Ana Cruz')).toBeInTheDocument();
    expect(screen.queryByText('Juan Dela Cruz')).not.toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Open' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Juan Dela Cruz')).toBeInTheDocument();
  });

  it('opens on the tab named in the address', async () => {
    const { calls } = mockApi({ getCustomerQueue: { body: { customer: done } } });
    renderRoute('/cashier?status=done', { role: 'cashier' });
    expect(await screen.findByText('Ana Cruz')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Done' })).toHaveAttribute('aria-selected', 'true');
    // The Open list is read too, on any tab: it counts the pending orders for the tab's title.
    expect(queueCalls(calls).sort()).toEqual(['?status=done', '?status=open']);
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
      expect(queueCalls(calls)).toEqual(['?status=open', '?status=open']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a new order and a change as soon as the live stream tells of them, with a chime for the new one', async () => {
    installFakeEventSource();
    vi.mocked(playChime).mockClear();
    let answer: CustomerQueueEntry[] = [];
    mockApi({ getCustomerQueue: () => ({ body: { customer: answer } }) });
    renderRoute('/cashier', { role: 'cashier' });
    expect(await screen.findByText('No orders to show')).toBeInTheDocument();
    expect(
      screen.getByText('Checking for new orders every 10 seconds.', { exact: true }),
    ).toBeInTheDocument();

    const stream = openStream();
    act(() => stream.emit('ready'));
    expect(
      await screen.findByText('Live: new orders and changes show up here as they happen.'),
    ).toBeInTheDocument();

    answer = [queue[0]!];
    const event = { orderId: queue[0]!._id, orderNumber: 1041, at: '2026-06-01T00:00:00.000Z' };
    act(() => stream.emit('order-created', { ...event, status: 'pending' }));
    // Well before the next poll: the event itself brings the order in.
    expect(await screen.findByText('Juan Dela Cruz', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(playChime).toHaveBeenCalledTimes(1);

    answer = [{ ...queue[0]!, status: 'approved' }];
    act(() => stream.emit('order-status', { ...event, status: 'approved' }));
    const row = await rowOf('Juan Dela Cruz');
    await waitFor(() => expect(within(row).getByText('Approved')).toBeInTheDocument(), {
      timeout: 2000,
    });
    expect(playChime).toHaveBeenCalledTimes(1);

    // The stream drops: the page says it polls again.
    act(() => stream.fail());
    expect(
      await screen.findByText('Checking for new orders every 10 seconds.'),
    ).toBeInTheDocument();
  });

  it("shows a customer's GCash reference as soon as the live stream tells of the payment", async () => {
    installFakeEventSource();
    let answer: CustomerQueueEntry[] = [{ ...queue[1]!, gcashReference: null }];
    mockApi({ getCustomerQueue: () => ({ body: { customer: answer } }) });
    renderRoute('/cashier', { role: 'cashier' });
    const row = await rowOf('Maria Santos');
    expect(row).toHaveTextContent('No reference yet');
    const stream = openStream();
    act(() => stream.emit('ready'));

    answer = [queue[1]!];
    const event = {
      orderId: queue[1]!._id,
      orderNumber: 1042,
      status: 'approved',
      at: '2026-06-01T00:00:00.000Z',
    };
    act(() => stream.emit('order-payment', event));
    await waitFor(() => expect(row).toHaveTextContent('Ref 1234567890123 · ₱2,551.30'), {
      timeout: 2000,
    });
  });

  it('puts the count of pending orders in the tab title, on any tab, and takes it away when left', async () => {
    document.title = 'Bakery Supply Shop';
    let open = queue;
    mockApi({
      getCustomerQueue: (call) => ({
        body: { customer: call.search === '?status=done' ? done : open },
      }),
    });
    const { router, unmount } = renderRoute('/cashier?status=done', { role: 'cashier' });
    await screen.findByText('Ana Cruz');
    await waitFor(() => expect(document.title).toBe('(1) Cashier Dashboard · Bakery Supply Shop'));

    open = [...queue, entry(8, 'pending', 'Nena Cruz')];
    await act(() => router.navigate('/cashier'));
    await screen.findByText('Nena Cruz');
    await waitFor(() => expect(document.title).toBe('(2) Cashier Dashboard · Bakery Supply Shop'));

    // Leaving the page takes the count away; the shop's name alone stays until the next page's.
    unmount();
    expect(document.title).toBe('Bakery Supply Shop');
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
    expect(lines[3]).toHaveTextContent(/^Subtotal₱2,501.30$/);
    expect(lines[4]).toHaveTextContent(/^Delivery fee₱0.00$/);
    expect(lines[5]).toHaveTextContent(/^Total₱2,501.30$/);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows staff the lots each line took, soonest expiry first, in Order Products', async () => {
    const [first, ...rest] = queue[0]!.orderId.items;
    const lots = [
      {
        lotId: 'cccccccc-0000-4000-8000-000000000001',
        quantity: 37.5,
        expirationDate: '2027-03-26',
        stockUnit: 'kg',
      },
      {
        lotId: 'cccccccc-0000-4000-8000-000000000002',
        quantity: 12.5,
        expirationDate: '2027-09-22',
        stockUnit: 'kg',
      },
    ];
    const withLots = {
      ...queue[0]!,
      orderId: { ...queue[0]!.orderId, items: [{ ...first!, lots }, ...rest] },
    };
    mockApi({ getCustomerQueue: { body: { customer: [withLots, ...queue.slice(1)] } } });
    renderRoute('/cashier', { role: 'cashier' });
    const row = await rowOf('Juan Dela Cruz');
    await user.click(within(row).getByRole('button', { name: /View Products/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Order Products' });
    const lines = within(dialog).getAllByRole('row');
    expect(
      within(lines[1]!).getByText('37.5 kg from the lot expiring March 26, 2027'),
    ).toBeInTheDocument();
    expect(
      within(lines[1]!).getByText('12.5 kg from the lot expiring September 22, 2027'),
    ).toBeInTheDocument();
    expect(lines[2]).not.toHaveTextContent('from the lot');
  });

  it('shows each line with its unit, and the delivery fee with its area, in Order Products', async () => {
    mockApi({ getCustomerQueue: { body: { customer: queue } } });
    renderRoute('/cashier', { role: 'cashier' });
    const row = await rowOf('Maria Santos');
    await user.click(within(row).getByRole('button', { name: /View Products/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Order Products' });
    const lines = within(dialog).getAllByRole('row');
    expect(lines[1]).toHaveTextContent(
      /^Product 1Description 12₱1,250.50 per sack \(25 kg\)₱2,501.00$/,
    );
    expect(lines[2]).toHaveTextContent(/^Product 2Description 23₱0.10 per piece₱0.30$/);
    expect(lines[3]).toHaveTextContent(/^Subtotal₱2,501.30$/);
    expect(lines[4]).toHaveTextContent(/^Delivery fee \(Cebu City\)₱50.00$/);
    expect(lines[5]).toHaveTextContent(/^Total₱2,551.30$/);
  });

  it('marks an order paid after confirmation, shows the server message and refetches', async () => {
    const id = queue[1]!._id;
    const { calls } = mockApi({
      getCustomerQueue: { body: { customer: queue } },
      [`setOrderPaid:${id}`]: {
        body: {
          customerOrder: {
            _id: id,
            orderNumber: 1042,
            paid: true,
            paidAt: '2026-06-01T03:00:00.000Z',
            paidBy: 'Carlo',
          },
          message: 'Order marked paid.',
        },
      },
    });
    renderRoute('/cashier', { role: 'cashier' });
    await user.click(
      within(await rowOf('Maria Santos')).getByRole('button', { name: 'Mark Paid' }),
    );

    expect(await screen.findByText('Are you sure?')).toBeInTheDocument();
    // A GCash order: the reference beside the amount to find in the GCash app.
    expect(
      screen.getByText(
        'You are about to mark this order paid. Check GCash reference 1234567890123 for ₱2,551.30.',
      ),
    ).toBeInTheDocument();
    // Nothing is deleted or refused: the confirm button keeps the shop's green.
    expect(buttonFill('Yes')).toBe(rgb('#2e7d32'));
    await user.click(screen.getByRole('button', { name: 'Yes' }));

    // A short notice, not a dialog to dismiss: it goes by itself, nothing pressed.
    const notice = await findNotice('Success!');
    expect(within(notice).getByText('Order marked paid.')).toBeInTheDocument();
    expect(alertIcon(notice)).toBe('Success');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await noticeGoesBy(notice);
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => [c.name, c.params.id, c.body])).toEqual([
      ['setOrderPaid', id, { paid: true }],
    ]);
    expect(queueCalls(calls)).toEqual(['?status=open', '?status=open']);
  });

  it('marks a paid order unpaid, and tells a failure with the server message or the fallback', async () => {
    const { calls } = mockApi({
      getCustomerQueue: { body: { customer: queue } },
      [`setOrderPaid:${queue[2]!._id}`]: { status: 404, body: { message: 'Order not found.' } },
      [`setOrderPaid:${queue[0]!._id}`]: { status: 500 },
    });
    renderRoute('/cashier', { role: 'cashier' });
    await user.click(
      within(await rowOf('Pedro Reyes')).getByRole('button', { name: 'Mark Unpaid' }),
    );
    expect(await screen.findByText('You are about to mark this order unpaid.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Order not found.')).toBeInTheDocument();
    expect(alertIcon(await findAlert('Error'))).toBe('Error');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ paid: false });
    await closeAlert('OK');

    await user.click(
      within(await rowOf('Juan Dela Cruz')).getByRole('button', { name: 'Mark Paid' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Failed to update payment')).toBeInTheDocument();
  });

  it('sends no paid mark when the cashier cancels', async () => {
    const { calls } = mockApi({ getCustomerQueue: { body: { customer: queue } } });
    renderRoute('/cashier', { role: 'cashier' });
    await user.click(
      within(await rowOf('Maria Santos')).getByRole('button', { name: 'Mark Paid' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Are you sure?')).not.toBeInTheDocument());
    expect(calls.some((c) => c.name === 'setOrderPaid')).toBe(false);
  });

  it('approves after confirmation (no note sent when none is typed), shows the server message and refetches', async () => {
    const { calls } = mockApi({
      getCustomerQueue: { body: { customer: queue } },
      ...statusChange(queue[0]!, 'approved', 'Order approved.'),
    });
    renderRoute('/cashier', { role: 'cashier' });
    const row = await rowOf('Juan Dela Cruz');
    await user.click(within(row).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Are you sure?')).toBeInTheDocument();
    expect(screen.getByText('You are about to approved this order.')).toBeInTheDocument();
    const note = screen.getByLabelText('Note to the customer (optional)');
    expect(note).toHaveAttribute('maxlength', '200');
    // Not a destructive action: the confirm button keeps the shop's green.
    expect(buttonFill('Yes')).toBe(rgb('#2e7d32'));
    expect(buttonFill('Cancel')).toBe(rgb('rgba(0, 0, 0, 0.6)'));
    await user.click(screen.getByRole('button', { name: 'Yes' }));

    const notice = await findNotice('Success!');
    expect(within(notice).getByText('Order approved.')).toBeInTheDocument();
    expect(alertIcon(notice)).toBe('Success');
    // The next tap goes straight to the queue: no dialog stands over it, and the notice goes by.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await noticeGoesBy(notice);
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.name).toBe('setOrderStatus');
    expect(put?.params).toEqual({ id: queue[0]!._id });
    expect(put?.body).toEqual({ status: 'approved' });
    expect(queueCalls(calls)).toEqual(['?status=open', '?status=open']);
  });

  it('marks an order ready with a note to the customer', async () => {
    const { calls } = mockApi({
      getCustomerQueue: { body: { customer: queue } },
      ...statusChange(queue[1]!, 'ready', 'Order marked ready.', 'Rider leaves at 3 PM'),
    });
    renderRoute('/cashier', { role: 'cashier' });
    await user.click(
      within(await rowOf('Maria Santos')).getByRole('button', { name: 'Mark Ready' }),
    );
    expect(await screen.findByText('You are about to mark this order ready.')).toBeInTheDocument();
    await user.type(
      screen.getByLabelText('Note to the customer (optional)'),
      '  Rider leaves at 3 PM ',
    );
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    const notice = await findNotice('Success!');
    expect(within(notice).getByText('Order marked ready.')).toBeInTheDocument();
    expect(alertIcon(notice)).toBe('Success');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      status: 'ready',
      note: 'Rider leaves at 3 PM',
    });
  });

  it('completes a ready order', async () => {
    const { calls } = mockApi({
      getCustomerQueue: { body: { customer: queue } },
      ...statusChange(queue[2]!, 'completed', 'Order completed.'),
    });
    renderRoute('/cashier', { role: 'cashier' });
    await user.click(within(await rowOf('Pedro Reyes')).getByRole('button', { name: 'Complete' }));
    expect(
      await screen.findByText('You are about to mark this order completed.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    const notice = await findNotice('Success!');
    expect(within(notice).getByText('Order completed.')).toBeInTheDocument();
    await noticeGoesBy(notice);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'completed' });
  });

  it('declines with a reason behind a red button, and tells the result with a neutral icon', async () => {
    const { calls } = mockApi({
      getCustomerQueue: { body: { customer: queue } },
      ...statusChange(queue[1]!, 'declined', 'Order declined.', 'No rider on Sunday'),
    });
    renderRoute('/cashier', { role: 'cashier' });
    const row = await rowOf('Maria Santos');
    await user.click(within(row).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('You are about to declined this order.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Note to the customer (optional)')).not.toBeInTheDocument();
    const reason = screen.getByLabelText('Reason (optional)');
    expect(reason).toHaveAttribute('maxlength', '200');
    expect(buttonFill('Yes')).toBe(rgb('#c62828'));
    expect(buttonFill('Cancel')).toBe(rgb('rgba(0, 0, 0, 0.6)'));
    await user.type(reason, 'No rider on Sunday');
    await user.click(screen.getByRole('button', { name: 'Yes' }));

    const notice = await findNotice('Success!');
    expect(within(notice).getByText('Order declined.')).toBeInTheDocument();
    expect(alertIcon(notice)).toBe('Information');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      status: 'declined',
      note: 'No rider on Sunday',
    });
  });

  it('sends nothing when the cashier cancels', async () => {
    const { calls } = mockApi({ getCustomerQueue: { body: { customer: queue } } });
    renderRoute('/cashier', { role: 'cashier' });
    const row = await rowOf('Juan Dela Cruz');
    await user.click(within(row).getByRole('button', { name: 'Decline' }));
    await user.type(await screen.findByLabelText('Reason (optional)'), 'typed, then changed mind');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Are you sure?')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows Error with the server message, or the fallback, when the change fails', async () => {
    mockApi({
      getCustomerQueue: { body: { customer: [...queue, ...done] } },
      [`setOrderStatus:${done[0]!._id}`]: {
        status: 409,
        body: { message: 'Not enough stock for Product 1.' },
      },
      [`setOrderStatus:${queue[0]!._id}`]: { status: 500 },
    });
    renderRoute('/cashier', { role: 'cashier' });
    await user.click(within(await rowOf('Ana Cruz')).getByRole('button', { name: 'Approve' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Not enough stock for Product 1.')).toBeInTheDocument();
    expect(alertIcon(await findAlert('Error'))).toBe('Error');
    await closeAlert('OK');

    await user.click(
      within(await rowOf('Juan Dela Cruz')).getByRole('button', { name: 'Approve' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Failed to update order status')).toBeInTheDocument();
  });

  it('clears the customer info of a done order after a red confirmation, and refetches', async () => {
    const { calls } = mockApi({
      getCustomerQueue: { body: { customer: done } },
      [`clearCustomerInfo:${done[1]!._id}`]: {
        body: { message: 'Customer info cleared.' },
      },
    });
    renderRoute('/cashier?status=done', { role: 'cashier' });
    await user.click(
      within(await rowOf('Lito Lapid')).getByRole('button', {
        name: 'Clear Customer Info of Lito Lapid',
      }),
    );
    expect(await screen.findByText('Are you sure?')).toBeInTheDocument();
    expect(screen.getByText('This will permanently delete the customer info.')).toBeInTheDocument();
    expect(buttonFill('Yes')).toBe(rgb('#c62828'));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    const notice = await findNotice('Success');
    expect(within(notice).getByText('Customer info cleared.')).toBeInTheDocument();
    const patches = calls.filter((c) => c.method === 'PATCH');
    expect(patches.map((c) => [c.name, c.params.id])).toEqual([
      ['clearCustomerInfo', done[1]!._id],
    ]);
    const doneCalls = queueCalls(calls).filter((search) => search === '?status=done');
    expect(doneCalls).toEqual(['?status=done', '?status=done']);
  });

  it('shows Failed to clear customer info when the server gives no message', async () => {
    mockApi({
      getCustomerQueue: { body: { customer: done } },
      [`clearCustomerInfo:${done[0]!._id}`]: { status: 500 },
    });
    renderRoute('/cashier?status=done', { role: 'cashier' });
    await user.click(
      within(await rowOf('Ana Cruz')).getByRole('button', { name: /Clear Customer Info/ }),
    );
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to clear customer info')).toBeInTheDocument();
  });

  it('approving a declined order on a fully booked day asks to approve anyway, then sends override', async () => {
    const fullyBooked =
      "Pickups for Fri, Jun 5, 2026 are fully booked. Approve anyway to go over the day's limit.";
    const approvedAnswer = {
      customerOrder: { _id: done[0]!._id, orderNumber: 1044, status: 'approved', note: 'See you' },
      message: 'Order approved.',
    };
    const { calls } = mockApi({
      getCustomerQueue: { body: { customer: [...queue, ...done] } },
      [`setOrderStatus:${done[0]!._id}`]: (call: RecordedCall) =>
        (call.body as { override?: boolean }).override
          ? { body: approvedAnswer }
          : { status: 409, body: { message: fullyBooked } },
    });
    renderRoute('/cashier', { role: 'cashier' });
    await user.click(within(await rowOf('Ana Cruz')).getByRole('button', { name: 'Approve' }));
    await user.type(await screen.findByLabelText('Note to the customer (optional)'), 'See you');
    await user.click(screen.getByRole('button', { name: 'Yes' }));

    const ask = await findAlert('Are you sure?');
    expect(within(ask).getByText(fullyBooked)).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Approve anyway' }));
    const notice = await findNotice('Success!');
    expect(within(notice).getByText('Order approved.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { status: 'approved', note: 'See you' },
      { status: 'approved', note: 'See you', override: true },
    ]);
  });

  it('sends no override when the cashier does not approve a fully booked day anyway', async () => {
    const { calls } = mockApi({
      getCustomerQueue: { body: { customer: [...queue, ...done] } },
      [`setOrderStatus:${done[0]!._id}`]: {
        status: 409,
        body: { message: 'Pickups for Fri, Jun 5, 2026 are fully booked.' },
      },
    });
    renderRoute('/cashier', { role: 'cashier' });
    await user.click(within(await rowOf('Ana Cruz')).getByRole('button', { name: 'Approve' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it("changes a pending or approved delivery order's area and shows the new fee and total", async () => {
    const zones = [
      { _id: 'eeeeeeee-0000-4000-8000-000000000001', name: 'Cebu City', fee: 50, freeFrom: null },
      { _id: 'eeeeeeee-0000-4000-8000-000000000002', name: 'Mandaue', fee: 120, freeFrom: null },
      { _id: 'eeeeeeee-0000-4000-8000-000000000003', name: 'Talisay', fee: 80, freeFrom: 2000 },
    ].map((z) => ({ ...z, active: true }));
    const maria = queue[1]!;
    const moved = entry(2, 'approved', 'Maria Santos', {
      ...delivered,
      deliveryZone: 'Mandaue',
      deliveryFee: 120,
      totalAmount: 2621.3,
      orderId: { ...delivered.orderId!, totalAmount: 2621.3 },
    });
    const { calls } = mockApi({
      getCustomerQueue: { body: { customer: queue } },
      getDeliveryZones: { body: { zones } },
      [`setOrderZone:${maria._id}`]: { body: { message: 'Delivery area changed.', order: moved } },
    });
    renderRoute('/cashier', { role: 'cashier' });
    // Only a delivery order still pending or approved: not Juan's pickup, not Pedro's ready one.
    expect(
      within(await rowOf('Juan Dela Cruz')).queryByRole('button', { name: 'Change area' }),
    ).not.toBeInTheDocument();
    expect(
      within(await rowOf('Pedro Reyes')).queryByRole('button', { name: 'Change area' }),
    ).not.toBeInTheDocument();
    await user.click(
      within(await rowOf('Maria Santos')).getByRole('button', { name: 'Change area' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Change area of Order #1042' });
    const select = within(dialog).getByLabelText(/Delivery Area/);
    // The order's area first, each with the fee this order would pay there (free from ₱2,000).
    await waitFor(() => expect(select).toHaveValue(zones[0]!._id));
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Select delivery area',
      'Cebu City — ₱50.00',
      'Mandaue — ₱120.00',
      'Talisay — ₱0.00',
    ]);
    await user.selectOptions(select, 'Mandaue — ₱120.00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const notice = await findNotice('Success!');
    expect(
      within(notice).getByText('Delivery area changed. Delivery fee ₱120.00, total ₱2,621.30.'),
    ).toBeInTheDocument();
    const put = calls.find((c) => c.name === 'setOrderZone');
    expect(put?.params).toEqual({ id: maria._id });
    expect(put?.body).toEqual({ zoneId: zones[1]!._id });
    expect(queueCalls(calls)).toEqual(['?status=open', '?status=open']);
  });

  it("shows the server's refusal of an area change", async () => {
    mockApi({
      getCustomerQueue: { body: { customer: queue } },
      getDeliveryZones: {
        body: {
          zones: [
            {
              _id: 'eeeeeeee-0000-4000-8000-000000000002',
              name: 'Mandaue',
              fee: 120,
              freeFrom: null,
              active: true,
            },
          ],
        },
      },
      [`setOrderZone:${queue[1]!._id}`]: {
        status: 409,
        body: { message: 'That delivery area is no longer available. Please choose another.' },
      },
    });
    renderRoute('/cashier', { role: 'cashier' });
    await user.click(
      within(await rowOf('Maria Santos')).getByRole('button', { name: 'Change area' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change area of Order #1042' });
    const select = within(dialog).getByLabelText(/Delivery Area/);
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(select, 'Mandaue — ₱120.00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('That delivery area is no longer available. Please choose another.'),
    ).toBeInTheDocument();
    expect(alertIcon(await findAlert('Error'))).toBe('Error');
  });

  it('prints an order slip from its row', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    mockApi({ getCustomerQueue: { body: { customer: queue } } });
    renderRoute('/cashier', { role: 'cashier' });
    await user.click(
      within(await rowOf('Pedro Reyes')).getByRole('button', { name: 'Print Order #1043' }),
    );
    expect(print).toHaveBeenCalledTimes(1);
    const slip = document.querySelector('body > .print-slip');
    expect(slip).toHaveTextContent('Order #1043');
    expect(slip).toHaveTextContent('Pedro Reyes');
    expect(slip).toHaveTextContent('NoteReady after 2 PM');
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(document.querySelector('.print-slip')).toBeNull();
  });

  describe('on a phone (390 px)', () => {
    it('shows one card per order with the details and the actions beside the name', async () => {
      screenWidth(390);
      mockApi({ getCustomerQueue: { body: { customer: queue } } });
      renderRoute('/cashier', { role: 'cashier' });

      const list = await screen.findByRole('list', { name: 'Customer orders' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(3);

      const card = cards[1]!;
      expect(within(card).getByRole('heading', { name: /Order #1042/ })).toHaveTextContent(
        'Maria Santos',
      );
      expect(within(card).getByRole('link', { name: '+63912345672' })).toHaveAttribute(
        'href',
        'tel:+63912345672',
      );
      expect(card).toHaveTextContent('Delivery2 Mabini St, Cebu');
      expect(card).toHaveTextContent('Pick up dateJun 5, 2026');
      expect(card).toHaveTextContent(
        'Subtotal₱2,501.30Delivery fee (Cebu City)₱50.00Total₱2,551.30',
      );
      expect(card).toHaveTextContent('PaymentGCash UnpaidReference1234567890123 · ₱2,551.30');
      expect(within(card).getByRole('button', { name: 'Mark Paid' })).toHaveAccessibleDescription(
        'Order #1042 Maria Santos',
      );
      // Who marked it paid, in small text beside the mark.
      expect(cards[2]).toHaveTextContent(
        /PaymentGCash PaidMarked paid by Carlo, Jun 1, 2026, 10:15\sAMReferenceNo reference yet/,
      );
      expect(within(cards[2]!).getByRole('button', { name: 'Mark Unpaid' })).toBeEnabled();
      expect(within(card).getByText('Approved')).toBeInTheDocument();
      expect(card).toHaveStyle({ backgroundColor: '#e8f5e9' });
      expect(within(card).getByRole('button', { name: 'Mark Ready' })).toBeEnabled();
      expect(within(card).getByRole('button', { name: 'Decline' })).toBeEnabled();
      expect(within(card).getByRole('button', { name: 'Approve' })).toBeDisabled();
      expect(within(card).getByRole('button', { name: 'Print Order #1042' })).toBeEnabled();
      expect(
        within(card).getByRole('button', { name: 'Clear Customer Info of Maria Santos' }),
      ).toBeDisabled();
      // Screen readers hear which order a button acts on.
      expect(within(card).getByRole('button', { name: 'Mark Ready' })).toHaveAccessibleDescription(
        'Order #1042 Maria Santos',
      );
    });

    it('finds an order by number, name or phone from the search box, keeping it in the address', async () => {
      screenWidth(390);
      const { calls } = mockApi({
        getCustomerQueue: (call) => ({
          body: { customer: call.search.includes('search=') ? [queue[1]!] : queue },
        }),
      });
      const { router } = renderRoute('/cashier', { role: 'cashier' });
      await screen.findByText('Juan Dela Cruz');
      const box = screen.getByRole('searchbox', { name: 'Search orders' });
      expect(box).toHaveAccessibleDescription('Order number, customer name or phone');
      await user.type(box, 'Maria');
      await waitFor(() => expect(router.state.location.search).toBe('?search=Maria'));
      await waitFor(() => expect(queueCalls(calls).at(-1)).toBe('?status=open&search=Maria'));
      expect(await screen.findByRole('list', { name: 'Customer orders' })).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText('Juan Dela Cruz')).not.toBeInTheDocument());
      expect(screen.getByText('Maria Santos')).toBeInTheDocument();

      // A tab keeps the search; the search keeps the tab.
      await user.click(screen.getByRole('tab', { name: 'Today' }));
      expect(router.state.location.search).toBe('?status=today&search=Maria');
      await waitFor(() => expect(queueCalls(calls).at(-1)).toBe('?status=today&search=Maria'));
      await user.clear(box);
      await waitFor(() => expect(router.state.location.search).toBe('?status=today'));
      await waitFor(() => expect(queueCalls(calls).at(-1)).toBe('?status=today'));
    });

    it('opens with the search named in the address', async () => {
      screenWidth(390);
      const { calls } = mockApi({ getCustomerQueue: { body: { customer: [queue[1]!] } } });
      renderRoute('/cashier?search=1042', { role: 'cashier' });
      expect(await screen.findByText('Maria Santos')).toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('1042');
      expect(queueCalls(calls)).toContain('?status=open&search=1042');
    });

    it('badges a counter sale Counter in the Done tab, and an online order not', async () => {
      screenWidth(390);
      mockApi({
        getCustomerQueue: {
          body: {
            customer: [
              entry(8, 'completed', 'Walk-in', { channel: 'counter', paid: true }),
              done[1]!,
            ],
          },
        },
      });
      renderRoute('/cashier?status=done', { role: 'cashier' });
      const counter = (await screen.findByText('Walk-in')).closest('li')!;
      expect(within(counter).getByText('Counter')).toBeInTheDocument();
      expect(within(counter).getByText('Completed')).toBeInTheDocument();
      const online = screen.getByText('Lito Lapid').closest('li')!;
      expect(within(online).queryByText('Counter')).not.toBeInTheDocument();
    });

    it('acts from a card like from a row', async () => {
      screenWidth(390);
      const { calls } = mockApi({
        getCustomerQueue: { body: { customer: queue } },
        ...statusChange(queue[0]!, 'approved', 'Order approved.'),
      });
      renderRoute('/cashier', { role: 'cashier' });
      const card = (await screen.findByText('Juan Dela Cruz')).closest('li')!;
      await user.click(within(card).getByRole('button', { name: 'Approve' }));
      await user.click(await screen.findByRole('button', { name: 'Yes' }));
      expect(await screen.findByText('Order approved.')).toBeInTheDocument();
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'approved' });
    });

    it('keeps the spec texts for loading, failure and an empty queue', async () => {
      screenWidth(390);
      mockApi({ getCustomerQueue: { body: { customer: [] } } });
      renderRoute('/cashier', { role: 'cashier' });
      expect(await screen.findByText('Loading...')).toBeInTheDocument();
      expect(await screen.findByRole('status')).toHaveTextContent('No orders to show');
    });
  });
});
