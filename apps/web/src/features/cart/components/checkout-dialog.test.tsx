import { useState } from 'react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_SHOP_SETTINGS,
  MESSAGING_TEXTS,
  lineTotal,
  openDates,
  sumPesos,
  type Account,
  type CartItem,
  type DeliveryZone,
  type Order,
  type ShopSettings,
} from '@shop/contract';
import routes from 'virtual:api-routes';
import { AlertHost } from '../../../components/alert-host.tsx';
import { dismissAlert } from '../../../lib/alerts.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { mockApi, type RecordedCall } from '../../../test/render.tsx';
import { makeCartItem, makeOrder, makeProduct } from '../../../test/shop-fixtures.ts';
import { CheckoutDialog } from './checkout-dialog.tsx';
import { optionsOf } from '../../../test/queries.ts';
import { screenWidth } from '../../../test/screen-width.ts';

// Monday 24 November 2025, 10:00 in Manila: the dates below are named from it.
const NOW = new Date('2025-11-24T02:00:00.000Z');
beforeEach(() => {
  vi.setSystemTime(NOW);
});

const settings: ShopSettings = {
  ...DEFAULT_SHOP_SETTINGS,
  shopName: 'Bakery Supply',
  address: '123 Rizal Ave, Malolos, Bulacan',
  phone: '+639171234567',
  hours: 'Mon–Sat 8:00 AM – 5:00 PM',
  gcashNumber: '0917 123 4567',
  gcashName: 'Juan Dela Cruz',
  closedWeekdays: [0],
  closedDates: ['2025-12-08'],
  maxDeliveriesPerDay: 5,
};

const zone = (overrides: Partial<DeliveryZone>): DeliveryZone => ({
  _id: crypto.randomUUID(),
  name: 'Poblacion',
  fee: 50,
  freeFrom: 15000,
  active: true,
  ...overrides,
});
const poblacion = zone({ name: 'Poblacion', fee: 50, freeFrom: 15000 });
const malolos = zone({ name: 'Malolos Proper', fee: 80, freeFrom: null });
// Free from exactly this cart's subtotal: equal to freeFrom pays no fee.
const bulakan = zone({ name: 'Bulakan', fee: 120, freeFrom: 12974 });
const retired = zone({ name: 'Old Route', fee: 30, active: false });
const zones = [poblacion, malolos, bulakan, retired];

const flour = makeProduct({
  name: 'All-Purpose Flour 25kg',
  price: 1280,
  priceUnit: 'sack (25 kg)',
});
const sugar = makeProduct({ name: 'Refined Sugar', retailPrice: 58, retailPriceUnit: 'kg' });
const lines: CartItem[] = [
  makeCartItem(flour, { priceType: 'price', price: 1280, unit: 'sack (25 kg)', quantity: 10 }),
  makeCartItem(sugar, { priceType: 'retailPrice', price: 58, unit: 'kg', quantity: 3 }),
];
const cartOf = (items: CartItem[]) => ({
  items,
  totalAmount: sumPesos(items.map((i) => lineTotal(i.price, i.quantity))),
});

// The server's open dates from now: closed Sundays and the 8 December holiday left out.
const days = openDates(settings, NOW);
const deliveryDates = days.map((date) => ({
  date,
  // Wednesday 26 November is fully booked for delivery; Tuesday has 2 left.
  remaining: date === '2025-11-26' ? 0 : date === '2025-11-25' ? 2 : 5,
}));
const pickupDates = days.map((date) => ({ date, remaining: null }));

const placed: Order = makeOrder({ orderNumber: 1042 });

type Answer = { status?: number; body?: unknown };

interface Setup {
  settings?: ShopSettings;
  messaging?: { sms: boolean; email: boolean };
  zones?: DeliveryZone[];
  items?: CartItem[];
  orders?: Order[];
  checkout?: Answer;
  /** The customer's account (getAccount); none: the call fails and the last order fills. */
  account?: Partial<Account>;
  /** Holds the orders' answer until the returned `releaseOrders` is called. */
  holdOrders?: boolean;
}

