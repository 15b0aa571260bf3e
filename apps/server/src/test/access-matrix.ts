import type { Role } from '@shop/contract';

/**
 * The callers of the access-control matrix (design.md section 3). Each call's row (the status
 * every caller gets) sits beside the request that tries it, in `CASES` of
 * src/security/access-control.test.ts; that test fails when a call of the contract has no row,
 * when the app registers a route that is not a call of the contract, and when a row disagrees
 * with the call's `access`.
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
export type Row = [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];
