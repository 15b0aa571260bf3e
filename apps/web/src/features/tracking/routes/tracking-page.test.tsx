import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TRACKING_MESSAGES, type TrackedOrder } from '@shop/contract';
import { mockApi, renderRoute } from '../../../test/render.tsx';

const CODE = 'vyYO6lgzS5ywF8IzMdFT3sU1';

const tracked = (overrides: Partial<TrackedOrder> = {}): TrackedOrder => ({
  orderNumber: 1042,
  status: 'ready',
  note: 'Counter 2, ask for Liza',
  statusHistory: [
    { status: 'pending', at: '2026-11-20T02:30:00.000Z', note: null },
    { status: 'approved', at: '2026-11-20T03:00:00.000Z', note: null },
    { status: 'ready', at: '2026-11-21T01:15:00.000Z', note: 'Counter 2, ask for Liza' },
  ],
  deliveryMode: 'pickup',
  pickupDate: '2026-11-21',
  createdAt: '2026-11-20T02:30:00.000Z',
  totalAmount: 1445.1,
  paymentMethod: 'gcash',
  paid: true,
  shop: {
    shopName: 'Sweet Crumbs',
    address: '12 Rizal Ave, Quezon City',
    hours: 'Mon to Sat, 7 AM to 5 PM',
    phone: '(02) 8123 4567',
    messengerUrl: 'https://m.me/sweetcrumbs',
    viberNumber: '09171234567',
    contactUrl: null,
  },
  ...overrides,
});

describe('/t/:code, the public tracking page', { timeout: 15_000 }, () => {
  it('shows the order, its timeline and how to reach the shop, without logging in', async () => {
    const { calls } = mockApi({ trackOrder: { body: { order: tracked() } } });
    renderRoute(`/t/${CODE}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Order #1042' })).toBeVisible();
    expect(calls.find((c) => c.name === 'trackOrder')?.params).toEqual({ code: CODE });
    // The status chip, said as "Status: Ready for pickup".
    expect(screen.getByText(/^Status:/).parentElement).toHaveTextContent(
      'Status: Ready for pickup',
    );
    expect(screen.getByText('Note from the shop: Counter 2, ask for Liza')).toBeVisible();
    expect(screen.getByText('Pickup date').nextElementSibling).toHaveTextContent(
      'November 21, 2026',
    );
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('₱1,445.10');
    expect(screen.getByText('Payment').nextElementSibling).toHaveTextContent('GCash, paid');

    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(3);

    const shop = screen.getByRole('region', { name: 'Sweet Crumbs' });
    expect(within(shop).getByText('12 Rizal Ave, Quezon City')).toBeVisible();
    expect(within(shop).getByText('Hours: Mon to Sat, 7 AM to 5 PM')).toBeVisible();
    expect(within(shop).getByRole('link', { name: '(02) 8123 4567' })).toHaveAttribute(
      'href',
      'tel:0281234567',
    );
    expect(within(shop).getByRole('link', { name: 'Chat on Messenger' })).toHaveAttribute(
      'href',
      'https://m.me/sweetcrumbs?text=Hi%21+I+am+writing+about+Order+%231042.',
    );
    expect(within(shop).getByRole('link', { name: 'Chat on Viber' })).toHaveAttribute(
      'href',
      'viber://chat?number=%2B639171234567&draft=Hi%21+I+am+writing+about+Order+%231042.',
    );
  });

  it('says plainly when the link does not work, and offers to log in', async () => {
    const { calls } = mockApi({
      trackOrder: { status: 404, body: { message: TRACKING_MESSAGES.notFound } },
    });
    renderRoute(`/t/${CODE}`);
    expect(await screen.findByText(TRACKING_MESSAGES.notFound)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in to see your orders' })).toHaveAttribute(
      'href',
      '/login',
    );
    // An unknown code is not asked again.
    expect(calls.filter((c) => c.name === 'trackOrder')).toHaveLength(1);
  });
});
