import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_SHOP_SETTINGS,
  dayFullRefusal,
  lineTotal,
  openDates,
  sumPesos,
  type CartItem,
  type ShopSettings,
} from '@shop/contract';
import { mockApi, renderRoute, testUsers, type RecordedCall } from '../../../test/render.tsx';
import { makeCartItem, makeProduct } from '../../../test/shop-fixtures.ts';
import { optionsOf } from '../../../test/queries.ts';
import { prepareLanguage } from '../../../i18n/load-language.ts';
import { rememberLanguage } from '../../../i18n/language.ts';
import { localizeMessage } from '../../../i18n/localize-message.ts';
// What the server says about the cart and the checkout, registered as the cart page does.
import '../utils/cart-messages.ts';

/*
 * Issue 29: the cart and the checkout in Filipino, the shop's rules and the server's refusals
 * included.
 */

// Monday 24 November 2025, 10:00 in Manila.
const NOW = new Date('2025-11-24T02:00:00.000Z');

beforeEach(async () => {
  vi.setSystemTime(NOW);
  await prepareLanguage('fil');
  rememberLanguage('fil');
});
afterEach(() => {
  vi.useRealTimers();
  rememberLanguage('en');
});

const settings: ShopSettings = {
  ...DEFAULT_SHOP_SETTINGS,
  address: '123 Rizal Ave, Malolos, Bulacan',
  gcashNumber: '0917 123 4567',
  closedWeekdays: [0],
  minimumOrder: 5000,
  maxDeliveriesPerDay: 5,
};

const flour = makeProduct({ name: 'Bread Flour', price: 1280, stock: 12 });
const yeast = makeProduct({ name: 'Instant Dry Yeast 500g', price: 185.75, halfPrice: 95.1 });
const lines: CartItem[] = [
  makeCartItem(flour, { priceType: 'price', price: 1280, unit: 'sack (25 kg)', quantity: 2 }),
  makeCartItem(yeast, { priceType: 'halfPrice', price: 95.1, quantity: 1 }),
];
const cartOf = (items: CartItem[]) => ({
  items,
  totalAmount: sumPesos(items.map((i) => lineTotal(i.price, i.quantity))),
});

const dates = openDates(settings, NOW).map((date) => ({
  date,
  remaining: date === '2025-11-26' ? 0 : date === '2025-11-25' ? 2 : 5,
}));

function shop(shopSettings: ShopSettings = settings) {
  let items = lines;
  return mockApi({
    getMe: { body: { data: testUsers.customer } },
    getShopSettings: { body: { settings: shopSettings, messaging: { sms: false, email: true } } },
    getDeliveryZones: { body: { zones: [] } },
    getOrders: { body: { orders: [] } },
    getOpenDates: () => ({ body: { dates } }),
    getCart: () => ({ body: cartOf(items) }),
    removeFromCart: (call: RecordedCall) => {
      const { productId, priceType } = call.body as { productId: string; priceType: string };
      items = items.filter((i) => !(i.product._id === productId && i.priceType === priceType));
      return { body: { cart: cartOf(items) } };
    },
  });
}

