import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_LABELS, addDays, shopToday } from '@shop/contract';
import { mockApi, renderRoute, testUsers } from '../../../test/render.tsx';
import { makeProduct, resetAfterEach } from '../../../test/shop-fixtures.ts';

resetAfterEach();

describe('cashier product pages', () => {
  it('/cashier-products links each category to the cashier category page', async () => {
    mockApi({ getMe: { body: { data: testUsers.cashier } } });
    renderRoute('/cashier-products', { role: 'cashier' });
    expect(await screen.findByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    expect(document.title).toBe('Products · Bakery Supply Shop');
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

    expect(await screen.findByRole('heading', { name: 'Lard Products', level: 1 })).toBeVisible();
    expect(document.title).toBe('Lard Products · Bakery Supply Shop');
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
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute(
      'href',
      '/cashier-products',
    );
    expect(calls.find((c) => c.name === 'getProducts')?.search).toBe('?category=lard');
  });
});