function setup(options: Setup = {}) {
  const api = mockApi({
    getShopSettings: {
      body: {
        settings: options.settings ?? settings,
        messaging: options.messaging ?? { sms: true, email: true },
      },
    },
    getDeliveryZones: { body: { zones: options.zones ?? zones } },
    getCart: { body: cartOf(options.items ?? lines) },
    getOrders: { body: { orders: options.orders ?? [] } },
    getOpenDates: (call: RecordedCall) => ({
      body: {
        dates:
          new URLSearchParams(call.search).get('deliveryMode') === 'delivery'
            ? deliveryDates
            : pickupDates,
      },
    }),
    checkout: options.checkout ?? { status: 201, body: { order: placed } },
    ...(options.account
      ? {
          getAccount: {
            body: {
              account: {
                username: 'Maria',
                email: 'maria@gmail.com',
                phoneNumber: null,
                defaultAddress: null,
                smsUpdates: true,
                language: null,
                ...options.account,
              },
            },
          },
        }
      : {}),
  });
  let releaseOrders = () => {};
  if (options.holdOrders) {
    const gate = new Promise<void>((resolve) => (releaseOrders = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const { pathname } = new URL(String(input), 'http://localhost');
      if (pathname === routes.getOrders.path) await gate;
      return api.fetchMock(input, init);
    });
  }
  const onPlaced = vi.fn();
  const onClose = vi.fn();
  // The cart page's part: it closes the dialog when asked, and the dialog then says the result.
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <CheckoutDialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        onPlaced={onPlaced}
      />
    );
  }
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness />
      <AlertHost />
    </QueryClientProvider>,
  );
  const user = userEvent.setup({ delay: null });
  return { ...api, onPlaced, onClose, user, releaseOrders };
}

const form = () => screen.findByRole('dialog', { name: 'FILL OUT' });
const sentBodies = (calls: RecordedCall[]) =>
  calls.filter((c) => c.name === 'checkout').map((c) => c.body);
const checkOutButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'CHECK OUT' });

/** The form says why it cannot be sent, and CHECK OUT stays disabled. */
async function expectBlocked(dialog: HTMLElement, reason: string) {
  expect(await within(dialog).findByText(reason)).toBeVisible();
  expect(checkOutButton(dialog)).toBeDisabled();
}

/** One row of the summary's list of amounts: its term and value. */
function amount(dialog: HTMLElement, term: string) {
  const summary = within(dialog).getByRole('region', { name: 'Order summary' });
  return within(summary).getByText(term, { selector: 'dt' }).parentElement!;
}

async function fillContact(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/^Name/), 'Maria Santos');
  await user.type(within(dialog).getByLabelText(/^Phone Number/), '+639123456789');
}

async function chooseMode(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  mode: 'Pickup' | 'Delivery',
) {
  await user.selectOptions(within(dialog).getByLabelText(/^Delivery Mode/), mode);
}

