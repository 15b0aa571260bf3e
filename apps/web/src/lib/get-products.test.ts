import { describe, expect, it } from 'vitest';
import { productsQueryOf, productsQueryOptions } from './get-products.ts';

describe('product lists', () => {
  it('are kept per audience: a list fetched for staff never stands in for the shop one', () => {
    expect(productsQueryOptions('flour', 'staff').queryKey).not.toEqual(
      productsQueryOptions('flour').queryKey,
    );
    expect(productsQueryOptions('flour').queryKey).toEqual(
      productsQueryOptions('flour', 'shop').queryKey,
    );
  });

  it('are kept per search and order, the default order and a blank search being none', () => {
    const plain = productsQueryOptions('flour').queryKey;
    expect(
      productsQueryOptions('flour', 'shop', { search: '  ', sort: 'expiry' }).queryKey,
    ).toEqual(plain);
    expect(productsQueryOptions('flour', 'shop', { search: 'flowr' }).queryKey).not.toEqual(plain);
    expect(productsQueryOptions('flour', 'shop', { sort: 'name' }).queryKey).not.toEqual(plain);
  });

  it("ask a category page's preloaded URL exactly when there is no search and the default order", () => {
    expect(productsQueryOf('flour')).toEqual({ category: 'flour' });
    expect(productsQueryOf('flour', { search: ' ', sort: 'expiry' })).toEqual({
      category: 'flour',
    });
    expect(productsQueryOf('flour', { search: ' flowr ', sort: 'price_asc' })).toEqual({
      category: 'flour',
      search: 'flowr',
      sort: 'price_asc',
    });
    expect(productsQueryOf(undefined, { sort: 'name' })).toEqual({
      category: undefined,
      sort: 'name',
    });
  });
});
