/**
 * Root query keys shared across features. Each feature builds its `queryOptions` under one of
 * these roots, so a mutation in one feature can refresh another feature's data (adding to the
 * cart changes stock; logging in changes which products are visible) without importing it.
 */
export const queryKeys = {
  user: ['user'],
  products: ['products'],
  cart: ['cart'],
  orders: ['orders'],
} as const;
