import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lineTotal, sumPesos, type CartItem, type UpdateCartBody } from '@shop/contract';
import { mockApi, renderRoute, testUsers, type RecordedCall } from '../../../test/render.tsx';
import { makeCartItem, makeProduct } from '../../../test/shop-fixtures.ts';

const flour = makeProduct({
  name: 'Bread Flour',
  price: 1280,
  halfPrice: 650,
  priceUnit: 'sack (25 kg)',
  halfPriceUnit: 'half sack',
  stock: 12,
});
const sugar = makeProduct({ name: 'Washed Sugar', price: 2999.99, stock: 5 });

const cartOf = (items: CartItem[]) => ({
  items,
  totalAmount: sumPesos(items.map((i) => lineTotal(i.price, i.quantity))),
});

/**
 * A cart the handlers change as the server does: update-cart sets one line's quantity, up to
 * the product's stock counted over all of its lines (more is 409 naming the product).
 */
function shop(start: CartItem[]) {
  let items = start;
  let inFlight = 0;
  let mostInFlight = 0;
  const api = mockApi({
    getMe: { body: { data: testUsers.customer } },
    getCart: () => ({ body: cartOf(items) }),
    updateCart: (call: RecordedCall) => {
      const body = call.body as UpdateCartBody;
      const line = items.find(
        (i) => i.product._id === body.productId && i.priceType === body.priceType,
      )!;
      const others = items
        .filter((i) => i.product._id === body.productId && i !== line)
        .reduce((sum, i) => sum + i.quantity, 0);
      if (body.quantity + others > line.product.stock)
        return {
          status: 409,
          body: {
            message: `Only ${line.product.stock} of ${line.product.name} in stock, and your cart already has ${others}.`,
          },
        };
      items = items.map((i) => (i === line ? { ...i, quantity: body.quantity } : i));
      return { body: { cart: cartOf(items) } };
    },
  });
  // Counts requests under way at once (the answer arrives a few ticks after the request).
  const fetchMock = api.fetchMock;
  const answer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (...args) => {
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 5));
    try {
      return await answer(...args);
    } finally {
      inFlight -= 1;
    }
  });
  return { ...api, mostInFlight: () => mostInFlight };
}

const updates = (calls: RecordedCall[]) =>
  calls.filter((c) => c.name === 'updateCart').map((c) => c.body as UpdateCartBody);

const lineOf = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 2 })).closest('li')!;

