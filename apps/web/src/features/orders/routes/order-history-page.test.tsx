import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, type Order, type ShopSettings } from '@shop/contract';
import { mockApi, renderRoute, testUsers, type RecordedCall } from '../../../test/render.tsx';
import { installFakeEventSource, openStream } from '../../../test/fake-event-source.ts';
import { makeOrder, makeSettings } from '../../../test/shop-fixtures.ts';
import { hrefOf } from '../../../test/queries.ts';
import { screenWidth } from '../../../test/screen-width.ts';

const me = { getMe: { body: { data: testUsers.customer } } };
const ORDERED_AT = '2026-11-20T02:30:00.000Z';

/** An order as getOrders answers it: number, status, note and timeline. */
const customerOrder = (overrides: Partial<Order> = {}): Order => ({
  ...makeOrder(),
  orderNumber: 1042,
  note: null,
  statusHistory: [{ status: 'pending', at: ORDERED_AT, note: null }],
  ...overrides,
});

/** A finished older order's one-line summary (issue 29): "Order #1041 · Completed · …". */
const summaryOf = (orderNumber: number) =>
  screen.queryByRole('button', { name: new RegExp(`^Order #${orderNumber} · `) });

/** An order's card, opened from its one-line summary when it shows as one. */
async function card(orderNumber: number) {
  const name = `Order #${orderNumber}`;
  await waitFor(() =>
    expect(screen.queryByRole('article', { name }) ?? summaryOf(orderNumber)).not.toBeNull(),
  );
  const summary = summaryOf(orderNumber);
  if (summary) await userEvent.click(summary);
  return screen.findByRole('article', { name });
}

/** The status chip's words, as a screen reader reads them ("Status: " is hidden from sight). */
const statusIn = (card: HTMLElement) =>
  within(card).getByText(/^Status:/).parentElement?.textContent;

const ordersAnswer = (orders: Order[]) => ({ body: { orders } });

