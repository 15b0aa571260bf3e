import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CustomerQueueEntry, Order } from '@shop/contract';
import { makeOrder } from '../test/shop-fixtures.ts';
import { OrderSlip, PrintSlipButton } from './order-slip.tsx';

const user = userEvent.setup({ delay: null });

const line = (n: number, overrides: Partial<Order['items'][number]> = {}) => ({
  _id: `aaaaaaaa-0000-4000-8000-00000000000${n}`,
  product: { _id: `bbbbbbbb-0000-4000-8000-00000000000${n}`, name: `Flour ${n}`, description: '' },
  name: `Flour ${n}`,
  description: '',
  priceType: 'price' as const,
  price: 1250.5,
  unit: 'sack (25 kg)' as string | null,
  quantity: 2,
  subtotal: 2501,
  lots: [],
  ...overrides,
});

const order: Order = makeOrder({
  _id: 'cccccccc-0000-4000-8000-000000000001',
  status: 'ready',
  note: 'Rider leaves at 3 PM',
  statusHistory: [],
  items: [
    line(1),
    line(2, {
      name: 'Lard 1 kg',
      priceType: 'halfPrice',
      price: 95.25,
      unit: null,
      quantity: 3,
      subtotal: 285.75,
    }),
  ],
  deliveryMode: 'delivery',
  // 10:30 in Manila.
  createdAt: '2026-11-20T02:30:00.000Z',
  subtotal: 2786.75,
  deliveryFee: 50,
  deliveryZone: 'Quezon City',
  totalAmount: 2836.75,
  paymentMethod: 'gcash',
  gcashReference: '1234567890123',
  paid: true,
  paidAt: '2026-11-20T03:00:00.000Z',
});

const { items, ...rest } = order;
const queueEntry: CustomerQueueEntry = {
  ...rest,
  status: 'approved',
  note: null,
  statusHistory: [],
  deliveryMode: 'pickup',
  deliveryFee: 0,
  deliveryZone: null,
  totalAmount: 2786.75,
  paymentMethod: 'cash',
  gcashReference: null,
  paid: false,
  paidAt: null,
  paidBy: null,
  channel: 'online',
  tendered: null,
  change: null,
  refundedAmount: 0,
  orderId: {
    _id: 'dddddddd-0000-4000-8000-000000000001',
    items: items.map((i) => ({ ...i, lots: [], refundedQuantity: 0 })),
    totalAmount: 2786.75,
  },
};

