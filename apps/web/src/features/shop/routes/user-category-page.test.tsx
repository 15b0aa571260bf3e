import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/contract';
import { mockApi, renderRoute, testUsers } from '../../../test/render.tsx';
import { makeProduct } from '../../../test/shop-fixtures.ts';
import { expectPage, hrefOf } from '../../../test/queries.ts';

const sugar = makeProduct({
  name: 'Refined Sugar 50kg',
  category: 'sugar',
  price: 2950,
  halfPrice: null,
  retailPrice: 68.25,
  stock: 12,
});

function shop(products: Product[], postCart?: { status?: number; body?: unknown }) {
  return mockApi({
    getMe: { body: { data: testUsers.customer } },
    getProducts: { body: { products } },
    getCart: { body: { items: [], totalAmount: 0 } },
    ...(postCart ? { addToCart: postCart } : {}),
  });
}

async function openPricing(name: string) {
  const card = await screen.findByRole('article', { name });
  await userEvent.click(within(card).getByRole('button', { name: 'Avail Item' }));
  return screen.findByRole('dialog', { name: 'Choose Pricing Option' });
}

describe('/user-products/category/{category}', () => {
  it('lists the category with a Back to Products link', async () => {
    const { calls } = shop([sugar]);
    renderRoute('/user-products/category/sugar', { role: 'customer' });
    await expectPage('Sugar Products');
    expect(hrefOf('Back to Products')).toBe('/user-products');
    const card = await screen.findByRole('article', { name: 'Refined Sugar 50kg' });
    expect(within(card).getByText('Products Left: 12')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'getProducts')?.search).toBe('?category=sugar');
  });

  it('offers each price tier with its peso price and disables a missing one', async () => {
    shop([sugar]);
    renderRoute('/user-products/category/sugar', { role: 'customer' });
    const dialog = await openPricing('Refined Sugar 50kg');
    expect(within(dialog).getByRole('button', { name: /Full Price/ })).toHaveTextContent(
      '₱2,950.00',
    );
    expect(within(dialog).getByRole('button', { name: /Retail Price/ })).toHaveTextContent(
      '₱68.25',
    );
    expect(within(dialog).getByRole('button', { name: /Half Price/ })).toBeDisabled();
  });

  it('adds one of the chosen tier to the cart and says so with a notice that does not block', async () => {
    const { calls } = shop([sugar], { body: { cart: { items: [], totalAmount: 0 } } });
    renderRoute('/user-products/category/sugar', { role: 'customer' });
    const dialog = await openPricing('Refined Sugar 50kg');
    await userEvent.click(within(dialog).getByRole('button', { name: /Retail Price/ }));

    const notice = await screen.findByRole('status');
    expect(within(notice).getByText('Added to Cart')).toBeInTheDocument();
    expect(within(notice).getByText('Product has been added to your cart')).toBeInTheDocument();
    expect(within(notice).getByText('Refined Sugar 50kg · Retail Price')).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'View Cart' })).toHaveAttribute(
      'href',
      '/user-products/cart',
    );
    expect(calls.find((c) => c.name === 'addToCart')?.body).toEqual({
      productId: sugar._id,
      quantity: 1,
      priceType: 'retailPrice',
    });
    await waitFor(() => expect(calls.filter((c) => c.name === 'getProducts')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Choose Pricing Option' })).toBeNull(),
    );
    // Nothing to dismiss: no dialog is left, and the page answers at once.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Avail Item' })).toBeEnabled();
    await userEvent.click(within(notice).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('shows each tier with its unit, in the order Full, Half, Retail', async () => {
    const flour = makeProduct({
      name: 'Bread Flour 25kg',
      category: 'flour',
      price: 1280,
      priceUnit: 'sack (25 kg)',
      halfPrice: 650,
      halfPriceUnit: 'half sack',
      retailPrice: 58,
      retailPriceUnit: 'kg',
    });
    shop([flour]);
    renderRoute('/user-products/category/flour', { role: 'customer' });
    const card = await screen.findByRole('article', { name: 'Bread Flour 25kg' });
    expect(card).toHaveTextContent(
      'Price: ₱1,280.00 per sack (25 kg)Half Price: ₱650.00 per half sackRetail Price: ₱58.00 per kg',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Avail Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose Pricing Option' });
    const tiers = within(dialog)
      .getAllByRole('button')
      .filter((b) => b.textContent !== 'Cancel');
    expect(tiers.map((b) => b.textContent)).toEqual([
      'Full Price₱1,280.00 per sack (25 kg)',
      'Half Price₱650.00 per half sack',
      'Retail Price₱58.00 per kg',
    ]);
  });

  it('says Failed to add cart with the spec text when the server gives no reason', async () => {
    shop([sugar], { status: 500 });
    renderRoute('/user-products/category/sugar', { role: 'customer' });
    const dialog = await openPricing('Refined Sugar 50kg');
    await userEvent.click(within(dialog).getByRole('button', { name: /Full Price/ }));
    expect(await screen.findByText('Failed to add cart')).toBeInTheDocument();
    expect(
      screen.getByText('The price option of this product has not available right now'),
    ).toBeInTheDocument();
  });

  it('shows the server reason under the same title when there is one', async () => {
    shop([sugar], { status: 409, body: { message: 'Only 12 left of Refined Sugar 50kg.' } });
    renderRoute('/user-products/category/sugar', { role: 'customer' });
    const dialog = await openPricing('Refined Sugar 50kg');
    await userEvent.click(within(dialog).getByRole('button', { name: /Full Price/ }));
    expect(await screen.findByText('Failed to add cart')).toBeInTheDocument();
    expect(screen.getByText('Only 12 left of Refined Sugar 50kg.')).toBeInTheDocument();
  });

  it('labels a sold-out product Out of Stock and disables it', async () => {
    shop([makeProduct({ name: 'Brown Sugar 50kg', category: 'sugar', stock: 0 })]);
    renderRoute('/user-products/category/sugar', { role: 'customer' });
    const card = await screen.findByRole('article', { name: 'Brown Sugar 50kg' });
    expect(within(card).getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(within(card).queryByRole('button', { name: 'Avail Item' })).toBeNull();
  });

  it('explains an unknown category', async () => {
    shop([]);
    renderRoute('/user-products/category/cheese', { role: 'customer' });
    expect(await screen.findByRole('heading', { name: 'Category not found' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Category not found · Bakery Supply Shop'));
    expect(hrefOf('See all categories')).toBe('/user-products');
  });
});

describe('/user-products/category/{category} search and order', () => {
  it('sends the search and order with the category, from the address too', async () => {
    const { calls } = shop([sugar]);
    renderRoute('/user-products/category/sugar?sort=price_desc', { role: 'customer' });
    await screen.findByRole('article', { name: 'Refined Sugar 50kg' });
    expect(screen.getByLabelText('Sort by')).toHaveValue('price_desc');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'refined');
    await waitFor(() =>
      expect(calls.filter((c) => c.name === 'getProducts').map((c) => c.search)).toEqual([
        // No prefetch of the plain list (app/router.tsx): the address asks for another order.
        '?category=sugar&sort=price_desc',
        '?category=sugar&search=refined&sort=price_desc&page=1&limit=48',
      ]),
    );
  });

  it('never offers more than a tier has: a tier with none left is disabled', async () => {
    // 20 kg of flour left: no 25 kg sack, one 12.5 kg half sack, 20 kilos.
    const flour = makeProduct({
      name: 'Bread Flour',
      category: 'flour',
      price: 1280,
      priceUnit: 'sack (25 kg)',
      halfPrice: 650,
      halfPriceUnit: 'half sack',
      retailPrice: 58,
      retailPriceUnit: 'kg',
      stock: 0,
      stockUnit: 'kg',
      priceSize: 25,
      halfPriceSize: 12.5,
      quantity: 20,
      available: { price: 0, halfPrice: 1, retailPrice: 20 },
    });
    shop([flour]);
    renderRoute('/user-products/category/flour', { role: 'customer' });
    const card = await screen.findByRole('article', { name: 'Bread Flour' });
    expect(within(card).getByText('Products Left: 0')).toBeInTheDocument();
    const dialog = await openPricing('Bread Flour');
    const full = within(dialog).getByRole('button', { name: /Full Price/ });
    expect(full).toBeDisabled();
    expect(full).toHaveTextContent('Full Price₱1,280.00 per sack (25 kg)Out of stock');
    expect(within(dialog).getByRole('button', { name: /Half Price/ })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: /Retail Price/ })).toBeEnabled();
  });

  it('labels a product Out of Stock when no tier has one left', async () => {
    shop([
      makeProduct({
        name: 'Lard',
        category: 'lard',
        stock: 0,
        quantity: 0.5,
        available: { price: 0, halfPrice: 0, retailPrice: 0 },
      }),
    ]);
    renderRoute('/user-products/category/lard', { role: 'customer' });
    const card = await screen.findByRole('article', { name: 'Lard' });
    expect(within(card).getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  });
});
