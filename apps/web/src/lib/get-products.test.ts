import { describe, expect, it } from 'vitest';
import { productsQueryOptions } from './get-products.ts';

describe('product lists', () => {
  it('are kept per audience: a list fetched for staff never stands in for the shop one', () => {
    expect(productsQueryOptions('flour', 'staff').queryKey).not.toEqual(
      productsQueryOptions('flour').queryKey,
    );
    expect(productsQueryOptions('flour').queryKey).toEqual(
      productsQueryOptions('flour', 'shop').queryKey,
    );
  });
});
