import { describe, expect, it } from 'vitest';
import {
  SEARCH_PAGE_SIZE,
  productSearchQueryOptions,
  productsQueryOf,
  productsQueryOptions,
} from './get-products.ts';

describe('product lists', () => {
  it('are kept per audience: a list fetched for staff never stands in for the shop one', () => {
    expect(productsQueryOptions('flour', 'staff').queryKey).not.toEqual(
      productsQueryOptions('flour').queryKey,
    );
    expect(productsQueryOptions('flour').queryKey).toEqual(
      productsQueryOptions('flour', 'shop').queryKey,
    );
    expect(productSearchQueryOptions('flour', 'staff', { search: 'flowr' }).queryKey).not.toEqual(
      productSearchQueryOptions('flour', 'shop', { search: 'flowr' }).queryKey,
    );
  });

  it('are kept per search and order, the default order being none', () => {
    const plain = productsQueryOptions('flour').queryKey;
    expect(productsQueryOptions('flour', 'shop', { sort: 'expiry' }).queryKey).toEqual(plain);
    expect(productsQueryOptions('flour', 'shop', { sort: 'name' }).queryKey).not.toEqual(plain);
    const flowr = productSearchQueryOptions('flour', 'shop', { search: 'flowr' }).queryKey;
    expect(productSearchQueryOptions('flour', 'shop', { search: ' flowr ' }).queryKey).toEqual(
      flowr,
    );
    expect(productSearchQueryOptions('flour', 'shop', { search: 'flour' }).queryKey).not.toEqual(
      flowr,
    );
    expect(
      productSearchQueryOptions('flour', 'shop', { search: 'flowr', sort: 'name' }).queryKey,
    ).not.toEqual(flowr);
  });

  it("ask a category page's preloaded URL exactly when there is no search and the default order", () => {
    expect(productsQueryOf('flour')).toEqual({ category: 'flour' });
    expect(productsQueryOf('flour', { search: ' ', sort: 'expiry' })).toEqual({
      category: 'flour',
    });
    expect(productsQueryOf(undefined, { sort: 'name' })).toEqual({
      category: undefined,
      sort: 'name',
    });
  });

  it('ask a search a page of 48 at a time, and a plain list whole', () => {
    expect(SEARCH_PAGE_SIZE).toBe(48);
    expect(productsQueryOf('flour', { search: ' flowr ', sort: 'price_asc' })).toEqual({
      category: 'flour',
      search: 'flowr',
      sort: 'price_asc',
      page: 1,
      limit: 48,
    });
    expect(productsQueryOf(undefined, { search: 'flowr' }, 3)).toEqual({
      category: undefined,
      search: 'flowr',
      page: 3,
      limit: 48,
    });
    expect(productsQueryOf('flour', { sort: 'name' }, 3)).toEqual({
      category: 'flour',
      sort: 'name',
    });
  });
});
