import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderRoute, testUsers } from '../../../test/render.tsx';
import { makeProduct, resetAfterEach } from '../../../test/shop-fixtures.ts';

resetAfterEach();

describe('/all-products', () => {
  it('lists the products the server sends with Avail Item and a Back to Products link', async () => {
    const flour = makeProduct({ name: 'Bread Flour 25kg' });
    const oil = makeProduct({ name: 'Palm Oil 18L', category: 'oil' });
    const { calls } = mockApi({
      getMe: { body: { data: testUsers.customer } },
      getProducts: { body: { products: [flour, oil] } },
    });
    renderRoute('/all-products', { role: 'customer' });

    expect(await screen.findByRole('heading', { name: 'All Products', level: 1 })).toBeVisible();
    expect(document.title).toBe('All Products · Bakery Supply Shop');
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute(
      'href',
      '/user-products',
    );
    expect(await screen.findByRole('article', { name: 'Bread Flour 25kg' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Palm Oil 18L' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Avail Item' })).toHaveLength(2);
    expect(calls.find((c) => c.name === 'getProducts')?.search).toBe('');
  });

  it('draws 24 cards at first and the rest with Show more', async () => {
    const products = Array.from({ length: 30 }, (_, i) =>
      makeProduct({ name: `Flour No. ${String(i + 1).padStart(2, '0')}` }),
    );
    mockApi({
      getMe: { body: { data: testUsers.customer } },
      getProducts: { body: { products } },
    });
    renderRoute('/all-products', { role: 'customer' });

    // Counting list items, not role queries: those walk the whole tree and are slow in jsdom.
    // The first cards draw at once, the rest of the 24 in a transition right after.
    const list = await screen.findByRole('list', { name: 'Products' });
    await waitFor(() => expect(list.querySelectorAll(':scope > li')).toHaveLength(24));
    expect(screen.queryByText('Flour No. 25')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Show more products (6 more)' }));
    await waitFor(() => expect(list.querySelectorAll(':scope > li')).toHaveLength(30));
    expect(screen.getByText('Flour No. 30')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show more products/ })).toBeNull();
  });
});
