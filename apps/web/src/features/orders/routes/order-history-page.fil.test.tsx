import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@shop/contract';
import { prepareLanguage } from '../../../i18n/load-language.ts';
import { rememberLanguage } from '../../../i18n/language.ts';
import { mockApi, renderRoute, testUsers } from '../../../test/render.tsx';
import { makeOrder, makeSettings } from '../../../test/shop-fixtures.ts';

/*
 * Issue 29: a customer reading Filipino sees their order history in Filipino: the card's words,
 * status, next step and dates, the payment and reference form, and the notices of Order again.
 */

const me = { getMe: { body: { data: testUsers.customer } } };
const HISTORY = '/user-products/order-history';

const customerOrder = (overrides: Partial<Order> = {}): Order => ({
  ...makeOrder(),
  orderNumber: 1042,
  note: null,
  statusHistory: [{ status: 'pending', at: '2026-11-20T02:30:00.000Z', note: null }],
  ...overrides,
});

const ordersAnswer = (orders: Order[]) => ({ body: { orders } });

describe('/user-products/order-history in Filipino', { timeout: 15_000 }, () => {
  beforeEach(async () => {
    await prepareLanguage('fil');
    rememberLanguage('fil');
  });
  afterEach(() => rememberLanguage('en'));

  it('shows an order card, its table and its payment in Filipino', async () => {
    const order = customerOrder({
      status: 'approved',
      deliveryMode: 'delivery',
      deliveryFee: 50,
      deliveryZone: 'Quezon City',
      totalAmount: 1350,
      note: 'Ready after 2 PM',
      statusHistory: [
        { status: 'pending', at: '2026-11-20T02:30:00.000Z', note: null },
        { status: 'approved', at: '2026-11-20T05:00:00.000Z', note: 'Ready after 2 PM' },
      ],
    });
    mockApi({
      ...me,
      getShopSettings: {
        body: {
          settings: makeSettings({ messengerUrl: 'https://m.me/sweetcrumbs', viberNumber: null }),
        },
      },
      getOrders: ordersAnswer([order]),
    });
    renderRoute(HISTORY, { role: 'customer' });

    const card = await screen.findByRole('article', { name: 'Order #1042' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mga Order Ko' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Mga Order Ko · Bakery Supply Shop'));
    expect(screen.getByRole('link', { name: 'Bumalik sa Cart' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Mga order mo' })).toBeInTheDocument();

    expect(within(card).getByText(/^Status ng order:/).parentElement).toHaveTextContent(
      'Status ng order: Aprubado',
    );
    expect(within(card).getByText('Paalala mula sa shop')).toBeVisible();
    expect(
      within(card).getByText(
        'Aprubado na ang order mo. Ide-deliver namin ito sa Disyembre 1, 2026.',
      ),
    ).toBeVisible();
    for (const name of ['I-print ang resibo Order #1042', 'Umorder ulit: Order #1042']) {
      expect(within(card).getByRole('button', { name })).toBeVisible();
    }
    expect(within(card).getByRole('link', { name: 'I-track ang Order #1042' })).toHaveTextContent(
      'I-track ang order',
    );
    // The chat opens with a first message in Filipino too.
    const chat = await within(card).findByRole('link', {
      name: 'Mag-chat sa Messenger tungkol sa Order #1042',
    });
    expect(chat).toHaveTextContent('Mag-chat sa Messenger');
    expect(chat).toHaveAttribute(
      'href',
      'https://m.me/sweetcrumbs?text=Hi+po%21+Tungkol+po+ito+sa+Order+%231042.',
    );

    const timeline = within(card).getByRole('list', { name: 'Mga nangyari sa order' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent(/^Hinihintay/);
    expect(steps[1]).toHaveTextContent(/^Aprubado/);
    expect(steps[1]).toHaveTextContent('Paalala: Ready after 2 PM');

    const table = within(card).getByRole('table', { name: 'Detalye ng Order #1042' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .slice(0, 7)
        .map((h) => h.textContent),
    ).toEqual([
      'Pangalan',
      'Tirahan',
      'Telepono',
      'Petsa ng Pagkuha',
      'Paraan ng Pagkuha',
      'Petsa ng Order',
      'Total',
    ]);
    expect(within(table).getByText('Disyembre 1, 2026')).toHaveAttribute(
      'data-label',
      'Petsa ng Pagkuha',
    );
    expect(within(table).getByText('Ipa-deliver')).toBeInTheDocument();
    const products = within(table).getByRole('table', { name: 'Mga produkto' });
    expect(
      within(products)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Pangalan ng Produkto', 'Presyo', 'Uri ng Presyo', 'Dami', 'Subtotal']);
    expect(within(products).getAllByRole('row')[1]).toHaveTextContent(
      'Bread Flour 25kg₱650.00Kalahating Presyo2₱1,300.00',
    );
    expect(
      within(products.nextElementSibling as HTMLElement)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Subtotal', 'Bayad sa delivery (Quezon City)', 'Total']);

    const payment = within(card).getByRole('group', { name: 'Bayad' });
    expect(payment).toHaveTextContent(/^BayadParaanCashStatus ng bayadHindi pa bayad$/);
  });

  it('offers Cancel in Filipino and asks before cancelling', async () => {
    mockApi({ ...me, getOrders: ordersAnswer([customerOrder({ orderNumber: 1060 })]) });
    renderRoute(HISTORY, { role: 'customer' });
    const card = await screen.findByRole('article', { name: 'Order #1060' });
    expect(
      within(card).getByText(
        'Tinitingnan pa ng shop ang order mo. Puwede mo pa itong i-cancel habang hinihintay.',
      ),
    ).toBeVisible();
    const cancel = within(card).getByRole('button', { name: 'I-cancel ang Order #1060' });
    expect(cancel).toHaveTextContent('I-cancel ang order');
    await userEvent.click(cancel);
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Ika-cancel mo ang Order #1060.')).toBeVisible();
    expect(within(confirm).getByRole('button', { name: 'Oo, i-cancel' })).toBeVisible();
  });

  it('says in Filipino what Order again put in the cart and what changed', async () => {
    const order = customerOrder({ orderNumber: 1070, status: 'completed' });
    const line = order.items[0]!;
    const change = {
      productId: line.product._id,
      priceType: line.priceType,
      ordered: 5,
      was: 650,
    };
    mockApi({
      ...me,
      getOrders: ordersAnswer([order]),
      [`reorder:${order._id}`]: {
        body: {
          message: "Order #1070 is in your cart at today's prices.",
          linesAdded: 1,
          cart: { items: [], totalAmount: 0 },
          changes: [
            { ...change, kind: 'price-up', name: 'Bread Flour 25kg', added: 5, now: 700 },
            { ...change, kind: 'less', name: 'Cake Flour 1kg', added: 2, now: 650 },
            { ...change, kind: 'gone', name: 'Butter 225g', added: 0, now: null },
          ],
        },
      },
    });
    renderRoute(HISTORY, { role: 'customer' });
    await userEvent.click(await screen.findByRole('button', { name: 'Umorder ulit: Order #1070' }));
    const result = await screen.findByRole('dialog', { name: 'Nasa cart mo na' });
    expect(
      within(result).getByText('Nasa cart mo na ang Order #1070, sa presyo ngayon.'),
    ).toBeVisible();
    expect(
      within(within(result).getByRole('list', { name: 'Ano ang nagbago' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '₱700.00 na ang Bread Flour 25kg (dating ₱650.00).',
      '2 lang na Cake Flour 1kg ang nailagay (may 5 sa order).',
      'Hindi na available ang Butter 225g.',
    ]);
  });

  it('asks for the GCash reference in Filipino and refuses a short one in Filipino', async () => {
    mockApi({
      ...me,
      getShopSettings: { body: { settings: makeSettings({ gcashName: 'Juana Cruz' }) } },
      getOrders: ordersAnswer([customerOrder({ paymentMethod: 'gcash', totalAmount: 1350 })]),
    });
    renderRoute(HISTORY, { role: 'customer' });
    const payment = await screen.findByRole('group', { name: 'Bayad' });
    expect(within(payment).getByText('Wala pa')).toBeVisible();
    const form = within(payment).getByRole('form', { name: 'Ilagay ang GCash reference' });
    expect(
      await within(form).findByText(
        'Magpadala ng ₱1,350.00 sa GCash 09171234567 (Juana Cruz), tapos ilagay ang 13-digit na reference number mula sa GCash receipt mo.',
      ),
    ).toBeVisible();
    const input = within(form).getByRole('textbox', { name: 'Reference number ng GCash' });
    expect(within(form).getByText('13 na numero')).toBeVisible();
    await userEvent.type(input, '123456789012');
    await userEvent.click(within(form).getByRole('button', { name: 'I-save ang reference' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Dapat 13 digits ang GCash reference number',
    );
  });
});
