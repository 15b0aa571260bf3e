import type { CallName, Role } from '@shop/contract';

/**
 * Who may make which call (design.md section 3), as the status each caller gets. Rows are
 * keyed by the call's name in the contract (packages/contract/src/api.ts). The access-control
 * test (src/security/access-control.test.ts) sends every cell to the app; it fails when a call
 * of the contract has no row here or a row names no call, when the app registers a route that
 * is not a call of the contract, and when a row disagrees with the call's `access`.
 *
 * Callers:
 * - visitor: no token.
 * - customer: the customer who owns the cart, the order and the personal data in play.
 * - otherCustomer: a second customer sending the same requests (same ids) as the first.
 * - cashier, admin: staff, with valid sessions.
 * - deletedCashier: a cashier's token issued before the admin deleted the account.
 * - loggedOut: a customer's token issued before that customer logged out.
 * - expired: the admin's claims, signed with the right key, past their expiry.
 * - foreignKey: the admin's claims signed with another key.
 * - algNone: the admin's claims in an unsigned `alg: none` token.
 * - editedRole: the customer's token with `role` changed to admin, signature kept.
 *
 * Every caller with a broken session is a visitor to the public calls (they answer as to
 * anyone) and 401 everywhere else. Requests that a caller may make but that concern someone
 * else's data are answered as if that data did not exist (404, or only the caller's own data).
 */
export const CALLERS = [
  'visitor',
  'customer',
  'otherCustomer',
  'cashier',
  'deletedCashier',
  'admin',
  'loggedOut',
  'expired',
  'foreignKey',
  'algNone',
  'editedRole',
] as const;
export type Caller = (typeof CALLERS)[number];

/** Callers whose session must count for nothing. */
export const BROKEN_SESSIONS: readonly Caller[] = [
  'deletedCashier',
  'loggedOut',
  'expired',
  'foreignKey',
  'algNone',
  'editedRole',
];

/** The role each caller's session really has; none for the visitor and the broken sessions. */
export const ROLE_OF: Record<Caller, Role | null> = {
  visitor: null,
  customer: 'customer',
  otherCustomer: 'customer',
  cashier: 'cashier',
  deletedCashier: null,
  admin: 'admin',
  loggedOut: null,
  expired: null,
  foreignKey: null,
  algNone: null,
  editedRole: null,
};

/** One status per caller, in CALLERS order (the type keeps every row at 11). */
type Row = [number, number, number, number, number, number, number, number, number, number, number];

// prettier-ignore
const rows = {
  //                  vis  cus  oth  cas  dca  adm  out  exp  key  non  rol
  health:             [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
  signup:             [201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 201],
  login:              [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
  logout:             [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
  getMe:              [401, 200, 200, 200, 401, 200, 401, 401, 401, 401, 401],
  createCashier:      [401, 403, 403, 403, 401, 201, 401, 401, 401, 401, 401],
  listCashiers:       [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
  deleteCashier:      [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
  getProducts:        [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
  createProduct:      [401, 403, 403, 403, 401, 201, 401, 401, 401, 401, 401],
  updateProduct:      [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
  deleteProduct:      [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
  addToCart:          [401, 200, 200, 403, 401, 403, 401, 401, 401, 401, 401],
  getCart:            [401, 200, 200, 403, 401, 403, 401, 401, 401, 401, 401],
  // The other customer names the first customer's cart line: it is not in their own cart.
  removeFromCart:     [401, 200, 404, 403, 401, 403, 401, 401, 401, 401, 401],
  updateCart:         [401, 200, 404, 403, 401, 403, 401, 401, 401, 401, 401],
  // The other customer's own cart is empty; the first customer's cart is not theirs to check out.
  checkout:           [401, 201, 400, 403, 401, 403, 401, 401, 401, 401, 401],
  getOrders:          [401, 200, 200, 403, 401, 403, 401, 401, 401, 401, 401],
  // The other customer names the first customer's order: not theirs, so not found.
  cancelOrder:        [401, 200, 404, 403, 401, 403, 401, 401, 401, 401, 401],
  getCustomerQueue:   [401, 403, 403, 200, 401, 200, 401, 401, 401, 401, 401],
  setOrderStatus:     [401, 403, 403, 200, 401, 200, 401, 401, 401, 401, 401],
  // The customer's own GCash order; the other customer names it: not theirs, so not found.
  setOrderReference:  [401, 200, 404, 403, 401, 403, 401, 401, 401, 401, 401],
  setOrderPaid:       [401, 403, 403, 200, 401, 200, 401, 401, 401, 401, 401],
  clearCustomerInfo:  [401, 403, 403, 200, 401, 200, 401, 401, 401, 401, 401],
  getCategorySales:   [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
  // The shop's settings, open dates and active delivery areas are public (nothing secret).
  getShopSettings:    [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
  updateShopSettings: [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
  getOpenDates:       [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
  getDeliveryZones:   [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
  createDeliveryZone: [401, 403, 403, 403, 401, 201, 401, 401, 401, 401, 401],
  updateDeliveryZone: [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
  deleteDeliveryZone: [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
  // Every signed-in user may listen; what each stream carries is tested in live.test.ts.
  events:             [401, 200, 200, 200, 401, 200, 401, 401, 401, 401, 401],
  uploadImage:        [401, 403, 403, 403, 401, 201, 401, 401, 401, 401, 401],
  exportProductsCsv:  [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
  importProducts:     [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
  bulkUpdateProducts: [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
  listNotifications:  [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
  retryNotification:  [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
} satisfies Record<CallName, Row>;

/** Call name -> caller -> expected status. */
export const ACCESS_MATRIX = Object.fromEntries(
  Object.entries(rows).map(([call, statuses]) => [
    call,
    Object.fromEntries(CALLERS.map((caller, i) => [caller, statuses[i]!])) as Record<
      Caller,
      number
    >,
  ]),
) as Record<CallName, Record<Caller, number>>;
