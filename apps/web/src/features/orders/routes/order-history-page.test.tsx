import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoute, testUsers } from '../../../test/render.tsx';
import { makeOrder, resetAfterEach } from '../../../test/shop-fixtures.ts';

resetAfterEach();

const me = { getMe: { body: { data: testUsers.customer } } };

describe('/user-products/order-history', () => {
  it('shows each order with the spec columns and its Products sub-table', async () => {
    const order = makeOrder({
      status: 'approved',
      deliveryMode: 'delivery',
      totalAmount: 1395.1,
      items: [
        {
          ...makeOrder().items[0]!,
          name: 'Bread Flour 25kg',
          priceType: 'halfPrice',
          price: 650,
          quantity: 2,
          subtotal: 1300,
        },
        {
          ...makeOrder().items[0]!,
          _id: '00000000-0000-4000-8000-999999999999',
          name: 'Instant Dry Yeast 500g',
          priceType: 'retailPrice',
          price: 95.1,
          quantity: 1,
          subtotal: 95.1,
        },
      ],
    });
    const { calls } = mockApi({ ...me, getOrders: { body: { orders: [order] } } });
    renderRoute('/user-products/order-history', { role: 'customer' });

    const table = await screen.findByRole('table', { name: 'Order history' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .slice(0, 7)
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Customer',
      'Address',
      'Phone',
      'Pickup Date',
      'Delivery Mode',
      'Order Date',
      'Total',
    ]);
    expect(within(table).getByText('Maria Santos')).toBeInTheDocument();
    expect(within(table).getByText('12 Mabini St, Quezon City')).toBeInTheDocument();
    expect(within(table).getByText('+639123456789')).toBeInTheDocument();
    expect(within(table).getByText('December 1, 2026')).toBeInTheDocument();
    expect(within(table).getByText('Delivery')).toBeInTheDocument();
    // 02:30 UTC is 10:30 in Manila
    expect(within(table).getByText(/Nov 20, 2026.*10:30/)).toBeInTheDocument();
    expect(within(table).getByText('₱1,395.10')).toBeInTheDocument();

    const products = within(table).getByRole('table', { name: /Products/ });
    expect(
      within(products)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Product Name', 'Price', 'Pricing Option', 'Quantity', 'Subtotal']);
    const [, first, second] = within(products).getAllByRole('row');
    expect(first).toHaveTextContent('Bread Flour 25kg₱650.00Half Price2₱1,300.00');
    expect(second).toHaveTextContent('Instant Dry Yeast 500g₱95.10Retail Price1₱95.10');
    expect(within(products).getByText('Approved')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute(
      'href',
      '/user-products/cart',
    );
    expect(calls.some((c) => c.name === 'getOrders')).toBe(true);
  });

  it('shows an em dash where a cashier cleared the customer info', async () => {
    const cleared = makeOrder({
      customerInfo: { name: null, phoneNumber: null, address: null, pickupDate: '2026-12-01' },
    });
    mockApi({ ...me, getOrders: { body: { orders: [cleared] } } });
    renderRoute('/user-products/order-history', { role: 'customer' });
    const table = await screen.findByRole('table', { name: 'Order history' });
    const cells = within(table).getAllByRole('cell').slice(0, 3);
    expect(cells.map((c) => c.textContent)).toEqual(['—', '—', '—']);
  });

  it('reads Loading orders... while loading', async () => {
    mockApi(me);
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    renderRoute('/user-products/order-history', { role: 'customer' });
    expect(await screen.findByText('Loading orders...')).toBeInTheDocument();
  });

  it('reads Failed to load orders. when they cannot be loaded', async () => {
    mockApi({ ...me, getOrders: { status: 403, body: { message: 'No' } } });
    renderRoute('/user-products/order-history', { role: 'customer' });
    expect(await screen.findByText('Failed to load orders.')).toBeInTheDocument();
  });

  it('says so when there are no orders yet', async () => {
    mockApi({ ...me, getOrders: { body: { orders: [] } } });
    renderRoute('/user-products/order-history', { role: 'customer' });
    expect(await screen.findByText('You have not placed any orders yet.')).toBeInTheDocument();
  });
});
