/**
 * The roots of the query keys that a mutation in one feature refreshes in another: adding to the
 * cart (shop) changes the cart and stock; checkout (cart) lowers stock and places an order (seen
 * in orders and order-queue); logging in (auth) changes which products are visible; an order
 * event on the live stream (lib/live-events.ts) refreshes orders, stock and messages. Features
 * never import each other, so these roots live here. Every key is built in a queryOptions
 * factory, under one of these roots when other features refresh it; no key is written elsewhere.
 */
export const queryRoots = {
  products: ['products'],
  cart: ['cart'],
  orders: ['orders'],
  /** The shop's settings and delivery areas (lib/shop-settings.ts), changed by the admin. */
  shop: ['shop'],
  /** The admin's list of messages to customers, refreshed when an order moves (live events). */
  notifications: ['notifications'],
  /** The admin's stock ledger, refreshed by every receive, count and write-off. */
  stock: ['stock'],
} as const;
