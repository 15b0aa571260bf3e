import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TrackedOrder } from '@shop/contract';
import { prepareLanguage } from '../../../i18n/load-language.ts';
import { rememberLanguage } from '../../../i18n/language.ts';
import { mockApi, renderRoute } from '../../../test/render.tsx';

/* Issue 29: whoever opens an order's tracking link in Filipino reads the page in Filipino. */

const CODE = 'vyYO6lgzS5ywF8IzMdFT3sU1';

const tracked: TrackedOrder = {
  orderNumber: 1042,
  status: 'approved',
  note: 'Counter 2, ask for Liza',
  statusHistory: [
    { status: 'pending', at: '2026-11-20T02:30:00.000Z', note: null },
    { status: 'approved', at: '2026-11-20T03:00:00.000Z', note: 'Counter 2, ask for Liza' },
  ],
  deliveryMode: 'pickup',
  pickupDate: '2026-11-21',
  createdAt: '2026-11-20T02:30:00.000Z',
  totalAmount: 1445.1,
  paymentMethod: 'cash',
  paid: false,
  shop: {
    shopName: 'Sweet Crumbs',
    address: '12 Rizal Ave, Quezon City',
    hours: 'Mon to Sat, 7 AM to 5 PM',
    phone: '(02) 8123 4567',
    messengerUrl: null,
    viberNumber: '09171234567',
    contactUrl: 'https://sweetcrumbs.ph/contact',
  },
};

describe('/t/:code in Filipino', { timeout: 15_000 }, () => {
  beforeEach(async () => {
    await prepareLanguage('fil');
    rememberLanguage('fil');
  });
  afterEach(() => rememberLanguage('en'));

  it('shows the order, its timeline and the shop in Filipino', async () => {
    mockApi({ trackOrder: { body: { order: tracked } } });
    renderRoute(`/t/${CODE}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Order #1042' })).toBeVisible();
    expect(screen.getByText(/^Status ng order:/).parentElement).toHaveTextContent(
      'Status ng order: Aprubado',
    );
    expect(
      screen.getByText('Aprubado na ang order mo. Kunin mo ito sa shop sa Nobyembre 21, 2026.'),
    ).toBeVisible();
    expect(screen.getByText('Paalala mula sa shop: Counter 2, ask for Liza')).toBeVisible();
    expect(screen.getByText('Petsa ng pagkuha').nextElementSibling).toHaveTextContent(
      'Nobyembre 21, 2026',
    );
    expect(screen.getByText('Bayad').nextElementSibling).toHaveTextContent('Cash, hindi pa bayad');

    const timeline = screen.getByRole('list', { name: 'Mga nangyari sa order' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent(/^Hinihintay/);
    expect(steps[1]).toHaveTextContent('Paalala: Counter 2, ask for Liza');

    const shop = screen.getByRole('region', { name: 'Sweet Crumbs' });
    expect(within(shop).getByText('Oras: Mon to Sat, 7 AM to 5 PM')).toBeVisible();
    expect(within(shop).getByText(/^Telepono:/)).toBeVisible();
    expect(within(shop).getByRole('link', { name: 'Mag-chat sa Viber' })).toHaveAttribute(
      'href',
      'viber://chat?number=%2B639171234567&draft=Hi+po%21+Tungkol+po+ito+sa+Order+%231042.',
    );
    expect(within(shop).getByRole('link', { name: 'Kontakin kami' })).toHaveAttribute(
      'href',
      'https://sweetcrumbs.ph/contact',
    );
  });

  it('offers to log in, in Filipino, when the link does not work', async () => {
    mockApi({ trackOrder: { status: 404, body: { message: 'Not found.' } } });
    renderRoute(`/t/${CODE}`);
    expect(
      await screen.findByRole('link', { name: 'Mag-log in para makita ang mga order mo' }),
    ).toHaveAttribute('href', '/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Ang order mo' })).toBeVisible();
  });

  it('says in Filipino when the order cannot be read', async () => {
    mockApi({ trackOrder: { status: 500 } });
    renderRoute(`/t/${CODE}`);
    expect(
      await screen.findByText(
        'Hindi makuha ang order na ito. I-check ang connection mo at subukan ulit.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  });
});
