import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, shopToday } from '@shop/contract';
import { mockApi, renderRoute, testUsers } from '../../../test/render.tsx';
import { makeProduct, resetAfterEach } from '../../../test/shop-fixtures.ts';

resetAfterEach();

describe('/all-products', () => {
  it('lists every sellable product with Avail Item and a Back to Products link', async () => {
    const flour = makeProduct({ name: 'Bread Flour 25kg' });
    const oil = makeProduct({ name: 'Palm Oil 18L', category: 'oil' });
    const expiring = makeProduct({ name: 'Cake Flour', expirationDate: addDays(shopToday(), 92) });
    const { calls } = mockApi({
      'GET /user/me': { body: { data: testUsers.customer } },
      'GET /product/get-products': { body: { products: [flour, oil, expiring] } },
    });
    renderRoute('/all-products', { role: 'customer' });

    expect(await screen.findByRole('heading', { name: 'All Products', level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute(
      'href',
      '/user-products',
    );
    expect(await screen.findByRole('article', { name: 'Bread Flour 25kg' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Palm Oil 18L' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Cake Flour' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Avail Item' })).toHaveLength(2);
    expect(calls.find((c) => c.path === '/product/get-products')?.search).toBe('');
  });
});
