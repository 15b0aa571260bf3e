import { describe, expect, it } from 'vitest';
import { returnPathFor } from './return-path.ts';

describe('where a login returns to', () => {
  it.each([
    ['/user-products/cart', 'customer', '/user-products/cart'],
    ['/user-products/category/flour', 'customer', '/user-products/category/flour'],
    [
      '/user-products/order-history#order-1042',
      'customer',
      '/user-products/order-history#order-1042',
    ],
    ['/all-products', 'customer', '/all-products'],
    ['/user-products', 'customer', '/user-products'],
    ['/cashier?status=ready', 'cashier', '/cashier?status=ready'],
    ['/cashier-products/category/oil', 'cashier', '/cashier-products/category/oil'],
    ['/admin-products', 'admin', '/admin-products'],
    ['/admin-settings', 'admin', '/admin-settings'],
    ['/create-cashier', 'admin', '/create-cashier'],
    ['/user-products/cart/', 'customer', '/user-products/cart'],
  ] as const)('%s for a %s: %s', (from, role, to) => expect(returnPathFor(from, role)).toBe(to));

  it("turns a visitor's category page into the role's own", () => {
    expect(returnPathFor('/landing-page-category/flour', 'customer')).toBe(
      '/user-products/category/flour',
    );
    expect(returnPathFor('/landing-page-category/oil', 'cashier')).toBe(
      '/cashier-products/category/oil',
    );
    expect(returnPathFor('/landing-page-category/flour', 'admin')).toBeUndefined();
    expect(returnPathFor('/landing-page-category/cheese', 'customer')).toBeUndefined();
  });

  it.each([
    ['/user-products/cart', 'cashier'],
    ['/admin-products', 'customer'],
    ['/cashier', 'admin'],
    ['/user-productsX', 'customer'],
    ['/cashier-productsX', 'cashier'],
  ] as const)('refuses %s, not a page a %s may open', (from, role) =>
    expect(returnPathFor(from, role)).toBeUndefined(),
  );

  it.each([
    undefined,
    null,
    42,
    { pathname: '/user-products/cart' },
    '',
    '/',
    '/login',
    '/signup',
    'user-products/cart',
    '//evil.example/user-products/cart',
    '/\\evil.example/user-products/cart',
    'https://evil.example/user-products/cart',
    'javascript:alert(1)',
  ])('gives the spec landing for %j', (from) =>
    expect(returnPathFor(from, 'customer')).toBeUndefined(),
  );
});