describe('/user-products/order-history', { timeout: 15_000 }, () => {
  it('shows each order with the spec columns and its Products sub-table', async () => {
    const order = customerOrder({
      status: 'approved',
      deliveryMode: 'delivery',
      subtotal: 1395.1,
      deliveryFee: 50,
      deliveryZone: 'Quezon City',
      totalAmount: 1445.1,
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
    const { calls } = mockApi({ ...me, getOrders: ordersAnswer([order]) });
    renderRoute('/user-products/order-history', { role: 'customer' });

    const table = await screen.findByRole('table', { name: 'Order #1042 details' });
    await waitFor(() => expect(document.title).toBe('Order History · Bakery Supply Shop'));
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
    // The Total column: goods and delivery fee.
    expect(within(table).getAllByRole('cell')[6]).toHaveTextContent(/^₱1,445.10$/);

    const products = within(table).getByRole('table', { name: 'Products' });
    expect(
      within(products)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Product Name', 'Price', 'Pricing Option', 'Quantity', 'Subtotal']);
    const [, first, second] = within(products).getAllByRole('row');
    expect(first).toHaveTextContent('Bread Flour 25kg₱650.00Half Price2₱1,300.00');
    expect(second).toHaveTextContent('Instant Dry Yeast 500g₱95.10Retail Price1₱95.10');

    // Under the lines: the goods, the area's delivery fee and the total.
    const charges = products.nextElementSibling as HTMLElement;
    expect(charges.tagName).toBe('DL');
    expect(
      within(charges)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Subtotal', 'Delivery fee (Quezon City)', 'Total']);
    expect(
      within(charges)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['₱1,395.10', '₱50.00', '₱1,445.10']);

    expect(hrefOf('Back to Cart')).toBe('/user-products/cart');
    expect(calls.some((c) => c.name === 'getOrders')).toBe(true);
  });

  it('puts the number, the status, the shop note and the next step at the top of each card', async () => {
    const ready = customerOrder({
      orderNumber: 1043,
      status: 'ready',
      deliveryMode: 'pickup',
      note: 'Please bring your order slip.',
      statusHistory: [
        { status: 'pending', at: ORDERED_AT, note: null },
        { status: 'approved', at: '2026-11-20T05:00:00.000Z', note: null },
        { status: 'ready', at: '2026-11-21T01:15:00.000Z', note: 'Please bring your order slip.' },
      ],
    });
    const approved = customerOrder({
      orderNumber: 1041,
      status: 'approved',
      deliveryMode: 'delivery',
      customerInfo: { ...makeOrder().customerInfo, pickupDate: '2026-12-05' },
      statusHistory: [
        { status: 'pending', at: ORDERED_AT, note: null },
        { status: 'approved', at: '2026-11-20T05:00:00.000Z', note: null },
      ],
    });
    mockApi({ ...me, getOrders: ordersAnswer([ready, approved]) });
    renderRoute('/user-products/order-history', { role: 'customer' });

    const first = await card(1043);
    const cards = within(screen.getByRole('region', { name: 'Order history' })).getAllByRole(
      'article',
    );
    expect(cards.map((c) => c.getAttribute('aria-labelledby'))).toEqual([
      'order-1043-title',
      'order-1041-title',
    ]);
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent('Order #1043');
    expect(statusIn(first)).toBe('Status: Ready for pickup');
    expect(within(first).getByText('Note from the shop')).toBeInTheDocument();
    expect(
      within(first).getByText('Please bring your order slip.', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(
      within(first).getByText('Your order is ready. Collect it at the shop.'),
    ).toBeInTheDocument();

    const second = await card(1041);
    expect(statusIn(second)).toBe('Status: Approved');
    expect(within(second).queryByText('Note from the shop')).toBeNull();
    expect(
      within(second).getByText('Your order is approved. We will deliver it on December 5, 2026.'),
    ).toBeInTheDocument();
  });

  it('updates itself (status, note, timeline) when the live stream tells of a change', async () => {
    installFakeEventSource();
    let order = customerOrder();
    const { calls } = mockApi({ ...me, getOrders: () => ordersAnswer([order]) });
    renderRoute('/user-products/order-history', { role: 'customer' });
    const pending = await card(1042);
    expect(statusIn(pending)).toBe('Status: Pending');
    const stream = openStream();
    act(() => stream.emit('ready'));

    const approvedAt = '2026-11-20T05:00:00.000Z';
    order = customerOrder({
      _id: order._id,
      status: 'approved',
      note: 'Ready after 2 PM',
      statusHistory: [
        ...order.statusHistory,
        { status: 'approved', at: approvedAt, note: 'Ready after 2 PM' },
      ],
    });
    act(() =>
      stream.emit('order-status', {
        orderId: order._id,
        orderNumber: 1042,
        status: 'approved',
        at: approvedAt,
      }),
    );
    await waitFor(() => expect(statusIn(pending)).toBe('Status: Approved'), { timeout: 2000 });
    expect(within(pending).getByText('Ready after 2 PM', { selector: 'p' })).toBeInTheDocument();
    const timeline = within(pending).getByRole('list', { name: 'Timeline' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(2);
    expect(calls.filter((c) => c.name === 'getOrders')).toHaveLength(2);
  });

  it('lists the timeline in order, each step with its time and note', async () => {
    const order = customerOrder({
      status: 'ready',
      deliveryMode: 'delivery',
      note: 'The rider leaves at 2 pm.',
      statusHistory: [
        { status: 'pending', at: ORDERED_AT, note: null },
        { status: 'approved', at: '2026-11-20T05:00:00.000Z', note: 'Paid by GCash, thank you.' },
        { status: 'ready', at: '2026-11-21T01:15:00.000Z', note: 'The rider leaves at 2 pm.' },
      ],
    });
    mockApi({ ...me, getOrders: ordersAnswer([order]) });
    renderRoute('/user-products/order-history', { role: 'customer' });

    const timeline = within(await card(1042)).getByRole('list', { name: 'Timeline' });
    expect(timeline.tagName).toBe('OL');
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveTextContent(/^PendingNov 20, 2026.*10:30/);
    expect(steps[0]).not.toHaveTextContent('Note:');
    expect(steps[1]).toHaveTextContent(
      /^ApprovedNov 20, 2026.*1:00.*Note: Paid by GCash, thank you\.$/,
    );
    // Ready reads by how the order leaves the shop; 01:15 UTC is 9:15 in Manila.
    expect(steps[2]).toHaveTextContent(/^Out for deliveryNov 21, 2026.*9:15/);
    expect(steps[2]).toHaveTextContent('Note: The rider leaves at 2 pm.');
    expect(steps[2]!.querySelector('time')).toHaveAttribute('datetime', '2026-11-21T01:15:00.000Z');
  });

  it('shows the newest order and those in progress whole, older finished ones as lines that open', async () => {
    const orders = [
      customerOrder({ orderNumber: 1103, status: 'completed', totalAmount: 2600 }),
      customerOrder({ orderNumber: 1102, status: 'approved' }),
      customerOrder({ orderNumber: 1101, status: 'completed', totalAmount: 1445.1 }),
      customerOrder({ orderNumber: 1100, status: 'cancelled' }),
    ];
    mockApi({ ...me, getOrders: ordersAnswer(orders) });
    renderRoute('/user-products/order-history', { role: 'customer' });
    expect(await screen.findByRole('article', { name: 'Order #1103' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Order #1102' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Order #1101' })).toBeNull();
    const line = summaryOf(1101)!;
    expect(line).toHaveTextContent('Order #1101 · Completed · November 20, 2026 · ₱1,445.10');
    expect(line).toHaveAttribute('aria-expanded', 'false');
    expect(summaryOf(1100)).toHaveTextContent('Order #1100 · Cancelled');

    await userEvent.click(line);
    const opened = await screen.findByRole('article', { name: 'Order #1101' });
    // The focus moves to the card that took the line's place.
    expect(within(opened).getByRole('heading', { name: 'Order #1101' })).toHaveFocus();
    expect(summaryOf(1101)).toBeNull();
    expect(summaryOf(1100)).not.toBeNull();
  });

  it('opens a Messenger or Viber chat that names the order, when the shop has them', async () => {
    mockApi({
      ...me,
      getShopSettings: {
        body: {
          settings: makeSettings({ messengerUrl: 'https://m.me/sweetcrumbs', viberNumber: null }),
        },
      },
      getOrders: ordersAnswer([customerOrder({ orderNumber: 1104 })]),
    });
    renderRoute('/user-products/order-history', { role: 'customer' });
    const chat = await within(await card(1104)).findByRole('link', {
      name: 'Chat on Messenger about Order #1104',
    });
    expect(chat).toHaveAttribute(
      'href',
      'https://m.me/sweetcrumbs?text=Hi%21+I+am+writing+about+Order+%231104.',
    );
    expect(screen.queryByRole('link', { name: /Chat on Viber/ })).toBeNull();
  });

  it("links each order's public tracking page (issue 29)", async () => {
    mockApi({
      ...me,
      getOrders: ordersAnswer([customerOrder({ orderNumber: 1105, trackingCode: 'A'.repeat(24) })]),
    });
    renderRoute('/user-products/order-history', { role: 'customer' });
    const link = await within(await card(1105)).findByRole('link', {
      name: 'Tracking page of Order #1105',
    });
    expect(link).toHaveAttribute('href', `/t/${'A'.repeat(24)}`);
  });

  it('offers Cancel only on pending orders', async () => {
    const pending = customerOrder({ orderNumber: 1050 });
    const others = (['approved', 'ready', 'completed', 'declined', 'cancelled'] as const).map(
      (status, i) => customerOrder({ orderNumber: 1051 + i, status }),
    );
    mockApi({ ...me, getOrders: ordersAnswer([pending, ...others]) });
    renderRoute('/user-products/order-history', { role: 'customer' });

    const button = within(await card(1050)).getByRole('button', { name: 'Cancel Order #1050' });
    expect(button).toHaveTextContent('Cancel order');
    expect(screen.getAllByRole('button', { name: /^Cancel Order/ })).toHaveLength(1);
    for (const [i] of others.entries())
      expect(within(await card(1051 + i)).queryByRole('button', { name: /Cancel/ })).toBeNull();
  });

  it('cancels after confirmation, shows the server message and refetches', async () => {
    let order = customerOrder({ orderNumber: 1060 });
    const { calls } = mockApi({
      ...me,
      getOrders: () => ordersAnswer([order]),
      [`cancelOrder:${order._id}`]: () => {
        order = {
          ...order,
          status: 'cancelled',
          statusHistory: [
            ...order.statusHistory,
            { status: 'cancelled', at: '2026-11-20T03:00:00.000Z', note: null },
          ],
        };
        return { body: { message: 'Order cancelled.', order } };
      },
    });
    renderRoute('/user-products/order-history', { role: 'customer' });

    await userEvent.click(
      within(await card(1060)).getByRole('button', { name: 'Cancel Order #1060' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(confirm).getByText('You are about to cancel Order #1060.')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, cancel it' }));

    const result = await screen.findByRole('dialog', { name: 'Success!' });
    expect(within(result).getByText('Order cancelled.')).toBeInTheDocument();
    const cancels = calls.filter((c) => c.name === 'cancelOrder');
    expect(cancels).toHaveLength(1);
    expect(cancels[0]).toMatchObject({
      method: 'PATCH',
      params: { id: order._id },
      body: undefined,
    });
    expect(calls.filter((c) => c.name === 'getOrders')).toHaveLength(2);
    await userEvent.click(within(result).getByRole('button', { name: 'OK' }));

    const cancelled = await card(1060);
    expect(statusIn(cancelled)).toBe('Status: Cancelled');
    expect(
      within(cancelled).getByText('You cancelled this order. Nothing is owed for it.'),
    ).toBeInTheDocument();
    expect(within(cancelled).queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect(
      within(within(cancelled).getByRole('list', { name: 'Timeline' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    // Focus stays in the card rather than falling back to the page.
    await waitFor(() => expect(within(cancelled).getByRole('heading', { level: 2 })).toHaveFocus());
  });

  it('orders again: says what changed, then opens the cart', async () => {
    const order = customerOrder({ orderNumber: 1070, status: 'completed' });
    const line = order.items[0]!;
    const { calls } = mockApi({
      ...me,
      getOrders: ordersAnswer([order]),
      [`reorder:${order._id}`]: {
        body: {
          message: "Order #1070 is in your cart at today's prices.",
          linesAdded: 1,
          cart: {
            items: [
              {
                product: {
                  _id: line.product._id,
                  name: line.name,
                  images: '/images/categories/flour.svg',
                  stock: 9,
                },
                price: line.price + 50,
                priceType: line.priceType,
                unit: null,
                quantity: line.quantity,
              },
            ],
            totalAmount: (line.price + 50) * line.quantity,
          },
          changes: [
            {
              kind: 'price-up',
              productId: line.product._id,
              name: line.name,
              priceType: line.priceType,
              ordered: line.quantity,
              added: line.quantity,
              was: line.price,
              now: line.price + 50,
            },
          ],
        },
      },
    });
    const { router } = renderRoute('/user-products/order-history', { role: 'customer' });
    await userEvent.click(
      within(await card(1070)).getByRole('button', { name: 'Order again: Order #1070' }),
    );
    const result = await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(
      within(result).getByText("Order #1070 is in your cart at today's prices."),
    ).toBeVisible();
    expect(
      within(within(result).getByRole('list', { name: 'What changed' })).getByRole('listitem'),
    ).toHaveTextContent(
      `${line.name} is now ₱${(line.price + 50).toLocaleString('en-PH', { minimumFractionDigits: 2 })} (was ₱${line.price.toLocaleString('en-PH', { minimumFractionDigits: 2 })}).`,
    );
    expect(calls.filter((c) => c.name === 'reorder')).toMatchObject([
      { method: 'POST', params: { id: order._id } },
    ]);
    await userEvent.click(within(result).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-products/cart'));
  });

  it('orders again when nothing can be ordered: says so and stays', async () => {
    const order = customerOrder({ orderNumber: 1071, status: 'completed' });
    const line = order.items[0]!;
    mockApi({
      ...me,
      getOrders: ordersAnswer([order]),
      [`reorder:${order._id}`]: {
        body: {
          message: 'Nothing from Order #1071 can be ordered now.',
          linesAdded: 0,
          cart: { items: [], totalAmount: 0 },
          changes: [
            {
              kind: 'gone',
              productId: line.product._id,
              name: line.name,
              priceType: line.priceType,
              ordered: line.quantity,
              added: 0,
              was: line.price,
              now: null,
            },
          ],
        },
      },
    });
    const { router } = renderRoute('/user-products/order-history', { role: 'customer' });
    await userEvent.click(
      within(await card(1071)).getByRole('button', { name: 'Order again: Order #1071' }),
    );
    const result = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(result).getByText('Nothing from Order #1071 can be ordered now.')).toBeVisible();
    expect(within(result).getByText(`${line.name} is no longer available.`)).toBeVisible();
    await userEvent.click(within(result).getByRole('button', { name: 'OK' }));
    expect(router.state.location.pathname).toBe('/user-products/order-history');
  });

  it('does nothing when the confirmation is dismissed', async () => {
    const order = customerOrder({ orderNumber: 1061 });
    const { calls } = mockApi({ ...me, getOrders: ordersAnswer([order]) });
    renderRoute('/user-products/order-history', { role: 'customer' });

    await userEvent.click(
      within(await card(1061)).getByRole('button', { name: 'Cancel Order #1061' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.name === 'cancelOrder')).toHaveLength(0);
    expect(
      within(await card(1061)).getByRole('button', { name: 'Cancel Order #1061' }),
    ).toBeEnabled();
  });

  it('shows Error with the server message when the order is no longer pending', async () => {
    let order = customerOrder({ orderNumber: 1062 });
    const { calls } = mockApi({
      ...me,
      getOrders: () => ordersAnswer([order]),
      cancelOrder: (call: RecordedCall) => {
        // The cashier approved it meanwhile.
        order = { ...order, status: 'approved' };
        expect(call.params.id).toBe(order._id);
        return { status: 409, body: { message: 'Only a pending order can be cancelled.' } };
      },
    });
    renderRoute('/user-products/order-history', { role: 'customer' });

    await userEvent.click(
      within(await card(1062)).getByRole('button', { name: 'Cancel Order #1062' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Yes, cancel it',
      }),
    );
    const result = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(result).getByText('Only a pending order can be cancelled.')).toBeInTheDocument();
    // The list on screen was out of date: it is read again and the button goes.
    await waitFor(() => expect(calls.filter((c) => c.name === 'getOrders')).toHaveLength(2));
    await userEvent.click(within(result).getByRole('button', { name: 'OK' }));
    const approved = await card(1062);
    await waitFor(() =>
      expect(within(approved).queryByRole('button', { name: /Cancel/ })).toBeNull(),
    );
    expect(statusIn(approved)).toBe('Status: Approved');
  });

  it('falls back to Failed to cancel order when the server gives no reason', async () => {
    const order = customerOrder({ orderNumber: 1063 });
    mockApi({ ...me, getOrders: ordersAnswer([order]), cancelOrder: { status: 500 } });
    renderRoute('/user-products/order-history', { role: 'customer' });

    await userEvent.click(
      within(await card(1063)).getByRole('button', { name: 'Cancel Order #1063' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Yes, cancel it',
      }),
    );
    const result = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(result).getByText('Failed to cancel order')).toBeInTheDocument();
  });

  it("offers Print receipt on every order, printing that order's slip", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const pending = customerOrder({ orderNumber: 1070 });
    const done = customerOrder({ orderNumber: 1071, status: 'completed' });
    mockApi({ ...me, getOrders: ordersAnswer([pending, done]) });
    renderRoute('/user-products/order-history', { role: 'customer' });

    const button = within(await card(1071)).getByRole('button', {
      name: 'Print receipt Order #1071',
    });
    expect(button).toHaveTextContent('Print receipt');
    expect(
      within(await card(1070)).getByRole('button', { name: 'Print receipt Order #1070' }),
    ).toBeInTheDocument();
    await userEvent.click(button);
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('article', { name: 'Order #1071 slip' })).toHaveTextContent(
      'Bread Flour 25kg',
    );
  });

  it('scrolls to the order a link names (#order-1042, from the checkout)', async () => {
    // jsdom has no scrollIntoView: record which element is asked to come into view.
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    mockApi({
      ...me,
      getOrders: ordersAnswer([
        customerOrder({ orderNumber: 1043 }),
        customerOrder({ orderNumber: 1042 }),
      ]),
    });
    renderRoute('/user-products/order-history#order-1042', { role: 'customer' });
    await card(1042);
    await waitFor(() => expect(scrolled).toEqual(['order-1042']));
  });

  it('shows an em dash where a cashier cleared the customer info', async () => {
    const cleared = customerOrder({
      status: 'completed',
      customerInfo: { name: null, phoneNumber: null, address: null, pickupDate: '2026-12-01' },
    });
    mockApi({ ...me, getOrders: ordersAnswer([cleared]) });
    renderRoute('/user-products/order-history', { role: 'customer' });
    const table = await screen.findByRole('table', { name: 'Order #1042 details' });
    const cells = within(table).getAllByRole('cell').slice(0, 3);
    expect(cells.map((c) => c.textContent)).toEqual(['—', '—', '—']);
  });

  it('shows each line with its unit price', async () => {
    const order = customerOrder({
      items: [{ ...makeOrder().items[0]!, price: 1280, unit: 'sack (25 kg)', subtotal: 2560 }],
    });
    mockApi({ ...me, getOrders: ordersAnswer([order]) });
    renderRoute('/user-products/order-history', { role: 'customer' });
    const products = within(await card(1042)).getByRole('table', { name: 'Products' });
    expect(within(products).getAllByRole('row')[1]).toHaveTextContent(
      'Bread Flour 25kg₱1,280.00 per sack (25 kg)Half Price2₱2,560.00',
    );
  });

  it('says Delivery fee without an area for a pickup, at ₱0.00', async () => {
    mockApi({ ...me, getOrders: ordersAnswer([customerOrder()]) });
    renderRoute('/user-products/order-history', { role: 'customer' });
    const products = within(await card(1042)).getByRole('table', { name: 'Products' });
    const charges = products.nextElementSibling as HTMLElement;
    expect(charges).toHaveTextContent(/^Subtotal₱1,300.00Delivery fee₱0.00Total₱1,300.00$/);
  });

  describe('payment', () => {
    const paymentOf = async (orderNumber: number) =>
      within(await card(orderNumber)).getByRole('group', { name: 'Payment' });
    const settings: ShopSettings = {
      ...DEFAULT_SHOP_SETTINGS,
      address: '1 Rizal Ave, Malolos',
      gcashNumber: '09171234567',
      gcashName: 'Juana Cruz',
      closedWeekdays: [0],
    };

    it('shows the method and whether the shop has it; cash has no reference', async () => {
      mockApi({ ...me, getOrders: ordersAnswer([customerOrder()]) });
      renderRoute('/user-products/order-history', { role: 'customer' });
      const payment = await paymentOf(1042);
      expect(payment).toHaveTextContent(/^PaymentMethodCashPayment statusNot paid yet$/);
      expect(within(payment).queryByRole('form')).toBeNull();
    });

    it('shows a GCash reference and Paid once the cashier marked it', async () => {
      const order = customerOrder({
        status: 'approved',
        paymentMethod: 'gcash',
        gcashReference: '1234567890123',
        paid: true,
        paidAt: '2026-11-20T04:00:00.000Z',
      });
      mockApi({ ...me, getOrders: ordersAnswer([order]) });
      renderRoute('/user-products/order-history', { role: 'customer' });
      const payment = await paymentOf(1042);
      expect(
        within(payment)
          .getAllByRole('definition')
          .map((d) => d.textContent),
      ).toEqual(['GCash', '1234567890123', 'Paid']);
      expect(
        within(payment)
          .getAllByRole('term')
          .map((t) => t.textContent),
      ).toEqual(['Method', 'GCash reference', 'Payment status']);
      expect(within(payment).queryByRole('form')).toBeNull();
    });

    it('shows Paid as soon as the live stream tells of the payment, with no reload', async () => {
      installFakeEventSource();
      let order = customerOrder({
        status: 'approved',
        paymentMethod: 'gcash',
        gcashReference: '1234567890123',
      });
      const { calls } = mockApi({ ...me, getOrders: () => ordersAnswer([order]) });
      renderRoute('/user-products/order-history', { role: 'customer' });
      const payment = await paymentOf(1042);
      const shown = () =>
        within(payment)
          .getAllByRole('definition')
          .map((d) => d.textContent);
      expect(shown()).toEqual(['GCash', '1234567890123', 'Not paid yet']);
      const stream = openStream();
      act(() => stream.emit('ready'));

      // The cashier marks it paid: the server tells the customer's stream.
      const paidAt = '2026-11-20T04:00:00.000Z';
      order = { ...order, paid: true, paidAt };
      act(() =>
        stream.emit('order-payment', {
          orderId: order._id,
          orderNumber: 1042,
          status: 'approved',
          at: paidAt,
        }),
      );
      await waitFor(() => expect(shown()).toEqual(['GCash', '1234567890123', 'Paid']), {
        timeout: 2000,
      });
      expect(calls.filter((c) => c.name === 'getOrders')).toHaveLength(2);
    });

    it('asks for a missing GCash reference, checks 13 digits before sending, saves it and reads the orders again', async () => {
      let order = customerOrder({
        paymentMethod: 'gcash',
        deliveryMode: 'delivery',
        subtotal: 1300,
        deliveryFee: 50,
        deliveryZone: 'Quezon City',
        totalAmount: 1350,
      });
      const { calls } = mockApi({
        ...me,
        getShopSettings: { body: { settings } },
        getOrders: () => ordersAnswer([order]),
        [`setOrderReference:${order._id}`]: (call: RecordedCall) => {
          order = {
            ...order,
            gcashReference: (call.body as { gcashReference: string }).gcashReference,
          };
          return { body: { order } };
        },
      });
      renderRoute('/user-products/order-history', { role: 'customer' });
      const payment = await paymentOf(1042);
      expect(within(payment).getByText('Not given yet')).toBeInTheDocument();
      const form = within(payment).getByRole('form', { name: 'Add GCash reference' });
      expect(
        await within(form).findByText(
          'Send ₱1,350.00 to GCash 09171234567 (Juana Cruz), then enter the 13-digit reference number from your GCash receipt.',
        ),
      ).toBeInTheDocument();
      const input = within(form).getByRole('textbox', { name: 'GCash reference number' });
      expect(input).toHaveAttribute('inputmode', 'numeric');

      // Twelve digits: refused here, nothing sent.
      await userEvent.type(input, '123456789012');
      await userEvent.click(within(form).getByRole('button', { name: 'Save reference' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        'GCash reference number must be 13 digits',
      );
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveFocus();
      expect(calls.filter((c) => c.name === 'setOrderReference')).toHaveLength(0);

      // Thirteen, as the receipt groups them: the spaces are dropped.
      await userEvent.clear(input);
      await userEvent.type(input, '1234 567 890123');
      await userEvent.click(within(form).getByRole('button', { name: 'Save reference' }));

      const saved = await within(payment).findByRole('status');
      expect(saved).toHaveTextContent('GCash reference saved.');
      await waitFor(() => expect(saved).toHaveFocus());
      expect(within(payment).queryByRole('form')).toBeNull();
      expect(within(payment).getAllByRole('definition')[1]).toHaveTextContent(/^1234567890123$/);
      const sent = calls.filter((c) => c.name === 'setOrderReference');
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        method: 'PATCH',
        params: { id: order._id },
        body: { gcashReference: '1234567890123' },
      });
      await waitFor(() => expect(calls.filter((c) => c.name === 'getOrders')).toHaveLength(2));
    });

    it("shows the server's refusal under the field", async () => {
      const order = customerOrder({ paymentMethod: 'gcash' });
      mockApi({
        ...me,
        getOrders: ordersAnswer([order]),
        setOrderReference: {
          status: 409,
          body: { message: 'Only a GCash order can take a reference number.' },
        },
      });
      renderRoute('/user-products/order-history', { role: 'customer' });
      const form = within(await paymentOf(1042)).getByRole('form', { name: 'Add GCash reference' });
      // Without the shop's GCash number, the plain instruction.
      expect(
        within(form).getByText('Enter the 13-digit reference number from your GCash receipt.'),
      ).toBeInTheDocument();
      const input = within(form).getByRole('textbox', { name: 'GCash reference number' });
      await userEvent.type(input, '1234567890123');
      await userEvent.click(within(form).getByRole('button', { name: 'Save reference' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        'Only a GCash order can take a reference number.',
      );
      expect(input).toHaveValue('1234567890123');
      expect(within(form).getByRole('button', { name: 'Save reference' })).toBeEnabled();
    });

    it('falls back to Failed to save the GCash reference when the server gives no reason', async () => {
      mockApi({
        ...me,
        getOrders: ordersAnswer([customerOrder({ paymentMethod: 'gcash' })]),
        setOrderReference: { status: 500 },
      });
      renderRoute('/user-products/order-history', { role: 'customer' });
      const form = within(await paymentOf(1042)).getByRole('form', {
        name: 'Add GCash reference',
      });
      await userEvent.type(
        within(form).getByRole('textbox', { name: 'GCash reference number' }),
        '1234567890123',
      );
      await userEvent.click(within(form).getByRole('button', { name: 'Save reference' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        'Failed to save the GCash reference',
      );
    });

    it("at phone width shows the shop's QR code on a GCash order still to pay, with the amount and the order number", async () => {
      screenWidth(390);
      const QR = `/uploads/${'d'.repeat(32)}.webp`;
      const orders = [
        customerOrder({ orderNumber: 1090, paymentMethod: 'gcash', totalAmount: 1350 }),
        customerOrder({ orderNumber: 1091 }),
        customerOrder({ orderNumber: 1092, paymentMethod: 'gcash', paid: true }),
        customerOrder({ orderNumber: 1093, paymentMethod: 'gcash', status: 'cancelled' }),
        customerOrder({
          orderNumber: 1094,
          paymentMethod: 'gcash',
          gcashReference: '1234567890123',
        }),
      ];
      mockApi({
        ...me,
        getShopSettings: { body: { settings: { ...settings, paymentQrImage: QR } } },
        getOrders: ordersAnswer(orders),
      });
      renderRoute('/user-products/order-history', { role: 'customer' });
      const payment = await paymentOf(1090);
      const qr = await within(payment).findByRole('img', { name: "The shop's GCash QR code" });
      expect(qr).toHaveAttribute('src', `/uploads/${'d'.repeat(32)}-640.webp`);
      expect(within(payment).getByText('Amount to pay: ₱1,350.00')).toBeVisible();
      expect(within(payment).getByText('Put Order #1090 in the message')).toBeVisible();
      // Cash, paid, cancelled, or a reference given: nothing left to pay by GCash here.
      for (const number of [1091, 1092, 1093, 1094]) {
        const other = await paymentOf(number);
        expect(within(other).queryByRole('img')).toBeNull();
        expect(other).not.toHaveTextContent('in the message');
      }
    });

    it('says a reference already used on another order under the field', async () => {
      screenWidth(390);
      const order = customerOrder({ paymentMethod: 'gcash' });
      mockApi({
        ...me,
        getOrders: ordersAnswer([order]),
        [`setOrderReference:${order._id}`]: {
          status: 409,
          body: { message: 'This GCash reference number was already used on Order #1017.' },
        },
      });
      renderRoute('/user-products/order-history', { role: 'customer' });
      const form = within(await paymentOf(1042)).getByRole('form', { name: 'Add GCash reference' });
      const input = within(form).getByRole('textbox', { name: 'GCash reference number' });
      await userEvent.type(input, '1234567890123');
      await userEvent.click(within(form).getByRole('button', { name: 'Save reference' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        /^This GCash reference number was already used on Order #1017\.$/,
      );
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(
        'Enter the 13-digit reference number from your GCash receipt. This GCash reference number was already used on Order #1017.',
      );
      expect(input).toHaveFocus();
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('asks for no reference on a cancelled, declined or paid GCash order', async () => {
      const orders = [
        customerOrder({ orderNumber: 1080, paymentMethod: 'gcash', status: 'cancelled' }),
        customerOrder({ orderNumber: 1081, paymentMethod: 'gcash', status: 'declined' }),
        customerOrder({ orderNumber: 1082, paymentMethod: 'gcash', paid: true }),
      ];
      mockApi({ ...me, getOrders: ordersAnswer(orders) });
      renderRoute('/user-products/order-history', { role: 'customer' });
      for (const number of [1080, 1081, 1082]) {
        const payment = await paymentOf(number);
        expect(within(payment).queryByRole('form')).toBeNull();
        expect(payment).toHaveTextContent('GCash referenceNot given yet');
      }
    });
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
    mockApi({ ...me, getOrders: ordersAnswer([]) });
    renderRoute('/user-products/order-history', { role: 'customer' });
    expect(await screen.findByText('You have not placed any orders yet.')).toBeInTheDocument();
  });
});
