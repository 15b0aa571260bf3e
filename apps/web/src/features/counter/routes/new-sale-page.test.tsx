import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  addDays,
  api,
  pathOf,
  shopToday,
  type CustomerQueueEntry,
  type Product,
  type Shift,
} from '@shop/contract';
import { renderRoute } from '../../../test/render.tsx';
import { mockApiAs, type MockHandlers, type RecordedCall } from '../../../test/mock-api.ts';
import { screenWidth } from '../../../test/screen-width.ts';
import { makeProduct } from '../../../test/shop-fixtures.ts';

const mockApi = (handlers: MockHandlers) => mockApiAs('cashier', handlers);
const user = userEvent.setup({ delay: null });

const flour = makeProduct({
  _id: 'aaaaaaaa-0000-4000-8000-000000000001',
  name: 'Bread Flour',
  price: 1250,
  priceUnit: 'sack',
  barcode: '4800016000019',
});
const yeast = makeProduct({
  _id: 'aaaaaaaa-0000-4000-8000-000000000002',
  name: 'Instant Yeast',
  price: 95.5,
  halfPrice: null,
  retailPrice: null,
  // The lot a sale takes first is 30 days from expiring.
  expirationDate: addDays(shopToday(), 30),
});

const sugar = makeProduct({
  _id: 'aaaaaaaa-0000-4000-8000-000000000003',
  name: 'Caster Sugar',
  price: 104.5,
  halfPrice: null,
  retailPrice: null,
});

const shift: Shift = {
  _id: 'eeeeeeee-0000-4000-8000-000000000001',
  cashierId: '22222222-2222-4222-8222-222222222222',
  cashier: 'Carlo',
  openedAt: '2026-11-26T00:00:00.000Z',
  closedAt: null,
  float: 2000,
  cashSales: 0,
  cashSalesCount: 0,
  onlineCash: 0,
  onlineCashCount: 0,
  cashRefunds: 0,
  cashRefundsCount: 0,
  expectedCash: 2000,
  countedCash: null,
  difference: null,
  note: null,
  gcashPayments: [],
  gcashTotal: 0,
};

/** What the server answers for the sale of 2 sacks of flour and a yeast, paid ₱3,000 cash. */
const sale: CustomerQueueEntry = {
  _id: 'cccccccc-0000-4000-8000-000000000001',
  orderNumber: 1050,
  status: 'completed',
  note: null,
  statusHistory: [{ status: 'completed', at: '2026-11-26T01:00:00.000Z', note: null, by: 'Carlo' }],
  customerInfo: { name: null, phoneNumber: null, address: null, pickupDate: '2026-11-26' },
  orderId: {
    _id: 'dddddddd-0000-4000-8000-000000000001',
    items: [line(1, 'Bread Flour', 1250, 2, 'sack'), line(2, 'Instant Yeast', 95.5, 1, null)],
    totalAmount: 2595.5,
  },
  deliveryMode: 'pickup',
  createdAt: '2026-11-26T01:00:00.000Z',
  subtotal: 2595.5,
  deliveryFee: 0,
  deliveryZone: null,
  totalAmount: 2595.5,
  paymentMethod: 'cash',
  gcashReference: null,
  paid: true,
  paidAt: '2026-11-26T01:00:00.000Z',
  paidBy: 'Carlo',
  smsUpdates: false,
  channel: 'counter',
  tendered: 3000,
  change: 404.5,
  refundedAmount: 0,
};

function line(n: number, name: string, price: number, quantity: number, unit: string | null) {
  return {
    _id: `ffffffff-0000-4000-8000-00000000000${n}`,
    product: { _id: `aaaaaaaa-0000-4000-8000-00000000000${n}`, name, description: '' },
    name,
    description: '',
    priceType: 'price' as const,
    price,
    unit,
    quantity,
    subtotal: price * quantity,
    lots: [],
    refundedQuantity: 0,
  };
}

/** The products call: a barcode finds its product, a search the names holding it. */
function products(call: RecordedCall) {
  const query = new URLSearchParams(call.search);
  const barcode = query.get('barcode');
  const all: Product[] = [flour, yeast, sugar];
  if (barcode !== null) return { body: { products: all.filter((p) => p.barcode === barcode) } };
  const search = (query.get('search') ?? '').toLowerCase();
  const found = all.filter((p) => p.name.toLowerCase().includes(search));
  return { body: { products: found, total: found.length, page: 1, limit: 40 } };
}