describe('CheckoutDialog', { timeout: 20_000 }, () => {
  it('asks for the delivery mode first and keeps the spec fields', async () => {
    setup();
    const dialog = await form();
    const mode = within(dialog).getByLabelText(/^Delivery Mode/);
    expect(optionsOf(mode)).toEqual(['Select delivery mode', 'Pickup', 'Delivery']);
    expect(mode).toHaveValue('');
    const name = within(dialog).getByLabelText(/^Name/);
    expect(mode.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(name).toBeRequired();
    expect(within(dialog).getByLabelText(/^Address/)).toBeRequired();
    const phone = within(dialog).getByLabelText(/^Phone Number/);
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('placeholder', '+63912...');
    const date = within(dialog).getByLabelText(/^Pickup Date/);
    expect(date).toHaveAttribute('type', 'date');
    await waitFor(() => expect(date).toHaveAttribute('min', '2025-11-24'));
    expect(
      within(dialog).getByText('Choose Pickup or Delivery to see the open dates.'),
    ).toBeVisible();
    expect(checkOutButton(dialog)).toBeEnabled();
  });

  it('says plainly under "Text me updates" when the shop cannot text (issue 29)', async () => {
    setup({ messaging: { sms: false, email: true } });
    const dialog = await form();
    expect(await within(dialog).findByText(MESSAGING_TEXTS.checkoutNoTexts)).toBeVisible();
  });

  it('says nothing more under "Text me updates" when the shop texts', async () => {
    setup();
    const dialog = await form();
    await within(dialog).findByText(/Pick up at|Delivery Area|FILL OUT/);
    expect(within(dialog).queryByText(MESSAGING_TEXTS.checkoutNoTexts)).toBeNull();
  });

  it('requires every field at once before sending', async () => {
    const { calls, user } = setup();
    const dialog = await form();
    await user.click(checkOutButton(dialog));
    expect(await within(dialog).findByText('Please select a delivery mode')).toBeVisible();
    expect(within(dialog).getByText('Name is required')).toBeVisible();
    expect(within(dialog).getByText('Address is required')).toBeVisible();
    expect(within(dialog).getByText('Pickup Date is required')).toBeVisible();
    expect(sentBodies(calls)).toHaveLength(0);
  });

  it('for pickup: shows where and when to collect, hides the address and sends none', async () => {
    const { calls, user, onPlaced } = setup();
    const dialog = await form();
    await fillContact(user, dialog);
    // Typed before choosing pickup, as the journeys do: not sent.
    await user.type(within(dialog).getByLabelText(/^Address/), '12 Mabini St');
    await chooseMode(user, dialog, 'Pickup');

    const point = within(dialog).getByRole('group', { name: 'Pickup point' });
    expect(point).toHaveTextContent('Pick up at: 123 Rizal Ave, Malolos, Bulacan');
    expect(point).toHaveTextContent('Open: Mon–Sat 8:00 AM – 5:00 PM');
    expect(within(dialog).queryByLabelText(/^Address/)).toBeNull();
    expect(within(dialog).queryByLabelText(/^Delivery Area/)).toBeNull();
    expect(within(dialog).getByLabelText(/^Pickup Date/)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Cash — pay at pickup' })).toBeChecked();
    expect(amount(dialog, 'Delivery fee')).toHaveTextContent('Delivery fee₱0.00');
    expect(amount(dialog, 'Total')).toHaveTextContent('Total₱12,974.00');

    // Pickup has no daily limit here: the dates show without "left".
    await user.click(await within(dialog).findByRole('button', { name: 'Tue, Nov 25' }));
    expect(within(dialog).getByLabelText(/^Pickup Date/)).toHaveValue('2025-11-25');
    await user.click(checkOutButton(dialog));

    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(placed));
    expect(sentBodies(calls)).toEqual([
      {
        name: 'Maria Santos',
        phoneNumber: '+639123456789',
        pickupDate: '2025-11-25',
        deliveryMode: 'pickup',
        paymentMethod: 'cash',
        smsUpdates: true,
      },
    ]);
    expect(calls.find((c) => c.name === 'getOpenDates')?.search).toBe('?deliveryMode=pickup');
    expect(
      await screen.findByRole('dialog', { name: 'Checkout completed successfully!' }),
    ).toHaveTextContent(
      'Order #1042 is placed. Follow it, or cancel it while it is pending, in your Order History.',
    );
  });

  it('for delivery: labels the date Delivery Date, lists the active areas with their fees and adds the fee', async () => {
    const { calls, user, onPlaced } = setup();
    const dialog = await form();
    await chooseMode(user, dialog, 'Delivery');
    expect(within(dialog).getByLabelText(/^Delivery Date/)).toHaveAttribute('type', 'date');
    expect(within(dialog).queryByLabelText(/^Pickup Date/)).toBeNull();
    expect(within(dialog).getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();

    const area = await within(dialog).findByLabelText(/^Delivery Area/);
    expect(area).toBeRequired();
    expect(optionsOf(area)).toEqual([
      'Select delivery area',
      'Poblacion — ₱50.00, free from ₱15,000.00',
      'Malolos Proper — ₱80.00',
      'Bulakan — ₱120.00, free from ₱12,974.00',
    ]);
    // Before an area is chosen the fee and total wait for it.
    expect(amount(dialog, 'Delivery fee')).toHaveTextContent('Delivery feeSelect a delivery area');
    expect(amount(dialog, 'Total')).toHaveTextContent('Total—');

    await user.selectOptions(area, 'Poblacion — ₱50.00, free from ₱15,000.00');
    expect(
      within(dialog).getByText('Delivery fee: ₱50.00. Add ₱2,026.00 more for free delivery.'),
    ).toBeVisible();
    expect(amount(dialog, 'Subtotal')).toHaveTextContent('Subtotal₱12,974.00');
    expect(amount(dialog, 'Delivery fee')).toHaveTextContent('Delivery fee₱50.00');
    expect(amount(dialog, 'Total')).toHaveTextContent('Total₱13,024.00');

    await user.selectOptions(area, 'Malolos Proper — ₱80.00');
    expect(within(dialog).getByText('Delivery fee: ₱80.00')).toBeVisible();
    expect(amount(dialog, 'Total')).toHaveTextContent('Total₱13,054.00');

    await fillContact(user, dialog);
    await user.type(within(dialog).getByLabelText(/^Address/), '12 Mabini St, Malolos');
    await user.click(await within(dialog).findByRole('button', { name: 'Tue, Nov 25 · 2 left' }));
    await user.click(checkOutButton(dialog));
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(sentBodies(calls)).toEqual([
      {
        name: 'Maria Santos',
        phoneNumber: '+639123456789',
        pickupDate: '2025-11-25',
        deliveryMode: 'delivery',
        address: '12 Mabini St, Malolos',
        zoneId: malolos._id,
        paymentMethod: 'cash',
        smsUpdates: true,
      },
    ]);
  });

  it('requires a delivery area while areas exist', async () => {
    const { calls, user } = setup();
    const dialog = await form();
    await chooseMode(user, dialog, 'Delivery');
    await within(dialog).findByLabelText(/^Delivery Area/);
    await user.click(checkOutButton(dialog));
    expect(await within(dialog).findByText('Please select a delivery area')).toBeVisible();
    expect(within(dialog).getByText('Delivery Date is required')).toBeVisible();
    expect(sentBodies(calls)).toHaveLength(0);
  });

  it('delivers free once the subtotal reaches the area’s free-from amount (equal counts)', async () => {
    const { user } = setup();
    const dialog = await form();
    await chooseMode(user, dialog, 'Delivery');
    await user.selectOptions(
      await within(dialog).findByLabelText(/^Delivery Area/),
      'Bulakan — ₱120.00, free from ₱12,974.00',
    );
    expect(
      within(dialog).getByText('Delivery fee: Free (your order reaches ₱12,974.00)'),
    ).toBeVisible();
    expect(amount(dialog, 'Delivery fee')).toHaveTextContent('Delivery feeFree');
    expect(amount(dialog, 'Total')).toHaveTextContent('Total₱12,974.00');
  });

  it('delivers without an area or a fee when the shop has no areas', async () => {
    const { calls, user, onPlaced } = setup({ zones: [] });
    const dialog = await form();
    await fillContact(user, dialog);
    await user.type(within(dialog).getByLabelText(/^Address/), '45 Mabini Street, Malolos');
    await user.type(within(dialog).getByLabelText(/^Pickup Date/), '2025-11-27');
    await chooseMode(user, dialog, 'Delivery');
    expect(within(dialog).queryByLabelText(/^Delivery Area/)).toBeNull();
    expect(within(dialog).getByLabelText(/^Delivery Date/)).toHaveValue('2025-11-27');
    expect(amount(dialog, 'Delivery fee')).toHaveTextContent('Delivery fee₱0.00');
    expect(amount(dialog, 'Total')).toHaveTextContent('Total₱12,974.00');
    await user.click(checkOutButton(dialog));
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(sentBodies(calls)[0]).toEqual({
      name: 'Maria Santos',
      phoneNumber: '+639123456789',
      pickupDate: '2025-11-27',
      deliveryMode: 'delivery',
      address: '45 Mabini Street, Malolos',
      paymentMethod: 'cash',
      smsUpdates: true,
    });
  });

  it('lists each line with its tier, quantity and unit price, and the exact subtotal', async () => {
    setup();
    const dialog = await form();
    const list = await within(dialog).findByRole('list', { name: 'Order lines' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('All-Purpose Flour 25kg₱12,800.00');
    expect(rows[0]).toHaveTextContent('Full Price · 10 × ₱1,280.00 per sack (25 kg)');
    expect(rows[1]).toHaveTextContent('Refined Sugar₱174.00');
    expect(rows[1]).toHaveTextContent('Retail Price · 3 × ₱58.00 per kg');
    expect(amount(dialog, 'Subtotal')).toHaveTextContent('Subtotal₱12,974.00');
  });

  it('says the minimum order and keeps CHECK OUT disabled under it', async () => {
    setup({ settings: { ...settings, minimumOrder: 15000 } });
    const dialog = await form();
    await expectBlocked(dialog, 'Minimum order is ₱15,000.00. Add ₱2,026.00 more to check out.');
  });

  it('allows an order exactly at the minimum', async () => {
    const { user } = setup({ settings: { ...settings, minimumOrder: 12974 } });
    const dialog = await form();
    await within(dialog).findByRole('list', { name: 'Order lines' });
    // The settings have arrived once the pickup point shows the shop's address.
    await chooseMode(user, dialog, 'Pickup');
    await within(dialog).findByText('Pick up at: 123 Rizal Ave, Malolos, Bulacan');
    expect(within(dialog).queryByText(/^Minimum order is/)).toBeNull();
    expect(checkOutButton(dialog)).toBeEnabled();
  });

  it('refuses a closed Sunday, a holiday and a full day under the field, and disables CHECK OUT', async () => {
    const { user } = setup();
    const dialog = await form();
    await chooseMode(user, dialog, 'Delivery');
    const date = within(dialog).getByLabelText(/^Delivery Date/);

    await user.type(date, '2025-11-30');
    expect(
      await within(dialog).findByText(
        'We are closed on Sunday, November 30. Please choose another date.',
      ),
    ).toBeVisible();
    expect(date).toHaveAccessibleDescription(
      'We are closed on Sunday, November 30. Please choose another date.',
    );
    expect(checkOutButton(dialog)).toBeDisabled();

    await user.clear(date);
    await user.type(date, '2025-12-08');
    expect(
      within(dialog).getByText('We are closed on Monday, December 8. Please choose another date.'),
    ).toBeVisible();
    expect(checkOutButton(dialog)).toBeDisabled();

    await user.clear(date);
    await user.type(date, '2025-11-26');
    await expectBlocked(
      dialog,
      'Wednesday, November 26 is fully booked for deliveries. Please choose another date.',
    );

    // An open day with room clears the message and the button.
    await user.click(within(dialog).getByRole('button', { name: 'Thu, Nov 27 · 5 left' }));
    expect(date).toHaveValue('2025-11-27');
    expect(within(dialog).queryByText(/fully booked|closed on/)).toBeNull();
    expect(checkOutButton(dialog)).toBeEnabled();
  });

  it('moves the earliest date past the cut-off', async () => {
    const { user } = setup({ settings: { ...settings, cutoffTime: '09:00' } });
    const dialog = await form();
    const date = within(dialog).getByLabelText(/^Pickup Date/);
    // 10:00 is after the 09:00 cut-off: tomorrow is out, the day after is the earliest.
    await waitFor(() => expect(date).toHaveAttribute('min', '2025-11-26'));
    // The field says the rule before anything is refused.
    expect(date).toHaveAccessibleDescription(
      `Orders after 9:00 AM are ready from Wednesday, November 26. Closed on Sundays.`,
    );
    await user.type(date, '2025-11-25');
    await expectBlocked(
      dialog,
      'Orders after 9:00 AM are ready from Wednesday, November 26. Please choose that day or later.',
    );
  });

  it('limits the date to the shop’s booking window and refuses a later one', async () => {
    const { user } = setup({ settings: { ...settings, bookingDays: 10 } });
    const dialog = await form();
    const date = within(dialog).getByLabelText(/^Pickup Date/);
    // Before a mode is chosen, the window's last day from the settings: 24 November + 9.
    await waitFor(() => expect(date).toHaveAttribute('max', '2025-12-03'));
    await user.type(date, '2025-12-04');
    await expectBlocked(
      dialog,
      'We take orders up to 10 days ahead, until Wednesday, December 3. Please choose an earlier date.',
    );
  });

  it('offers the open days with room left as quick picks, never a Sunday or a full day', async () => {
    const { user } = setup();
    const dialog = await form();
    await chooseMode(user, dialog, 'Delivery');
    const group = await within(dialog).findByRole('group', { name: 'Open dates' });
    const names = () =>
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(names()).toEqual([
      'Mon, Nov 24 · 5 left',
      'Tue, Nov 25 · 2 left',
      'Thu, Nov 27 · 5 left',
      'Fri, Nov 28 · 5 left',
      'Sat, Nov 29 · 5 left',
      'Mon, Dec 1 · 5 left',
      'More dates',
    ]);
    await user.click(within(group).getByRole('button', { name: 'More dates' }));
    const all = names();
    expect(all).toContain('Tue, Dec 9 · 5 left');
    expect(all.filter((n) => n!.startsWith('Sun'))).toEqual([]);
    expect(all.some((n) => n!.includes('Nov 26'))).toBe(false);
    expect(all.some((n) => n!.includes('Dec 8'))).toBe(false);
    expect(all.at(-1)).toBe('Fewer dates');

    const chip = within(group).getByRole('button', { name: 'Fri, Nov 28 · 5 left' });
    await user.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByLabelText(/^Delivery Date/)).toHaveValue('2025-11-28');
  });

  it('shows the GCash number and name, checks the reference and sends it', async () => {
    const { calls, user, onPlaced } = setup();
    const dialog = await form();
    await chooseMode(user, dialog, 'Pickup');
    await fillContact(user, dialog);
    await user.click(await within(dialog).findByRole('button', { name: 'Tue, Nov 25' }));
    const payment = within(dialog).getByRole('radiogroup', { name: 'Payment' });
    expect(
      within(payment)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['cash', 'gcash']);
    expect(within(dialog).queryByLabelText('GCash reference number')).toBeNull();

    await user.click(within(payment).getByRole('radio', { name: 'GCash' }));
    const details = within(dialog).getByRole('group', { name: 'GCash details' });
    expect(details).toHaveTextContent('Send ₱12,974.00 by GCash to:');
    expect(details).toHaveTextContent('GCash number: 0917 123 4567');
    expect(details).toHaveTextContent('Name: Juan Dela Cruz');
    const reference = within(details).getByLabelText('GCash reference number');
    expect(reference).not.toBeRequired();
    expect(reference).toHaveAccessibleDescription(
      '13 digits, on your GCash receipt. Optional now: you can also add it later from Order History.',
    );

    await user.type(reference, '12345');
    await user.click(checkOutButton(dialog));
    expect(
      await within(dialog).findByText('GCash reference number must be 13 digits'),
    ).toBeVisible();
    expect(sentBodies(calls)).toHaveLength(0);

    await user.clear(reference);
    await user.type(reference, '1234 5678 90123');
    await user.click(checkOutButton(dialog));
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(sentBodies(calls)).toEqual([
      {
        name: 'Maria Santos',
        phoneNumber: '+639123456789',
        pickupDate: '2025-11-25',
        deliveryMode: 'pickup',
        paymentMethod: 'gcash',
        gcashReference: '1234567890123',
        smsUpdates: true,
      },
    ]);
  });

  it('sends GCash without a reference when none is typed, and none for cash', async () => {
    const { calls, user, onPlaced } = setup();
    const dialog = await form();
    await chooseMode(user, dialog, 'Pickup');
    await fillContact(user, dialog);
    await user.click(await within(dialog).findByRole('button', { name: 'Tue, Nov 25' }));
    await user.click(within(dialog).getByRole('radio', { name: 'GCash' }));
    await user.type(within(dialog).getByLabelText('GCash reference number'), '1234567890123');
    // Back to cash: the typed reference is not sent.
    await user.click(within(dialog).getByRole('radio', { name: 'Cash — pay at pickup' }));
    await user.click(checkOutButton(dialog));
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(sentBodies(calls)[0]).toMatchObject({ paymentMethod: 'cash' });
    expect(sentBodies(calls)[0]).not.toHaveProperty('gcashReference');
  });

  it('sends smsUpdates false when the text-updates box is unticked', async () => {
    const { calls, user, onPlaced } = setup();
    const dialog = await form();
    const sms = within(dialog).getByRole('checkbox', { name: 'Text me updates about this order' });
    expect(sms).toBeChecked();
    await user.click(sms);
    expect(sms).not.toBeChecked();
    await chooseMode(user, dialog, 'Pickup');
    await fillContact(user, dialog);
    await user.click(await within(dialog).findByRole('button', { name: 'Tue, Nov 25' }));
    await user.click(checkOutButton(dialog));
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(sentBodies(calls)[0]).toMatchObject({ smsUpdates: false });
  });

  it('fills name and phone from the last order and the address from the last delivery', async () => {
    setup({
      orders: [
        makeOrder({
          deliveryMode: 'pickup',
          customerInfo: {
            name: 'Maria Santos',
            phoneNumber: '+639171112222',
            // A pickup order keeps the shop's address: never offered as the customer's.
            address: '123 Rizal Ave, Malolos, Bulacan',
            pickupDate: '2025-11-20',
          },
        }),
        makeOrder({
          deliveryMode: 'delivery',
          customerInfo: {
            name: 'Maria S.',
            phoneNumber: '+639990000000',
            address: '12 Mabini St, Malolos',
            pickupDate: '2025-11-10',
          },
        }),
      ],
    });
    const dialog = await form();
    await waitFor(() => expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Maria Santos'));
    expect(within(dialog).getByLabelText(/^Phone Number/)).toHaveValue('+639171112222');
    expect(within(dialog).getByLabelText(/^Address/)).toHaveValue('12 Mabini St, Malolos');
  });

  it("fills name, phone, address and the text-updates choice from the account, before the last order's", async () => {
    const { calls, user, onPlaced } = setup({
      account: {
        username: 'Maria Santos',
        phoneNumber: '0917 555 1234',
        defaultAddress: '7 Luna St, Malolos',
        smsUpdates: false,
      },
      orders: [
        makeOrder({
          deliveryMode: 'delivery',
          customerInfo: {
            name: 'Maria S.',
            phoneNumber: '+639990000000',
            address: '12 Mabini St, Malolos',
            pickupDate: '2025-11-20',
          },
        }),
      ],
    });
    const dialog = await form();
    await waitFor(() => expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Maria Santos'));
    expect(within(dialog).getByLabelText(/^Phone Number/)).toHaveValue('0917 555 1234');
    expect(within(dialog).getByLabelText(/^Address/)).toHaveValue('7 Luna St, Malolos');
    const sms = within(dialog).getByRole('checkbox', { name: 'Text me updates about this order' });
    expect(sms).not.toBeChecked();
    await chooseMode(user, dialog, 'Pickup');
    await user.click(await within(dialog).findByRole('button', { name: 'Tue, Nov 25' }));
    await user.click(checkOutButton(dialog));
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(sentBodies(calls)[0]).toMatchObject({
      name: 'Maria Santos',
      phoneNumber: '0917 555 1234',
      smsUpdates: false,
    });
  });

  it('takes what the account lacks from the last order', async () => {
    setup({
      account: { username: 'Maria Santos', phoneNumber: null, defaultAddress: null },
      orders: [
        makeOrder({
          deliveryMode: 'delivery',
          customerInfo: {
            name: 'Maria S.',
            phoneNumber: '+639171112222',
            address: '12 Mabini St, Malolos',
            pickupDate: '2025-11-20',
          },
        }),
      ],
    });
    const dialog = await form();
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Phone Number/)).toHaveValue('+639171112222'),
    );
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Maria Santos');
    expect(within(dialog).getByLabelText(/^Address/)).toHaveValue('12 Mabini St, Malolos');
    expect(
      within(dialog).getByRole('checkbox', { name: 'Text me updates about this order' }),
    ).toBeChecked();
  });

  it('leaves out what a cashier cleared', async () => {
    setup({
      orders: [
        makeOrder({
          deliveryMode: 'delivery',
          // Cleared name and address; the phone stays in this made-up partial case.
          customerInfo: {
            name: null,
            phoneNumber: '+639171112222',
            address: null,
            pickupDate: '2025-11-20',
          },
        }),
      ],
    });
    const dialog = await form();
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Phone Number/)).toHaveValue('+639171112222'),
    );
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/^Address/)).toHaveValue('');
  });

  it('never overwrites what the customer typed before the last order arrived', async () => {
    const { calls, user, releaseOrders } = setup({
      holdOrders: true,
      orders: [
        makeOrder({
          deliveryMode: 'delivery',
          customerInfo: {
            name: 'Maria Santos',
            phoneNumber: '+639171112222',
            address: '12 Mabini St, Malolos',
            pickupDate: '2025-11-20',
          },
        }),
      ],
    });
    const dialog = await form();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Rosa Reyes');
    expect(calls.some((c) => c.name === 'getOrders')).toBe(false);
    releaseOrders();
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Phone Number/)).toHaveValue('+639171112222'),
    );
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Rosa Reyes');
    expect(within(dialog).getByLabelText(/^Address/)).toHaveValue('12 Mabini St, Malolos');
  });

  it('shows Error with the server message (a day that just filled up) and brings the form back', async () => {
    const { user } = setup({
      checkout: {
        status: 409,
        body: {
          message: 'No more pickups can be taken on 2025-11-25. Please choose another date.',
        },
      },
    });
    const dialog = await form();
    await chooseMode(user, dialog, 'Pickup');
    await fillContact(user, dialog);
    await user.click(await within(dialog).findByRole('button', { name: 'Tue, Nov 25' }));
    await user.click(checkOutButton(dialog));
    const alert = await screen.findByRole('dialog', { name: 'Error' });
    expect(alert).toHaveTextContent(
      'No more pickups can be taken on 2025-11-25. Please choose another date.',
    );
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    const again = await form();
    expect(within(again).getByLabelText(/^Name/)).toHaveValue('Maria Santos');
    expect(within(again).getByLabelText(/^Delivery Mode/)).toHaveValue('pickup');
  });

  it('falls back to Checkout failed on a 400 without a message', async () => {
    const { user } = setup({ checkout: { status: 400 } });
    const dialog = await form();
    await chooseMode(user, dialog, 'Pickup');
    await fillContact(user, dialog);
    await user.click(await within(dialog).findByRole('button', { name: 'Tue, Nov 25' }));
    await user.click(checkOutButton(dialog));
    const alert = await screen.findByRole('dialog', { name: 'Error' });
    expect(alert).toHaveTextContent('Checkout failed');
  });
});