describe('the cart in Filipino', { timeout: 20_000 }, () => {
  it('shows the lines, the total, the minimum order and Undo in Filipino', async () => {
    shop();
    renderRoute('/user-products/cart', { role: 'customer' });
    const list = await screen.findByRole('list', { name: 'Mga item sa cart' });
    await waitFor(() => expect(document.title).toBe('Cart Ko · Bakery Supply Shop'));
    const [first] = within(list).getAllByRole('listitem');
    expect(
      within(first!).getByText('₱1,280.00 bawat sack (25 kg) · Buong Presyo'),
    ).toBeInTheDocument();
    expect(
      within(first!).getByRole('spinbutton', { name: 'Dami ng Bread Flour, Buong Presyo' }),
    ).toHaveValue(2);
    const summary = screen.getByRole('region', { name: 'Kabuuang Order' });
    expect(
      await within(summary).findByText(
        'Ang minimum order ay ₱5,000.00. Magdagdag pa ng ₱2,344.90 para makapag-checkout.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tingnan ang Order History' })).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', {
        name: 'Tanggalin ang Instant Dry Yeast 500g (Kalahating Presyo)',
      }),
    );
    expect(await screen.findByText('Tinanggal ang Instant Dry Yeast 500g.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ibalik' })).toBeEnabled();
  });

  it('checks out in Filipino: fields, open dates, the shop rules and the form messages', async () => {
    // No minimum here: CHECK OUT is pressed to show the form's messages.
    shop({ ...settings, minimumOrder: null });
    renderRoute('/user-products/cart', { role: 'customer' });
    await userEvent.click(await screen.findByRole('button', { name: 'I-CHECKOUT LAHAT' }));
    const dialog = await screen.findByRole('dialog', { name: 'PUNAN ANG DETALYE' });
    const user = userEvent.setup({ delay: null });

    const mode = within(dialog).getByLabelText(/^Paraan ng Pagkuha/);
    expect(optionsOf(mode)).toEqual(['Pumili kung paano kukunin', 'Kunin sa shop', 'Ipa-deliver']);
    expect(
      within(dialog).getByText(
        'Pumili muna ng Kunin sa shop o Ipa-deliver para makita ang bukas na petsa.',
      ),
    ).toBeVisible();
    expect(
      await within(dialog).findByText(
        'Hindi pa nagte-text ang shop na ito. Sundan ang order mo sa Order History o sa link nito.',
      ),
    ).toBeVisible();

    await user.selectOptions(mode, 'delivery');
    const date = within(dialog).getByLabelText(/^Petsa ng Delivery/);
    expect(date).toHaveAccessibleDescription('Sarado tuwing Linggo.');
    expect(
      await within(dialog).findByRole('button', { name: 'Mar, Nob 25 · 2 na lang' }),
    ).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: 'Cash on delivery (COD)' })).toBeChecked();

    await user.type(date, '2025-11-30');
    expect(
      await within(dialog).findByText(
        'Sarado kami sa Linggo, Nobyembre 30. Pumili ng ibang petsa.',
      ),
    ).toBeVisible();
    await user.clear(date);
    await user.type(date, '2025-11-26');
    expect(
      await within(dialog).findByText(
        'Fully booked na ang Miyerkules, Nobyembre 26 para sa delivery. Pumili ng ibang petsa.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'MAG-CHECKOUT' })).toBeDisabled();

    // An open day with room: the form then says what is missing.
    await user.click(within(dialog).getByRole('button', { name: 'Huw, Nob 27 · 5 na lang' }));
    await user.click(within(dialog).getByRole('button', { name: 'MAG-CHECKOUT' }));
    expect(await within(dialog).findByText('Kailangan ang pangalan')).toBeVisible();
    expect(within(dialog).getByText('Kailangan ang address')).toBeVisible();

    const summary = within(dialog).getByRole('region', { name: 'Buod ng order' });
    expect(summary).toHaveTextContent('Kalahating Presyo · 1 × ₱95.10');
    expect(summary).toHaveTextContent('Bayad sa delivery₱0.00');

    await user.click(within(dialog).getByRole('radio', { name: 'GCash' }));
    const gcash = within(dialog).getByRole('group', { name: 'Detalye ng GCash' });
    expect(gcash).toHaveTextContent('Magpadala ng ₱2,655.10 sa GCash sa:');
    expect(gcash).toHaveTextContent('Numero ng GCash: 0917 123 4567');
    expect(within(gcash).getByLabelText(/^Reference number ng GCash/)).toBeInTheDocument();
  });
});

describe("the server's cart and checkout refusals in Filipino", () => {
  it('fill in the names, numbers and dates the server said', () => {
    expect(
      localizeMessage('Only 12 of Bread Flour in stock, and your cart already has 3.', 'fil'),
    ).toBe('12 na lang ang stock ng Bread Flour, at may 3 na sa cart mo.');
    expect(localizeMessage('Half Price is no longer available for Bread Flour.', 'fil')).toBe(
      'Wala nang Kalahating Presyo para sa Bread Flour.',
    );
    expect(
      localizeMessage('The minimum order is ₱5,000.00; your order comes to ₱2,655.10.', 'fil'),
    ).toBe('Ang minimum order ay ₱5,000.00; ₱2,655.10 lang ang order mo.');
    expect(
      localizeMessage('This GCash reference number was already used on Order #1041.', 'fil'),
    ).toBe('Nagamit na ang GCash reference number na ito sa Order #1041.');
    expect(
      localizeMessage(
        'Orders after 9:00 AM are ready from Wednesday, November 26. Please choose that day or later.',
        'fil',
      ),
    ).toBe(
      'Ang order pagkalipas ng 9:00 AM ay handa simula Miyerkules, Nobyembre 26. Pumili ng araw na iyon o mas huli.',
    );
  });

  it('say a day the server found full as the date field says it', () => {
    expect(localizeMessage(dayFullRefusal('2025-11-26', 'delivery', NOW), 'fil')).toBe(
      dayFullRefusal('2025-11-26', 'delivery', NOW, 'fil'),
    );
    expect(localizeMessage(dayFullRefusal('2026-01-03', 'pickup', NOW), 'fil')).toBe(
      dayFullRefusal('2026-01-03', 'pickup', NOW, 'fil'),
    );
  });
});