const idempotencyKeys = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith(pathOf(api.createCounterSale)))
    .map(([, init]) => new Headers(init?.headers).get('idempotency-key'));

describe('/cashier-sale', { timeout: 30_000 }, () => {
  it('opens a shift with the float when there is none', async () => {
    screenWidth(390);
    let current: Shift | null = null;
    const { calls } = mockApi({
      currentShift: () => ({ body: { shift: current } }),
      openShift: () => {
        current = shift;
        return { body: { message: 'Shift opened.', shift } };
      },
      getCustomerQueue: { body: { customer: [] } },
    });
    renderRoute('/cashier-sale', { role: 'cashier' });
    expect(await screen.findByRole('heading', { name: 'New Sale', level: 1 })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Open shift' });
    await user.type(within(form).getByLabelText('Float (₱)'), '2,000');
    await user.click(within(form).getByRole('button', { name: 'Open shift' }));

    const bar = await screen.findByRole('region', { name: 'Your shift' });
    expect(bar).toHaveTextContent('Float ₱2,000.00');
    expect(bar).toHaveTextContent('Expected cash ₱2,000.00');
    expect(calls.find((c) => c.name === 'openShift')?.body).toEqual({ float: 2000 });
    // The cashier's own drawer leads here.
    const drawer = screen.getAllByRole('navigation', { name: 'Main', hidden: true })[0]!;
    expect(within(drawer).getByRole('link', { name: 'New Sale', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(drawer).getByRole('link', { name: 'Dashboard', hidden: true })).toHaveAttribute(
      'href',
      '/cashier',
    );
  });

  it('scans a barcode, searches a name, refuses short cash, then sells once under one key', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    let attempts = 0;
    const { calls, fetchMock } = mockApi({
      currentShift: { body: { shift } },
      getProducts: products,
      getCustomerQueue: { body: { customer: [] } },
      createCounterSale: () => {
        attempts += 1;
        // The first try fails on the way (a dropped connection): the retry sends the same key.
        if (attempts === 1) return { status: 503, body: { message: 'Service unavailable' } };
        return { body: { message: 'Sale #1050 recorded.', sale } };
      },
    });
    renderRoute('/cashier-sale', { role: 'cashier' });

    const box = await screen.findByLabelText('Scan a barcode or search');
    await user.type(box, '4800016000019{Enter}');
    const lines = await screen.findByRole('list', { name: 'Sale lines' });
    await waitFor(() => expect(within(lines).getAllByRole('listitem')).toHaveLength(1));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    // A second scan adds one more to the same line.
    await user.type(box, '4800016000019{Enter}');
    await waitFor(() =>
      expect(within(lines).getByLabelText('Quantity of Bread Flour (Full Price)')).toHaveValue('2'),
    );

    await user.type(box, 'yeast{Enter}');
    const results = await screen.findByRole('region', { name: 'Search results' });
    expect(within(results).getByText('Instant Yeast')).toBeInTheDocument();
    expect(within(results).getByText(/^Expires/)).toBeInTheDocument();
    await user.click(
      within(results).getByRole('button', { name: 'Add Full Price ₱95.50 of Instant Yeast' }),
    );
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Total: ₱2,595.50')).toBeInTheDocument();

    const tendered = screen.getByLabelText('Amount tendered (₱)');
    await user.type(tendered, '2500');
    expect(
      screen.getByText('The amount tendered (₱2,500.00) is less than the total (₱2,595.50).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₱2,595.50' })).toBeDisabled();

    await user.clear(tendered);
    await user.type(tendered, '3000');
    expect(screen.getByText('Change: ₱404.50')).toBeInTheDocument();
    await user.type(tendered, '{Enter}');
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay ₱2,595.50' }));

    expect(await screen.findByText('Sale #1050 recorded.')).toBeInTheDocument();
    expect(screen.getByText('Change: ₱404.50')).toBeInTheDocument();
    expect(print).toHaveBeenCalledTimes(1);
    const slip = document.querySelector('.print-slip')!;
    expect(slip).toHaveTextContent('Tendered₱3,000.00');
    expect(slip).toHaveTextContent('Change₱404.50');

    const bodies = calls.filter((c) => c.name === 'createCounterSale').map((c) => c.body);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual({
      lines: [
        { productId: flour._id, priceType: 'price', quantity: 2 },
        { productId: yeast._id, priceType: 'price', quantity: 1 },
      ],
      payment: { method: 'cash', tendered: 3000 },
    });
    const keys = idempotencyKeys(fetchMock);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);

    await user.click(screen.getByRole('button', { name: 'Print again Order #1050' }));
    expect(print).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'New sale' }));
    expect(await screen.findByText('Total: ₱0.00')).toBeInTheDocument();
    print.mockRestore();
  });

  it('rings up a 3-line cash sale in 6 taps and key presses once the products are found', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { calls } = mockApi({
      currentShift: { body: { shift } },
      getProducts: products,
      getCustomerQueue: { body: { customer: [] } },
      createCounterSale: { body: { message: 'Sale #1050 recorded.', sale } },
    });
    renderRoute('/cashier-sale', { role: 'cashier' });
    // Every tap and key press after a product shows in the results counts (issue 27: at most 12).
    let moves = 0;
    const tap = async (element: HTMLElement) => {
      moves += 1;
      await user.click(element);
    };
    const press = async (keys: string[]) => {
      moves += keys.length;
      await user.keyboard(keys.join(''));
    };
    const box = await screen.findByLabelText('Scan a barcode or search');
    /** Finding (not counted): the name typed into the search box, then its result's Add. */
    const found = async (search: string, add: string) => {
      await user.clear(box);
      await user.type(box, `${search}{Enter}`);
      const results = await screen.findByRole('region', { name: 'Search results' });
      return within(results).findByRole('button', { name: add });
    };

    await tap(await found('flour', 'Add Full Price ₱1,250.00 per sack of Bread Flour'));
    await tap(await found('yeast', 'Add Full Price ₱95.50 of Instant Yeast'));
    await tap(await found('sugar', 'Add Full Price ₱104.50 of Caster Sugar'));
    await tap(screen.getByRole('button', { name: 'One more Bread Flour (Full Price)' }));
    expect(screen.getByText('Total: ₱2,700.00')).toBeInTheDocument();
    // The customer's details wait behind Add customer: no field to pass on the way to Pay.
    expect(screen.getByRole('button', { name: 'Add customer' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByLabelText('Phone number (optional)')).not.toBeVisible();
    // Cash is chosen already; the customer hands over ₱3,000: one tap, and Enter records it.
    await tap(
      within(screen.getByRole('group', { name: 'Amount handed over' })).getByRole('button', {
        name: '₱3,000.00',
      }),
    );
    expect(screen.getByLabelText('Amount tendered (₱)')).toHaveValue('3000.00');
    expect(screen.getByLabelText('Amount tendered (₱)')).toHaveFocus();
    expect(screen.getByText('Change: ₱300.00')).toBeInTheDocument();
    await press(['{Enter}']);

    expect(await screen.findByText('Sale #1050 recorded.')).toBeInTheDocument();
    expect(moves).toBe(6);
    expect(calls.filter((c) => c.name === 'createCounterSale').map((c) => c.body)).toEqual([
      {
        lines: [
          { productId: flour._id, priceType: 'price', quantity: 2 },
          { productId: yeast._id, priceType: 'price', quantity: 1 },
          { productId: sugar._id, priceType: 'price', quantity: 1 },
        ],
        payment: { method: 'cash', tendered: 3000 },
      },
    ]);
    print.mockRestore();
  });

  it('goes from the scans to the amount with Enter, and sends the customer behind Add customer', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { calls } = mockApi({
      currentShift: { body: { shift } },
      getProducts: products,
      getCustomerQueue: { body: { customer: [] } },
      createCounterSale: { body: { message: 'Sale #1050 recorded.', sale } },
    });
    renderRoute('/cashier-sale', { role: 'cashier' });
    const box = await screen.findByLabelText('Scan a barcode or search');
    await user.type(box, '4800016000019{Enter}');
    await waitFor(() => expect(screen.getByText('Total: ₱1,250.00')).toBeInTheDocument());
    expect(box).toHaveFocus();
    // Enter in the empty box: the products are in, the cursor goes to the amount tendered.
    await user.keyboard('{Enter}');
    const tendered = screen.getByLabelText('Amount tendered (₱)');
    await waitFor(() => expect(tendered).toHaveFocus());

    // Choosing GCash puts the cursor in the reference; back to Cash, in the amount.
    await user.click(screen.getByRole('button', { name: 'GCash' }));
    await waitFor(() => expect(screen.getByLabelText('GCash reference number')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Cash' }));
    await waitFor(() => expect(screen.getByLabelText('Amount tendered (₱)')).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Add customer' }));
    expect(screen.getByRole('button', { name: 'Add customer' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.type(screen.getByLabelText('Customer name (optional)'), ' Lorna Reyes ');
    await user.type(screen.getByLabelText('Phone number (optional)'), '+639171234567');
    await user.type(screen.getByLabelText('Amount tendered (₱)'), '1300{Enter}');

    expect(await screen.findByText('Sale #1050 recorded.')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'createCounterSale')?.body).toEqual({
      lines: [{ productId: flour._id, priceType: 'price', quantity: 1 }],
      payment: { method: 'cash', tendered: 1300 },
      customerName: 'Lorna Reyes',
      phoneNumber: '+639171234567',
    });
    print.mockRestore();
  });

  it('refunds one line of a counter sale with a reason', async () => {
    const { calls } = mockApi({
      currentShift: { body: { shift } },
      getCustomerQueue: { body: { customer: [sale] } },
      refundCounterSale: () => ({
        body: {
          message: 'Refunded ₱95.50.',
          refund: {
            _id: 'abababab-0000-4000-8000-000000000001',
            amount: 95.5,
            method: 'cash',
            reason: 'Torn pack',
            at: '2026-11-26T02:00:00.000Z',
            by: 'Carlo',
            lines: [{ lineId: sale.orderId.items[1]!._id, quantity: 1, amount: 95.5 }],
          },
          sale: { ...sale, refundedAmount: 95.5 },
        },
      }),
    });
    renderRoute('/cashier-sale', { role: 'cashier' });
    const list = await screen.findByRole('region', { name: 'Sales this shift' });
    expect(await within(list).findByText('Order #1050 · ₱2,595.50 · Cash')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Refund Order #1050' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund Order #1050' });
    const flourBox = within(dialog).getByLabelText('Refund how many Bread Flour (Full Price)');
    expect(flourBox).toHaveValue(2);
    await user.clear(flourBox);
    await user.type(flourBox, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Torn pack');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm refund' }));
    expect(await within(dialog).findByText('Refunded ₱95.50.')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'refundCounterSale')?.body).toEqual({
      lines: [{ lineId: sale.orderId.items[1]!._id, quantity: 1 }],
      reason: 'Torn pack',
    });
    // The list is the open shift's sales, narrowed by the server.
    expect(calls.filter((c) => c.name === 'getCustomerQueue').map((c) => c.search)).toContain(
      `?status=done&shiftId=${shift._id}`,
    );
  });

  it('closes the shift and shows the drawer ₱20.00 short', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const closed: Shift = {
      ...shift,
      closedAt: '2026-11-26T10:00:00.000Z',
      cashSales: 2595.5,
      cashSalesCount: 1,
      expectedCash: 4595.5,
      countedCash: 4575.5,
      difference: -20,
    };
    const { calls } = mockApi({
      currentShift: { body: { shift } },
      getCustomerQueue: { body: { customer: [] } },
      closeShift: { body: { message: 'Shift closed: ₱20.00 short.', shift: closed } },
    });
    renderRoute('/cashier-sale', { role: 'cashier' });
    await user.click(await screen.findByRole('button', { name: 'Close shift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close shift' });
    await user.type(within(dialog).getByLabelText('Counted cash (₱)'), '4575.50');
    await user.click(within(dialog).getByRole('button', { name: 'Close shift' }));
    expect(await within(dialog).findByText('Shift closed: ₱20.00 short.')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Expected cash₱4,595.50');
    expect(dialog).toHaveTextContent('Counted cash₱4,575.50');
    expect(dialog).toHaveTextContent('Difference₱20.00 short');
    expect(print).toHaveBeenCalledTimes(1);
    expect(calls.find((c) => c.name === 'closeShift')?.body).toEqual({ countedCash: 4575.5 });
    print.mockRestore();
  });
});