describe("CheckoutDialog: the shop's payment QR code (issue 27)", { timeout: 20_000 }, () => {
  const QR = `/uploads/${'c'.repeat(32)}.webp`;
  const withQr = { ...settings, paymentQrImage: QR };

  it('at phone width shows the QR code with the total to pay, the delivery fee included', async () => {
    screenWidth(390);
    const { user } = setup({ settings: withQr });
    const dialog = await form();
    await chooseMode(user, dialog, 'Delivery');
    await user.click(within(dialog).getByRole('radio', { name: 'GCash' }));
    const details = within(dialog).getByRole('group', { name: 'GCash details' });
    const qr = within(details).getByRole('img', { name: "The shop's GCash QR code" });
    // The 640 px copy, sharp on a phone's dense screen.
    expect(qr).toHaveAttribute('src', `/uploads/${'c'.repeat(32)}-640.webp`);
    // No area yet: the total is unknown, so no amount is promised.
    expect(details).not.toHaveTextContent('Amount to pay');

    await user.selectOptions(
      await within(dialog).findByLabelText(/^Delivery Area/),
      'Poblacion — ₱50.00, free from ₱15,000.00',
    );
    // ₱12,974.00 and Poblacion's ₱50.00 fee.
    expect(within(details).getByText('Amount to pay: ₱13,024.00')).toBeVisible();
    await user.click(within(dialog).getByRole('radio', { name: 'Cash on delivery' }));
    expect(within(dialog).queryByRole('img', { name: "The shop's GCash QR code" })).toBeNull();
  });

  it('shows no picture when the shop has none', async () => {
    const { user } = setup();
    const dialog = await form();
    await chooseMode(user, dialog, 'Pickup');
    await user.click(within(dialog).getByRole('radio', { name: 'GCash' }));
    const details = within(dialog).getByRole('group', { name: 'GCash details' });
    expect(details).toHaveTextContent('Send ₱12,974.00 by GCash to:');
    expect(within(details).queryByRole('img')).toBeNull();
    expect(details).not.toHaveTextContent('Amount to pay');
  });

  it('says the order number to put in the message once the GCash order is placed', async () => {
    screenWidth(390);
    const order = makeOrder({ orderNumber: 1043, paymentMethod: 'gcash', totalAmount: 12974 });
    const { user, onPlaced } = setup({
      settings: withQr,
      checkout: { status: 201, body: { order } },
    });
    const dialog = await form();
    await chooseMode(user, dialog, 'Pickup');
    await fillContact(user, dialog);
    await user.click(await within(dialog).findByRole('button', { name: 'Tue, Nov 25' }));
    await user.click(within(dialog).getByRole('radio', { name: 'GCash' }));
    await user.click(checkOutButton(dialog));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(order));
    const success = await screen.findByRole('dialog', { name: 'Checkout completed successfully!' });
    expect(within(success).getByRole('img', { name: "The shop's GCash QR code" })).toBeVisible();
    expect(within(success).getByText('Amount to pay: ₱12,974.00')).toBeVisible();
    expect(within(success).getByText('Put Order #1043 in the message')).toBeVisible();
  });

  it('shows no QR code in the success message of a cash order or one with its reference', async () => {
    for (const order of [
      makeOrder({ orderNumber: 1044 }),
      makeOrder({ orderNumber: 1045, paymentMethod: 'gcash', gcashReference: '1234567890123' }),
    ]) {
      const { user, onPlaced } = setup({
        settings: withQr,
        checkout: { status: 201, body: { order } },
      });
      const dialog = await form();
      await chooseMode(user, dialog, 'Pickup');
      await fillContact(user, dialog);
      await user.click(await within(dialog).findByRole('button', { name: 'Tue, Nov 25' }));
      await user.click(checkOutButton(dialog));
      await waitFor(() => expect(onPlaced).toHaveBeenCalled());
      const success = await screen.findByRole('dialog', {
        name: 'Checkout completed successfully!',
      });
      expect(success).toHaveTextContent(`Order #${order.orderNumber} is placed.`);
      expect(within(success).queryByRole('img', { name: "The shop's GCash QR code" })).toBeNull();
      expect(success).not.toHaveTextContent('in the message');
      cleanup();
      dismissAlert();
    }
  });

  it('says a reference used on another order on the reference field, not in an Error dialog', async () => {
    screenWidth(390);
    const { user, calls, onPlaced } = setup({
      settings: withQr,
      checkout: {
        status: 409,
        body: { message: 'This GCash reference number was already used on Order #1017.' },
      },
    });
    const dialog = await form();
    await chooseMode(user, dialog, 'Pickup');
    await fillContact(user, dialog);
    await user.click(await within(dialog).findByRole('button', { name: 'Tue, Nov 25' }));
    await user.click(within(dialog).getByRole('radio', { name: 'GCash' }));
    const reference = within(dialog).getByLabelText('GCash reference number');
    await user.type(reference, '1234567890123');
    await user.click(checkOutButton(dialog));
    await waitFor(() =>
      expect(reference).toHaveAccessibleDescription(
        'This GCash reference number was already used on Order #1017.',
      ),
    );
    expect(reference).toHaveAttribute('aria-invalid', 'true');
    expect(reference).toHaveFocus();
    expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
    expect(sentBodies(calls)).toHaveLength(1);
    expect(onPlaced).not.toHaveBeenCalled();
  });
});
