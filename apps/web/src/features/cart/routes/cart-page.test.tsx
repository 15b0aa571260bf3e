import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_SHOP_SETTINGS,
  api,
  lineTotal,
  shopToday,
  sumPesos,
  type CartItem,
  type Order,
  type ShopSettings,
} from '@shop/contract';
import { mockApi, renderRoute, testUsers, type RecordedCall } from '../../../test/render.tsx';
import { makeCartItem, makeOrder, makeProduct } from '../../../test/shop-fixtures.ts';
import { hrefOf, optionsOf } from '../../../test/queries.ts';
import { screenWidth } from '../../../test/screen-width.ts';

const yeast = makeProduct({ name: 'Instant Dry Yeast 500g', price: 185.75, halfPrice: 95.1 });
const starch = makeProduct({ name: 'Corn Starch 25kg', price: 1320.5, halfPrice: 670.25 });
const lines: CartItem[] = [
  makeCartItem(yeast, { priceType: 'price', price: 185.75, quantity: 3 }),
  makeCartItem(yeast, { priceType: 'halfPrice', price: 95.1, quantity: 1 }),
  makeCartItem(starch, { priceType: 'halfPrice', price: 670.25, quantity: 2 }),
];

type Answer = { status?: number; body?: unknown };

/** The order checkout answers with: numbered, pending, its timeline begun. */
const placed: Order = {
  ...makeOrder({ deliveryMode: 'delivery', totalAmount: 1992.85 }),
  orderNumber: 1042,
  status: 'pending',
  note: null,
  statusHistory: [{ status: 'pending', at: '2026-11-20T02:30:00.000Z', note: null }],
};

/** The cart as the server answers it: the lines and their total in exact centavos. */
const cartOf = (items: CartItem[]) => ({
  items,
  totalAmount: sumPesos(items.map((i) => lineTotal(i.price, i.quantity))),
});

/** A cart that the handlers can empty, as the server does after checkout. */
function shop(
  options: { items?: CartItem[]; remove?: Answer; checkout?: Answer; settings?: ShopSettings } = {},
) {
  let items = options.items ?? lines;
  return mockApi({
    ...(options.settings && { getShopSettings: { body: { settings: options.settings } } }),
    getMe: { body: { data: testUsers.customer } },
    getCart: () => ({ body: cartOf(items) }),
    // Undo puts a removed line back (add to cart with its product, tier and quantity).
    addToCart: (call: RecordedCall) => {
      const { productId, priceType, quantity } = call.body as {
        productId: string;
        priceType: string;
        quantity: number;
      };
      const line = (options.items ?? lines).find(
        (i) => i.product._id === productId && i.priceType === priceType,
      )!;
      items = [...items, { ...line, quantity }];
      return { body: { cart: cartOf(items) } };
    },
    removeFromCart: (call: RecordedCall) => {
      if (options.remove) return options.remove;
      const { productId, priceType } = call.body as { productId: string; priceType: string };
      items = items.filter((i) => !(i.product._id === productId && i.priceType === priceType));
      return { body: { cart: cartOf(items) } };
    },
    checkout: () => {
      if (options.checkout) return options.checkout;
      items = [];
      return { status: 201, body: { order: placed } };
    },
  });
}

async function fillCheckout(dialog: HTMLElement) {
  const user = userEvent.setup({ delay: null });
  await user.type(within(dialog).getByLabelText(/^Name/), 'Maria Santos');
  await user.type(within(dialog).getByLabelText(/^Address/), '12 Mabini St, Quezon City');
  await user.type(within(dialog).getByLabelText(/^Phone Number/), '+639123456789');
  await user.type(within(dialog).getByLabelText(/^Pickup Date/), shopToday());
  await user.selectOptions(within(dialog).getByLabelText(/^Delivery Mode/), 'delivery');
}

async function openCheckout() {
  await userEvent.click(await screen.findByRole('button', { name: 'CHECKOUT ALL' }));
  return screen.findByRole('dialog', { name: 'FILL OUT' });
}