describe('order slip', () => {
  it('prints the shop, the number, the time, the customer, each line with its tier and unit, the charges, payment, status and note', () => {
    render(<OrderSlip order={order} />);
    const slip = screen.getByRole('article', { name: 'Order #1042 slip' });
    expect(slip).toHaveTextContent('Bakery Supply Shop');
    expect(within(slip).getByRole('heading', { name: 'Order #1042' })).toBeInTheDocument();
    expect(slip).toHaveTextContent('Ordered Nov 20, 2026, 10:30 AM');
    expect(slip).toHaveTextContent('CustomerMaria Santos');
    expect(slip).toHaveTextContent('Phone+639123456789');
    expect(slip).toHaveTextContent('Delivery12 Mabini St, Quezon City');
    expect(slip).toHaveTextContent('Delivery dateDec 1, 2026');

    const rows = within(slip).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('ItemQtyAmount');
    expect(rows[1]).toHaveTextContent('Flour 1Full Price @ ₱1,250.50 per sack (25 kg)2₱2,501.00');
    // A tier without a unit shows its price alone.
    expect(rows[2]).toHaveTextContent(/^Lard 1 kgHalf Price @ ₱95.253₱285.75$/);
    expect(rows[3]).toHaveTextContent('Subtotal₱2,786.75');
    expect(rows[4]).toHaveTextContent('Delivery fee (Quezon City)₱50.00');
    expect(rows[5]).toHaveTextContent('Total₱2,836.75');
    expect(rows[5]).toHaveClass('slip-total');
    expect(slip).toHaveTextContent('PaymentGCashReference1234567890123Payment statusPaid');
    expect(slip).toHaveTextContent('StatusOut for delivery');
    expect(slip).toHaveTextContent('NoteRider leaves at 3 PM');
  });

  it('takes a queue entry as it comes, and leaves out a missing note', () => {
    render(<OrderSlip order={queueEntry} />);
    const slip = screen.getByRole('article', { name: 'Order #1042 slip' });
    expect(slip).toHaveTextContent('Pickup12 Mabini St, Quezon City');
    expect(slip).toHaveTextContent('Pickup dateDec 1, 2026');
    const rows = within(slip).getAllByRole('row');
    expect(rows).toHaveLength(6);
    expect(rows[3]).toHaveTextContent('Subtotal₱2,786.75');
    // No area named: the fee's label stands alone.
    expect(rows[4]).toHaveTextContent(/^Delivery fee₱0.00$/);
    expect(rows[5]).toHaveTextContent('Total₱2,786.75');
    // Cash has no reference line.
    expect(slip).toHaveTextContent('PaymentCashPayment statusUnpaid');
    expect(slip).not.toHaveTextContent('Reference');
    expect(slip).toHaveTextContent('StatusApproved');
    expect(slip).not.toHaveTextContent('Note');
  });

  it('shows a dash for details a cashier cleared', () => {
    render(
      <OrderSlip
        order={{
          ...order,
          customerInfo: { name: null, phoneNumber: null, address: null, pickupDate: '2026-12-01' },
        }}
      />,
    );
    const slip = screen.getByRole('article');
    expect(slip).toHaveTextContent('Customer—');
    expect(slip).toHaveTextContent('Phone—');
    expect(slip).toHaveTextContent('Delivery—');
  });

  it('says when a GCash order has no reference yet', () => {
    render(<OrderSlip order={{ ...order, gcashReference: null, paid: false }} />);
    const slip = screen.getByRole('article');
    expect(slip).toHaveTextContent('PaymentGCashReferenceNot given yetPayment statusUnpaid');
  });
});

describe('Print button', () => {
  it('draws the slip at the end of the page, prints, and removes it after printing', async () => {
    let slipWhilePrinting: Element | null = null;
    const print = vi.fn(() => {
      slipWhilePrinting = document.querySelector('body > .print-slip');
    });
    vi.stubGlobal('print', print);
    render(<PrintSlipButton order={order} />);
    expect(document.querySelector('.print-slip')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Print Order #1042' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(slipWhilePrinting).toHaveTextContent('Order #1042');
    expect(slipWhilePrinting).toHaveTextContent('Total₱2,836.75');

    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(document.querySelector('.print-slip')).toBeNull();
  });

  it('keeps the slip when its button goes away before printing is done', async () => {
    vi.stubGlobal('print', vi.fn());
    const view = render(<PrintSlipButton order={order} />);
    await user.click(screen.getByRole('button', { name: 'Print Order #1042' }));
    // A row that leaves the list, or a layout that changes with the paper's width.
    view.unmount();
    expect(document.querySelector('body > .print-slip')).toHaveTextContent('Order #1042');
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(document.querySelector('.print-slip')).toBeNull();
  });

  it('prints only the newest slip when another order is printed', async () => {
    vi.stubGlobal('print', vi.fn());
    render(
      <>
        <PrintSlipButton order={order} label="Print receipt" />
        <PrintSlipButton order={{ ...queueEntry, orderNumber: 1043 }} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Print receipt Order #1042' }));
    await user.click(screen.getByRole('button', { name: 'Print Order #1043' }));
    const slips = document.querySelectorAll('.print-slip');
    expect(slips).toHaveLength(1);
    expect(slips[0]).toHaveTextContent('Order #1043');
    expect(slips[0]).not.toHaveTextContent('Order #1042');
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
  });
});
