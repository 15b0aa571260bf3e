import {
  RESET_PASSWORD_PAGE,
  categoryPages,
  trackingPage,
  type Category,
  type Role,
} from '@shop/contract';

/**
 * Every client route of spec section 2 (and the admin's Shop Settings, issue 16, and
 * Notifications, issue 15), in one place.
 */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  /** Issue 29: a forgotten password, and the emailed link's page (the server names it too). */
  forgotPassword: '/forgot-password',
  resetPassword: RESET_PASSWORD_PAGE,
  publicCategory: categoryPages.public,
  userProducts: '/user-products',
  allProducts: '/all-products',
  userCategory: categoryPages.customer,
  cart: '/user-products/cart',
  orderHistory: '/user-products/order-history',
  /** Issue 29: the customer's own details and password. */
  account: '/account',
  cashierDashboard: '/cashier',
  cashierProducts: '/cashier-products',
  cashierCategory: (category: Category | ':category') => `/cashier-products/category/${category}`,
  adminDashboard: '/admin-dashboard',
  adminProducts: '/admin-products',
  /** The admin's table filtered to the products needing attention (the landing's counts link here). */
  adminProductsNeedingAttention: '/admin-products?filter=attention',
  /** Issue 17: the products as a CSV file, out and in. */
  adminProductsCsv: '/admin-products-csv',
  adminCashiers: '/create-cashier',
  adminSettings: '/admin-settings',
  adminNotifications: '/admin-notifications',
  /** Issue 26: the stock ledger. */
  adminStock: '/admin-stock',
  /** Issue 27: walk-in sales at the counter (cashier and admin). */
  cashierSale: '/cashier-sale',
  /** Issue 29: an order's public tracking page, the link in its texts and emails. */
  tracking: trackingPage,
} as const;

/** Where each role lands after login (spec section 2). */
export const homeFor = (role: Role | undefined): string => {
  if (role === 'admin') return paths.adminDashboard;
  if (role === 'cashier') return paths.cashierProducts;
  return paths.userProducts;
};
