import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lineTotal, sumPesos, type CartItem } from '@shop/contract';
import { mockApi, renderRoute, testUsers } from '../../test/render.tsx';
import { makeCartItem, makeProduct } from '../../test/shop-fixtures.ts';

const flour = makeProduct({ name: 'Bread Flour', category: 'flour', stock: 40 });
const cartOf = (items: CartItem[]) => ({
  items,
  totalAmount: sumPesos(items.map((i) => lineTotal(i.price, i.quantity))),
});

describe("the header's cart link", () => {
  it('says how many items the cart holds: the sum of the quantities', async () => {
    mockApi({
      getMe: { body: { data: testUsers.customer } },
      getCart: {
        body: cartOf([
          makeCartItem(flour, { quantity: 10 }),
          makeCartItem(flour, { priceType: 'halfPrice', price: 590, quantity: 2 }),
        ]),
      },
    });
    renderRoute('/user-products', { role: 'customer' });
    const link = await screen.findByRole('link', { name: 'Cart, 12 items' });
    expect(link).toHaveAttribute('href', '/user-products/cart');
    // The number shows, and is part of the name (speech control: "click 12").
    expect(within(link).getByText('12')).toHaveClass('cart-count');
  });

  it('counts one item in the singular, and an empty cart as 0 items', async () => {
    let items = [makeCartItem(flour, { quantity: 1 })];
    mockApi({
      getMe: { body: { data: testUsers.customer } },
      getCart: () => ({ body: cartOf(items) }),
      removeFromCart: () => {
        items = [];
        return { body: { cart: cartOf(items) } };
      },
    });
    renderRoute('/user-products/cart', { role: 'customer' });
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Bread Flour (Full Price)' }),
    );
    expect(await screen.findByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });

  it('follows the cart as products are added', async () => {
    let items: CartItem[] = [];
    mockApi({
      getMe: { body: { data: testUsers.customer } },
      getProducts: { body: { products: [flour] } },
      getCart: () => ({ body: cartOf(items) }),
      addToCart: () => {
        items = [makeCartItem(flour, { quantity: 1 })];
        return { body: { cart: cartOf(items) } };
      },
    });
    renderRoute('/user-products/category/flour', { role: 'customer' });
    expect(await screen.findByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Bread Flour' });
    await userEvent.click(within(card).getByRole('button', { name: 'Avail Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose Pricing Option' });
    await userEvent.click(within(dialog).getByRole('button', { name: /^Full Price/ }));
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('is not shown to visitors, who get Log In', async () => {
    const { calls } = mockApi({});
    renderRoute('/');
    expect(await screen.findByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Cart/ })).toBeNull();
    await waitFor(() => expect(calls.some((c) => c.name === 'getCart')).toBe(false));
  });
});