describe('/user-products/cart', { timeout: 15_000 }, () => {
  it('lists each line with its tier, quantity and line total, and the exact Order Total', async () => {
    shop();
    renderRoute('/user-products/cart', { role: 'customer' });
    const list = await screen.findByRole('list', { name: 'Cart items' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    await waitFor(() => expect(document.title).toBe('My Cart · Bakery Supply Shop'));
    expect(rows[0]).toHaveTextContent('Instant Dry Yeast 500g');
    expect(within(rows[0]!).getByText('₱185.75 · Full Price')).toBeInTheDocument();
    expect(
      within(rows[0]!).getByRole('spinbutton', {
        name: 'Quantity of Instant Dry Yeast 500g, Full Price',
      }),
    ).toHaveValue(3);
    expect(within(rows[0]!).getByText('₱557.25')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('₱95.10 · Half Price')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('₱1,340.50')).toBeInTheDocument();
    // The server's total: 557.25 + 95.10 + 1,340.50
    expect(cartOf(lines).totalAmount).toBe(1992.85);
    const total = screen.getByRole('region', { name: 'Order Total' });
    expect(total).toHaveTextContent('₱1,992.85');
    expect(hrefOf('Back to Products')).toBe('/user-products');
    expect(hrefOf('See Order History')).toBe('/user-products/order-history');
    expect(screen.getByRole('button', { name: 'CHECKOUT ALL' })).toBeEnabled();
  });

  it('removes one line by product and price type', async () => {
    const { calls } = shop();
    renderRoute('/user-products/cart', { role: 'customer' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Instant Dry Yeast 500g (Half Price)' }),
    );
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(calls.find((c) => c.name === 'removeFromCart')?.body).toEqual({
      productId: yeast._id,
      priceType: 'halfPrice',
    });
    expect(screen.getByRole('region', { name: 'Order Total' })).toHaveTextContent('₱1,897.75');
  });

  it('offers Undo after a removal, which puts the line back as it was', async () => {
    const { calls } = shop();
    renderRoute('/user-products/cart', { role: 'customer' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Corn Starch 25kg (Half Price)' }),
    );
    const notice = await screen.findByText('Removed Corn Starch 25kg.');
    // The notice may come up a render before the list drops the line (a busy machine).
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    await userEvent.click(within(notice.parentElement!).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    expect(calls.find((c) => c.name === 'addToCart')?.body).toEqual({
      productId: starch._id,
      priceType: 'halfPrice',
      quantity: 2,
    });
    expect(screen.queryByText('Removed Corn Starch 25kg.')).toBeNull();
    expect(screen.getByRole('region', { name: 'Order Total' })).toHaveTextContent('₱1,992.85');
  });

  it('names each remove button after its line and tips it Remove', async () => {
    shop();
    renderRoute('/user-products/cart', { role: 'customer' });
    const button = await screen.findByRole('button', {
      name: 'Remove Instant Dry Yeast 500g (Full Price)',
    });
    // The tip (CSS) shows on hover and keyboard focus; the name is what screen readers say.
    expect(button).toHaveAttribute('data-tip', 'Remove');
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(3);
  });

  it('says why the cart could not load and offers to try again', async () => {
    mockApi({
      getMe: { body: { data: testUsers.customer } },
      getCart: { status: 403, body: { message: 'Failed to get cart' } },
    });
    renderRoute('/user-products/cart', { role: 'customer' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to get cart');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'See Order History' })).toBeInTheDocument();
  });

  it('tells the customer with a browser alert when removing fails', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    shop({ remove: { status: 404, body: { message: 'That item is not in your cart.' } } });
    renderRoute('/user-products/cart', { role: 'customer' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Corn Starch 25kg (Half Price)' }),
    );
    await waitFor(() => expect(alert).toHaveBeenCalledWith('That item is not in your cart.'));
  });

  it('falls back to Failed to remove item when the server gives no reason', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    shop({ remove: { status: 500 } });
    renderRoute('/user-products/cart', { role: 'customer' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Corn Starch 25kg (Half Price)' }),
    );
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to remove item'));
  });

  it('reads NO CART TO CHECKOUT and is disabled when the cart is empty', async () => {
    shop({ items: [] });
    renderRoute('/user-products/cart', { role: 'customer' });
    expect(await screen.findByRole('button', { name: 'NO CART TO CHECKOUT' })).toBeDisabled();
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Order Total' })).toHaveTextContent('₱0.00');
  });

  it('opens the FILL OUT form with the spec fields', async () => {
    shop();
    renderRoute('/user-products/cart', { role: 'customer' });
    const dialog = await openCheckout();
    expect(within(dialog).getByLabelText(/^Name/)).toBeRequired();
    expect(within(dialog).getByLabelText(/^Address/)).toBeRequired();
    const phone = within(dialog).getByLabelText(/^Phone Number/);
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('placeholder', '+63912...');
    const date = within(dialog).getByLabelText(/^Pickup Date/);
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('min', shopToday());
    const mode = within(dialog).getByLabelText(/^Delivery Mode/);
    expect(optionsOf(mode)).toEqual(['Select delivery mode', 'Pickup', 'Delivery']);
    expect(mode).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'CHECK OUT' })).toBeEnabled();
  });

  it('requires every field before sending', async () => {
    const { calls } = shop();
    renderRoute('/user-products/cart', { role: 'customer' });
    const dialog = await openCheckout();
    await userEvent.click(within(dialog).getByRole('button', { name: 'CHECK OUT' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Address is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a delivery mode')).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'checkout')).toHaveLength(0);
  });

  it('checks out, says so with the order number, closes the form and shows the emptied cart', async () => {
    const { calls } = shop();
    renderRoute('/user-products/cart', { role: 'customer' });
    const dialog = await openCheckout();
    await fillCheckout(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'CHECK OUT' }));

    const success = await screen.findByRole('dialog', { name: 'Checkout completed successfully!' });
    expect(
      within(success).getByText(
        'Order #1042 is placed. Follow it, or cancel it while it is pending, in your Order History.',
      ),
    ).toBeInTheDocument();
    const call = calls.find((c) => c.name === 'checkout');
    // The spec's fields; the payment and text-update fields are the dialog's own test's.
    expect(call?.body).toMatchObject({
      name: 'Maria Santos',
      address: '12 Mabini St, Quezon City',
      phoneNumber: '+639123456789',
      pickupDate: shopToday(),
      deliveryMode: 'delivery',
    });
    expect(screen.queryByRole('dialog', { name: 'FILL OUT' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('button', { name: 'NO CART TO CHECKOUT' })).toBeDisabled();
    // The cart was read again after the checkout.
    expect(calls.slice(calls.findIndex((c) => c.name === 'checkout'))).toContainEqual(
      expect.objectContaining({ name: 'getCart' }),
    );

    // The next step stays on the page: which order, what happens now, and a link to it.
    const next = screen.getByRole('region', { name: 'Order #1042 is placed' });
    expect(next).toHaveTextContent(
      'Status: Pending. The shop is checking your order. You can still cancel it while it is pending.',
    );
    expect(within(next).getByRole('link', { name: 'Track Order #1042' })).toHaveAttribute(
      'href',
      '/user-products/order-history#order-1042',
    );
    // The spec's own link is still the only one of that name.
    expect(screen.getAllByRole('link', { name: 'See Order History' })).toHaveLength(1);
  });

  it("at phone width keeps the shop's QR code and the order number to put in GCash's message on the placed GCash order", async () => {
    screenWidth(390);
    const gcashOrder: Order = { ...placed, paymentMethod: 'gcash', totalAmount: 1992.85 };
    shop({
      settings: { ...DEFAULT_SHOP_SETTINGS, paymentQrImage: `/uploads/${'e'.repeat(32)}.webp` },
      checkout: { status: 201, body: { order: gcashOrder } },
    });
    renderRoute('/user-products/cart', { role: 'customer' });
    const dialog = await openCheckout();
    await fillCheckout(dialog);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'GCash' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'CHECK OUT' }));
    const success = await screen.findByRole('dialog', { name: 'Checkout completed successfully!' });
    expect(within(success).getByText('Put Order #1042 in the message')).toBeVisible();
    await userEvent.click(within(success).getByRole('button', { name: 'OK' }));

    const next = await screen.findByRole('region', { name: 'Order #1042 is placed' });
    expect(within(next).getByRole('img', { name: "The shop's GCash QR code" })).toHaveAttribute(
      'src',
      `/uploads/${'e'.repeat(32)}-640.webp`,
    );
    expect(within(next).getByText('Amount to pay: ₱1,992.85')).toBeVisible();
    expect(within(next).getByText('Put Order #1042 in the message')).toBeVisible();
  });

  it('shows no placed order before a checkout or after a failed one', async () => {
    shop({ checkout: { status: 409, body: { message: 'Sold out.' } } });
    renderRoute('/user-products/cart', { role: 'customer' });
    expect(await screen.findByRole('list', { name: 'Cart items' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /is placed/ })).toBeNull();
    const dialog = await openCheckout();
    await fillCheckout(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'CHECK OUT' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Error' })).getByRole('button', {
        name: 'OK',
      }),
    );
    await screen.findByRole('dialog', { name: 'FILL OUT' });
    expect(screen.queryByRole('region', { name: /is placed/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Track Order/ })).toBeNull();
  });

  /** The Idempotency-Key of each checkout request sent. */
  const checkoutKeys = (fetchMock: ReturnType<typeof shop>['fetchMock']) =>
    fetchMock.mock.calls
      .filter(([url]) => new URL(String(url), 'http://localhost').pathname === api.checkout.path)
      .map(([, init]) => new Headers(init?.headers).get('idempotency-key'));

  /**
   * Checks out, is refused with this answer, presses OK and checks out again from the form that
   * comes back: the Idempotency-Keys of the two tries.
   */
  async function checkOutTwice(checkout: { status: number; body?: { message: string } }) {
    const { fetchMock } = shop({ checkout });
    renderRoute('/user-products/cart', { role: 'customer' });
    const dialog = await openCheckout();
    await fillCheckout(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'CHECK OUT' }));
    const result = await screen.findByRole('dialog', { name: 'Error' });
    await userEvent.click(within(result).getByRole('button', { name: 'OK' }));
    // The result dialog fades out while the form comes back: wait until it is gone, so the next
    // click lands on the form that is open, not on one still leaving (a busy machine is slow).
    await waitFor(() => expect(screen.queryByRole('button', { name: 'OK' })).toBeNull());
    const again = await screen.findByRole('dialog', { name: 'FILL OUT' });
    await waitFor(() =>
      expect(within(again).getByRole('button', { name: 'CHECK OUT' })).toBeEnabled(),
    );
    await userEvent.click(within(again).getByRole('button', { name: 'CHECK OUT' }));
    await waitFor(() => expect(checkoutKeys(fetchMock)).toHaveLength(2));
    await screen.findByRole('button', { name: 'OK' });
    return checkoutKeys(fetchMock);
  }

  it('sends an Idempotency-Key, the same one when the same details are sent again', async () => {
    const keys = await checkOutTwice({ status: 500 });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('after a 422 (the key belongs to another order), the next try sends a new key', async () => {
    const keys = await checkOutTwice({
      status: 422,
      body: {
        message:
          'This Idempotency-Key was used for a different order. Use a new key for a new order.',
      },
    });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBeTruthy();
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('shows Error with the server message and brings the filled form back', async () => {
    shop({
      checkout: {
        status: 409,
        body: { message: 'A product in your cart is no longer available.' },
      },
    });
    renderRoute('/user-products/cart', { role: 'customer' });
    const dialog = await openCheckout();
    await fillCheckout(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'CHECK OUT' }));

    const alert = await screen.findByRole('dialog', { name: 'Error' });
    expect(
      within(alert).getByText('A product in your cart is no longer available.'),
    ).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    const form = await screen.findByRole('dialog', { name: 'FILL OUT' });
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Maria Santos');
  });

  it('falls back to Checkout failed when the server gives no reason', async () => {
    shop({ checkout: { status: 500 } });
    renderRoute('/user-products/cart', { role: 'customer' });
    const dialog = await openCheckout();
    await fillCheckout(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'CHECK OUT' }));
    const alert = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(alert).getByText('Checkout failed')).toBeInTheDocument();
  });
  it('says the minimum order and what is missing under the total, before checkout', async () => {
    shop({
      items: [makeCartItem(yeast, { priceType: 'price', price: 185.75, quantity: 2 })],
      settings: { ...DEFAULT_SHOP_SETTINGS, minimumOrder: 1000 },
    });
    renderRoute('/user-products/cart', { role: 'customer' });
    const summary = await screen.findByRole('region', { name: 'Order Total' });
    expect(
      await within(summary).findByText(
        'Minimum order is ₱1,000.00. Add ₱628.50 more to check out.',
      ),
    ).toBeVisible();
  });

  it('says nothing of a minimum the cart reaches', async () => {
    shop({ settings: { ...DEFAULT_SHOP_SETTINGS, minimumOrder: 1000 } });
    renderRoute('/user-products/cart', { role: 'customer' });
    const summary = await screen.findByRole('region', { name: 'Order Total' });
    await within(summary).findByText('₱1,992.85');
    expect(within(summary).queryByText(/Minimum order/)).toBeNull();
  });
});
