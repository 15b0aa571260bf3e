import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_LABELS } from '@shop/contract';
import { mockApi, renderRoute, testUsers } from '../../../test/render.tsx';
import { hrefOf } from '../../../test/queries.ts';

describe('/ (landing page)', () => {
  it('shows visitors the public hero, Browse Now and the eight public category cards', async () => {
    mockApi({});
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    // The front door: the shop's name alone.
    await waitFor(() => expect(document.title).toBe('Bakery Supply Shop'));
    expect(hrefOf('Browse Now')).toBe('/login');
    for (const category of CATEGORIES)
      expect(screen.getByRole('link', { name: CATEGORY_LABELS[category] })).toHaveAttribute(
        'href',
        `/landing-page-category/${category}`,
      );
    expect(screen.getByRole('link', { name: 'Cooking Oil' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See All' })).not.toBeInTheDocument();
  });

  it("shows a signed-in customer See All, Go to Cart's and the customer category cards", async () => {
    mockApi({ getMe: { body: { data: testUsers.customer } } });
    renderRoute('/', { role: 'customer' });
    expect(await screen.findByRole('heading', { name: /Maria/, level: 1 })).toBeInTheDocument();
    expect(hrefOf('See All')).toBe('/all-products');
    expect(hrefOf("Go to Cart's")).toBe('/user-products/cart');
    for (const category of CATEGORIES)
      expect(screen.getByRole('link', { name: CATEGORY_LABELS[category] })).toHaveAttribute(
        'href',
        `/user-products/category/${category}`,
      );
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Browse Now' })).not.toBeInTheDocument();
  });

  it.each([
    ['cashier', '/cashier-products'],
    ['admin', '/admin-dashboard'],
  ] as const)('sends a signed-in %s to %s', async (role, home) => {
    mockApi({ getMe: { body: { data: testUsers[role] } } });
    const { router } = renderRoute('/', { role });
    await waitFor(() => expect(router.state.location.pathname).toBe(home));
  });
});
