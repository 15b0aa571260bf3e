import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_LABELS } from '@shop/contract';
import { mockApi, renderRoute, testUsers } from '../../../test/render.tsx';
import { hrefOf } from '../../../test/queries.ts';

describe('/user-products', () => {
  it('is the customer home: the category grid and links to all products, cart and history', async () => {
    mockApi({ getMe: { body: { data: testUsers.customer } } });
    renderRoute('/user-products', { role: 'customer' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Shop by Category · Bakery Supply Shop'));
    for (const category of CATEGORIES)
      expect(screen.getByRole('link', { name: CATEGORY_LABELS[category] })).toHaveAttribute(
        'href',
        `/user-products/category/${category}`,
      );
    expect(hrefOf('See All')).toBe('/all-products');
    expect(hrefOf("Go to Cart's")).toBe('/user-products/cart');
    expect(hrefOf('See Order History')).toBe('/user-products/order-history');
  });
});