describe('setting quantities in the cart', { timeout: 15_000 }, () => {
  it('shows the unit price with its unit and tier, the quantity and the line total', async () => {
    shop([makeCartItem(flour, { unit: 'sack (25 kg)', quantity: 2 })]);
    renderRoute('/user-products/cart', { role: 'customer' });
    const line = await lineOf('Bread Flour');
    expect(within(line).getByText('₱1,280.00 per sack (25 kg) · Full Price')).toBeInTheDocument();
    expect(
      within(line).getByRole('spinbutton', { name: 'Quantity of Bread Flour, Full Price' }),
    ).toHaveValue(2);
    expect(within(line).getByText('₱2,560.00')).toBeInTheDocument();
  });

  it('sets the quantity with +, one tap at a time, and shows the new totals', async () => {
    const { calls } = shop([makeCartItem(flour, { unit: 'sack (25 kg)', quantity: 1 })]);
    renderRoute('/user-products/cart', { role: 'customer' });
    const line = await lineOf('Bread Flour');
    await userEvent.click(
      within(line).getByRole('button', { name: 'Increase quantity of Bread Flour, Full Price' }),
    );
    const quantity = within(line).getByRole('spinbutton', {
      name: 'Quantity of Bread Flour, Full Price',
    });
    expect(quantity).toHaveValue(2);
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Order Total' })).toHaveTextContent('₱2,560.00'),
    );
    expect(updates(calls)).toEqual([{ productId: flour._id, priceType: 'price', quantity: 2 }]);
    expect(within(line).getByText('₱2,560.00')).toBeInTheDocument();
  });

  it('ends on the number tapped to when + is tapped quickly, one request at a time', async () => {
    const { calls, mostInFlight } = shop([makeCartItem(flour, { quantity: 1 })]);
    renderRoute('/user-products/cart', { role: 'customer' });
    const line = await lineOf('Bread Flour');
    const plus = within(line).getByRole('button', {
      name: 'Increase quantity of Bread Flour, Full Price',
    });
    const user = userEvent.setup({ delay: null });
    for (let i = 0; i < 9; i += 1) await user.click(plus);
    const quantity = within(line).getByRole('spinbutton');
    expect(quantity).toHaveValue(10);
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Order Total' })).toHaveTextContent('₱12,800.00'),
    );
    expect(quantity).toHaveValue(10);
    const sent = updates(calls).map((u) => u.quantity);
    expect(sent.at(-1)).toBe(10);
    // Later wishes replace earlier ones that were not sent yet; never two updates at once.
    expect(sent.length).toBeLessThanOrEqual(9);
    expect(sent).toEqual([...sent].sort((a, b) => a - b));
    expect(mostInFlight()).toBeLessThanOrEqual(2);
  });

  it('disables − at 1, and + once the stock is in the cart, counted over every tier', async () => {
    shop([
      makeCartItem(flour, { priceType: 'price', quantity: 8 }),
      makeCartItem(flour, { priceType: 'halfPrice', price: 650, quantity: 4 }),
      makeCartItem(sugar, { quantity: 1 }),
    ]);
    renderRoute('/user-products/cart', { role: 'customer' });
    await screen.findByRole('list', { name: 'Cart items' });
    for (const tier of ['Full Price', 'Half Price']) {
      expect(
        screen.getByRole('button', { name: `Increase quantity of Bread Flour, ${tier}` }),
      ).toBeDisabled();
      expect(
        screen.getByRole('spinbutton', { name: `Quantity of Bread Flour, ${tier}` }),
      ).toHaveAccessibleDescription('All 12 in stock are in your cart');
    }
    expect(
      screen.getByRole('button', { name: 'Decrease quantity of Bread Flour, Half Price' }),
    ).toBeEnabled();
    expect(
      screen.getByRole('button', { name: 'Decrease quantity of Washed Sugar, Full Price' }),
    ).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'Increase quantity of Washed Sugar, Full Price' }),
    ).toBeEnabled();
  });

  it('stops + at 10,000 on one line, however large the stock', async () => {
    const bulk = makeProduct({ name: 'Bulk Sugar', price: 50, stock: 2_000_000 });
    shop([makeCartItem(bulk, { quantity: 10_000 })]);
    renderRoute('/user-products/cart', { role: 'customer' });
    const line = await lineOf('Bulk Sugar');
    expect(
      within(line).getByRole('button', { name: 'Increase quantity of Bulk Sugar, Full Price' }),
    ).toBeDisabled();
    expect(
      within(line).getByRole('button', { name: 'Decrease quantity of Bulk Sugar, Full Price' }),
    ).toBeEnabled();
  });

  it('lowers the quantity with − and frees the stock for the other tier', async () => {
    const { calls } = shop([
      makeCartItem(flour, { priceType: 'price', quantity: 8 }),
      makeCartItem(flour, { priceType: 'halfPrice', price: 650, quantity: 4 }),
    ]);
    renderRoute('/user-products/cart', { role: 'customer' });
    await screen.findByRole('list', { name: 'Cart items' });
    await userEvent.click(
      screen.getByRole('button', { name: 'Decrease quantity of Bread Flour, Full Price' }),
    );
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Increase quantity of Bread Flour, Half Price' }),
      ).toBeEnabled(),
    );
    expect(updates(calls)).toEqual([{ productId: flour._id, priceType: 'price', quantity: 7 }]);
    // 7 × 1,280 + 4 × 650
    expect(screen.getByRole('region', { name: 'Order Total' })).toHaveTextContent('₱11,560.00');
  });

  it('takes a typed quantity on Enter or on leaving the field', async () => {
    const { calls } = shop([makeCartItem(flour, { quantity: 1 }), makeCartItem(sugar)]);
    renderRoute('/user-products/cart', { role: 'customer' });
    const quantity = await screen.findByRole('spinbutton', {
      name: 'Quantity of Bread Flour, Full Price',
    });
    const user = userEvent.setup({ delay: null });
    await user.clear(quantity);
    await user.type(quantity, '10{Enter}');
    await waitFor(() => expect(updates(calls)).toHaveLength(1));
    expect(updates(calls)[0]).toEqual({ productId: flour._id, priceType: 'price', quantity: 10 });
    await waitFor(() => expect(quantity).toHaveValue(10));

    await user.clear(quantity);
    await user.type(quantity, '6');
    await user.tab();
    await waitFor(() => expect(updates(calls)).toHaveLength(2));
    expect(updates(calls)[1]?.quantity).toBe(6);
  });

  it('goes back to the quantity held when the typed one is not a whole number of at least 1', async () => {
    const { calls } = shop([makeCartItem(flour, { quantity: 3 })]);
    renderRoute('/user-products/cart', { role: 'customer' });
    const quantity = await screen.findByRole('spinbutton', {
      name: 'Quantity of Bread Flour, Full Price',
    });
    const user = userEvent.setup({ delay: null });
    await user.clear(quantity);
    await user.type(quantity, '0{Enter}');
    expect(quantity).toHaveValue(3);
    await user.clear(quantity);
    await user.tab();
    expect(quantity).toHaveValue(3);
    await user.type(quantity, '{Escape}');
    expect(updates(calls)).toEqual([]);
  });

  it('shows the server message when the stock is not there, and the quantity held', async () => {
    shop([makeCartItem(flour, { priceType: 'price', quantity: 2 })]);
    renderRoute('/user-products/cart', { role: 'customer' });
    const line = await lineOf('Bread Flour');
    const quantity = within(line).getByRole('spinbutton');
    const user = userEvent.setup({ delay: null });
    await user.clear(quantity);
    await user.type(quantity, '50{Enter}');
    expect(await within(line).findByRole('alert')).toHaveTextContent(
      'Only 12 of Bread Flour in stock, and your cart already has 0.',
    );
    await waitFor(() => expect(quantity).toHaveValue(2));
    expect(screen.getByRole('region', { name: 'Order Total' })).toHaveTextContent('₱2,560.00');

    // The next change that goes through clears the message.
    await user.click(
      within(line).getByRole('button', { name: 'Increase quantity of Bread Flour, Full Price' }),
    );
    await waitFor(() => expect(within(line).queryByRole('alert')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Order Total' })).toHaveTextContent('₱3,840.00'),
    );
    expect(quantity).toHaveValue(3);
  });

  it('drops a refusal once the cart changed: it explained the cart as it was', async () => {
    shop([
      makeCartItem(flour, { priceType: 'price', quantity: 8 }),
      makeCartItem(flour, { priceType: 'halfPrice', price: 650, quantity: 2 }),
    ]);
    renderRoute('/user-products/cart', { role: 'customer' });
    const half = await screen.findByRole('spinbutton', {
      name: 'Quantity of Bread Flour, Half Price',
    });
    const user = userEvent.setup({ delay: null });
    await user.clear(half);
    await user.type(half, '9{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only 12 of Bread Flour in stock, and your cart already has 8.',
    );
    await user.click(
      screen.getByRole('button', { name: 'Decrease quantity of Bread Flour, Full Price' }),
    );
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(half).toHaveValue(2);
  });

  it('moves the keyboard focus to the quantity when + reaches the stock', async () => {
    shop([makeCartItem(sugar, { quantity: 4 })]);
    renderRoute('/user-products/cart', { role: 'customer' });
    const plus = await screen.findByRole('button', {
      name: 'Increase quantity of Washed Sugar, Full Price',
    });
    plus.focus();
    await userEvent.keyboard('{Enter}');
    expect(plus).toBeDisabled();
    const quantity = screen.getByRole('spinbutton', {
      name: 'Quantity of Washed Sugar, Full Price',
    });
    expect(quantity).toHaveFocus();
    expect(quantity).toHaveValue(5);
    expect(quantity).toHaveAccessibleDescription('All 5 in stock are in your cart');
  });

  it('says when the stock fell below what the cart holds', async () => {
    const scarce = makeProduct({ name: 'Lard 5kg', stock: 2 });
    shop([makeCartItem(scarce, { quantity: 3 })]);
    renderRoute('/user-products/cart', { role: 'customer' });
    const line = await lineOf('Lard 5kg');
    expect(within(line).getByText('Only 2 in stock')).toBeInTheDocument();
    expect(
      within(line).getByRole('button', { name: 'Increase quantity of Lard 5kg, Full Price' }),
    ).toBeDisabled();
  });

  it('never offers more of a tier than the shared stock holds: a sack weighs 25 kilos', async () => {
    // 1,000 kg: 40 sacks or 1,000 kilos; the cart holds 2 sacks (50 kg) and 940 kilos.
    const kilos = makeProduct({
      name: 'Bread Flour',
      price: 1280,
      retailPrice: 55,
      stockUnit: 'kg',
      priceSize: 25,
      quantity: 1000,
    });
    shop([
      makeCartItem(kilos, { quantity: 2, product: { ...makeCartItem(kilos).product, stock: 40 } }),
      makeCartItem(kilos, {
        priceType: 'retailPrice',
        price: 55,
        quantity: 940,
        product: { ...makeCartItem(kilos).product, stock: 1000 },
      }),
    ]);
    renderRoute('/user-products/cart', { role: 'customer' });
    const kilo = await screen.findByRole('spinbutton', {
      name: 'Quantity of Bread Flour, Retail Price',
    });
    // 1,000 − 50 = 950 kilos: ten more, not 60.
    expect(kilo).toHaveAttribute('max', '950');
    expect(
      screen.getByRole('button', { name: 'Increase quantity of Bread Flour, Retail Price' }),
    ).toBeEnabled();
    // 1,000 − 940 = 60 kg: two sacks (50 kg), and no third.
    const sacks = screen.getByRole('spinbutton', { name: 'Quantity of Bread Flour, Full Price' });
    expect(sacks).toHaveAttribute('max', '2');
    expect(sacks).toHaveAccessibleDescription('All 40 in stock are in your cart');
    expect(
      screen.getByRole('button', { name: 'Increase quantity of Bread Flour, Full Price' }),
    ).toBeDisabled();
  });
});
