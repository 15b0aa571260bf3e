import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_LABELS, addDays, shopToday } from '@shop/contract';
import { mockApi, renderRoute, testUsers } from '../../../test/render.tsx';
import { makeProduct } from '../../../test/shop-fixtures.ts';
import { expectPage, hrefOf } from '../../../test/queries.ts';

describe('cashier product pages', () => {
  it('/cashier-products links each category to the cashier category page', async () => {
    mockApi({ getMe: { body: { data: testUsers.cashier } } });
    renderRoute('/cashier-products', { role: 'cashier' });
    await expectPage('Products');
    for (const category of CATEGORIES)
      expect(screen.getByRole('link', { name: CATEGORY_LABELS[category] })).toHaveAttribute(
        'href',
        `/cashier-products/category/${category}`,
      );
  });

  it('/cashier-products/category/{category} lists every product read-only, flagging expiry', async () => {
    const active = makeProduct({ name: 'Lard 16kg', category: 'lard' });
    const soon = makeProduct({
      name: 'Lard 5kg',
      category: 'lard',
      expirationDate: addDays(shopToday(), 30),
    });
    const expired = makeProduct({
      name: 'Lard 1kg',
      category: 'lard',
      expirationDate: addDays(shopToday(), -3),
    });
    const { calls } = mockApi({
      getMe: { body: { data: testUsers.cashier } },
      getProducts: { body: { products: [active, soon, expired] } },
    });
    renderRoute('/cashier-products/category/lard', { role: 'cashier' });

    await expectPage('Lard Products');
    expect(
      within(await screen.findByRole('article', { name: 'Lard 16kg' })).getByText('Active'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Lard 5kg' })).getByText('Expiring Soon'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Lard 1kg' })).getByText('Expired'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Avail Item/ })).toBeNull();
    expect(hrefOf('Back to Products')).toBe('/cashier-products');
    expect(calls.find((c) => c.name === 'getProducts')?.search).toBe('?category=lard');
  });
});

describe('cashier product search', () => {
  it('/cashier-products looks through every category for a search, flagging expiry', async () => {
    const lard = makeProduct({ name: 'Lard 16kg', category: 'lard' });
    const { calls } = mockApi({
      getMe: { body: { data: testUsers.cashier } },
      getProducts: (call) => ({
        body: { products: call.search.includes('search=lard') ? [lard] : [] },
      }),
    });
    const { router } = renderRoute('/cashier-products', { role: 'cashier' });
    const box = await screen.findByRole('searchbox', { name: 'Search products' });
    // No search: the category grid, and no product request.
    expect(screen.getByRole('link', { name: 'Lard' })).toBeInTheDocument();

    await userEvent.type(box, 'lard');
    const card = await screen.findByRole('article', { name: 'Lard 16kg' });
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lard' })).toBeNull();
    expect(router.state.location.search).toBe('?q=lard');
    expect(calls.filter((c) => c.name === 'getProducts').map((c) => c.search)).toEqual([
      '?search=lard&page=1&limit=48',
    ]);

    await userEvent.clear(box);
    await userEvent.type(box, 'butter');
    expect(await screen.findByText('No products match “butter”.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('link', { name: 'Lard' })).toBeInTheDocument();
  });

  it('/cashier-products/category/{category} sends the order chosen', async () => {
    const { calls } = mockApi({
      getMe: { body: { data: testUsers.cashier } },
      getProducts: { body: { products: [makeProduct({ name: 'Lard 16kg', category: 'lard' })] } },
    });
    renderRoute('/cashier-products/category/lard', { role: 'cashier' });
    await screen.findByRole('article', { name: 'Lard 16kg' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'name');
    await waitFor(() =>
      expect(calls.filter((c) => c.name === 'getProducts').map((c) => c.search)).toEqual([
        '?category=lard',
        '?category=lard&sort=name',
      ]),
    );
  });
});
