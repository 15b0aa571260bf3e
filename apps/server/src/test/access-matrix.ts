/**
 * Who may call what (design.md section 3), as the status each caller gets. The access-control
 * test (src/security/access-control.test.ts) sends every cell to the app and fails when the
 * app registers a route that has no row here, or a row names a route that no longer exists.
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

/** One status per caller, in CALLERS order (the type keeps every row at 11). */
type Row = [number, number, number, number, number, number, number, number, number, number, number];

// prettier-ignore
const rows = {
  //                                           vis  cus  oth  cas  dca  adm  out  exp  key  non  rol
  'GET /healthz':                             [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
  'POST /user/signup':                        [201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 201],
  'POST /user/login':                         [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
  'POST /user/logout':                        [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
  'GET /user/me':                             [401, 200, 200, 200, 401, 200, 401, 401, 401, 401, 401],
  'POST /user/cashier':                       [401, 403, 403, 403, 401, 201, 401, 401, 401, 401, 401],
  'GET /user/get-cashier-account':            [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
  'DELETE /user/get-cashier-account/:id':     [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
  'GET /product/get-products':                [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
  'POST /admin/post-product':                 [401, 403, 403, 403, 401, 201, 401, 401, 401, 401, 401],
  'PUT /admin/update-product/:id':            [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
  'DELETE /product/delete-product/:id':       [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
  'POST /product/post-cart':                  [401, 200, 200, 403, 401, 403, 401, 401, 401, 401, 401],
  'GET /product/get-cart':                    [401, 200, 200, 403, 401, 403, 401, 401, 401, 401, 401],
  // The other customer names the first customer's cart line: it is not in their own cart.
  'POST /product/remove-from-cart':           [401, 200, 404, 403, 401, 403, 401, 401, 401, 401, 401],
  // The other customer's own cart is empty; the first customer's cart is not theirs to check out.
  'POST /product/post-checkout':              [401, 201, 400, 403, 401, 403, 401, 401, 401, 401, 401],
  'GET /product/get-order':                   [401, 200, 200, 403, 401, 403, 401, 401, 401, 401, 401],
  'GET /product/get-customer-info':           [401, 403, 403, 200, 401, 200, 401, 401, 401, 401, 401],
  'PUT /product/customer-order/:id/status':   [401, 403, 403, 200, 401, 200, 401, 401, 401, 401, 401],
  'PATCH /product/clear-customer-info/:id':   [401, 403, 403, 200, 401, 200, 401, 401, 401, 401, 401],
  'GET /product/category-sales':              [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
} satisfies Record<string, Row>;

export type RouteKey = keyof typeof rows;

/** `"METHOD /url"` -> caller -> expected status. */
export const ACCESS_MATRIX = Object.fromEntries(
  Object.entries(rows).map(([route, statuses]) => [
    route,
    Object.fromEntries(CALLERS.map((caller, i) => [caller, statuses[i]!])) as Record<
      Caller,
      number
    >,
  ]),
) as Record<RouteKey, Record<Caller, number>>;
