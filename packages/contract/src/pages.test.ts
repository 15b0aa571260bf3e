import { describe, expect, it } from 'vitest';
import { categoryOfPage, categoryPages } from './pages.ts';

describe('category pages', () => {
  it('are the paths of spec section 2', () => {
    expect(categoryPages.public('flour')).toBe('/landing-page-category/flour');
    expect(categoryPages.customer('sugar')).toBe('/user-products/category/sugar');
  });

  it('are recognised with or without a trailing slash', () => {
    expect(categoryOfPage('/landing-page-category/flour')).toBe('flour');
    expect(categoryOfPage('/landing-page-category/flour/')).toBe('flour');
    expect(categoryOfPage('/user-products/category/sugar')).toBe('sugar');
  });

  it('leave out unknown categories and every other page', () => {
    for (const pathname of [
      '/',
      '/landing-page-category/cement',
      '/landing-page-category/',
      '/landing-page-category/flour/extra',
      '/user-products/cart',
      '/cashier-products/category/flour',
      '/xlanding-page-category/flour',
    ]) {
      expect(categoryOfPage(pathname), pathname).toBeUndefined();
    }
  });
});
