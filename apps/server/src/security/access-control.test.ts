import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, addDays, shopToday, type Role } from '@shop/contract';
import { testEnv } from '../env.ts';
import { cartItems, orders } from '../db/schema/index.ts';
import { findUserById, insertUser } from '../modules/users/users.repository.ts';
import { hashPassword } from '../modules/users/users.service.ts';
import {
  ACCESS_MATRIX,
  BROKEN_SESSIONS,
  CALLERS,
  type Caller,
  type RouteKey,
} from '../test/access-matrix.ts';
import { dbDigest } from '../test/db-digest.ts';
import { createTestApp, dbKind, type TestApp } from '../test/helper.ts';
import { addToCart, checkout, checkoutBody, createProduct, productBody } from '../test/shop.ts';

const SECRET = testEnv().JWT_SECRET!;
const registered: string[] = [];
let t: TestApp;

interface Account {
  id: string;
  email: string;
  password: string;
  role: Role;
}
let admin: Account;
let cashier: Account;
let customer: Account;
let otherCustomer: Account;
let loginAccount: Account;
const fixed: { deletedCashier?: string; loggedOut?: string } = {};
let productId: string;
let hiddenProductId: string;
let orderId: string;
/** Personal data only the customer, cashiers and the admin may ever receive. */
const PRIVATE = {
  name: 'Matrix Owner Dela Cruz',
  address: '77 Private Lane, Cebu City',
  phoneNumber: '+639170000777',
};
let passwordHash: string;

beforeAll(async () => {
  t = await createTestApp({}, { onRoute: (r) => registered.push(`${r.method} ${r.url}`) });
  passwordHash = await hashPassword('password-123');
  const make = async (role: Role): Promise<Account> => {
    const email = `${role}.${randomUUID().slice(0, 8)}@gmail.com`;
    const row = await insertUser(t.database.db, { username: role, email, passwordHash, role });
    return { id: row!.id, email, password: 'password-123', role };
  };
  [admin, cashier, customer, otherCustomer, loginAccount] = await Promise.all([
    make('admin'),
    make('cashier'),
    make('customer'),
    make('customer'),
    make('customer'),
  ]);

  // Sessions that were valid once: a cashier the admin deleted, a customer who logged out.
  const doomed = await make('cashier');
  fixed.deletedCashier = await tokenOf(doomed);
  const deleted = await t.request('deleteCashier', {
    params: { id: doomed.id },
    token: await tokenOf(admin),
  });
  expect(deleted.statusCode).toBe(200);
  const leaving = await make('customer');
  fixed.loggedOut = await tokenOf(leaving);
  const out = await t.request('logout', { token: fixed.loggedOut });
  expect(out.statusCode).toBe(200);

  const adminToken = await tokenOf(admin);
  productId = (await createProduct(t, adminToken, { name: 'Matrix Flour', stock: 10_000 }))._id;
  // Staff see it, nobody else: a broken token must not unlock the staff view.
  hiddenProductId = (
    await createProduct(t, adminToken, {
      name: 'Matrix Near Expiry',
      expirationDate: addDays(shopToday(), 10),
    })
  )._id;
  orderId = await placeOrder();
});
afterAll(() => t.close());

/** A valid session for the account as it is now (logout in one cell must not spoil the next). */
async function tokenOf(account: Account): Promise<string> {
  const row = await findUserById(t.database.db, account.id);
  if (!row) throw new Error(`${account.email} is gone`);
  return t.app.signSession(row);
}

async function adminClaims() {
  const row = (await findUserById(t.database.db, admin.id))!;
  return { sub: row.id, role: 'admin', ver: row.tokenVersion };
}

async function tokenFor(caller: Caller): Promise<string | undefined> {
  switch (caller) {
    case 'visitor':
      return undefined;
    case 'customer':
      return tokenOf(customer);
    case 'otherCustomer':
      return tokenOf(otherCustomer);
    case 'cashier':
      return tokenOf(cashier);
    case 'admin':
      return tokenOf(admin);
    case 'deletedCashier':
    case 'loggedOut':
      return fixed[caller];
    case 'expired':
      return createSigner({ key: SECRET, algorithm: 'HS256', expiresIn: -1000 })(
        await adminClaims(),
      );
    case 'foreignKey':
      return createSigner({ key: 'another-key-another-key-another-key!', algorithm: 'HS256' })(
        await adminClaims(),
      );
    case 'algNone':
      return createSigner({ algorithm: 'none' })(await adminClaims());
    case 'editedRole': {
      const [header, payload, signature] = (await tokenOf(customer)).split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      const edited = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString(
        'base64url',
      );
      return `${header}.${edited}.${signature}`;
    }
  }
}

/** The customer checks out one unit of the matrix product with their private details. */
async function placeOrder(): Promise<string> {
  const token = await tokenOf(customer);
  expect((await addToCart(t, token, productId, 1)).statusCode).toBe(200);
  const res = await checkout(t, token, PRIVATE);
  expect(res.statusCode).toBe(201);
  return res.json().order._id;
}

async function ensureInCustomerCart() {
  const lines = await t.database.db
    .select()
    .from(cartItems)
    .where(eq(cartItems.userId, customer.id));
  if (lines.length === 0) {
    expect((await addToCart(t, await tokenOf(customer), productId, 1)).statusCode).toBe(200);
  }
}

const emptyOtherCart = () =>
  t.database.db.delete(cartItems).where(eq(cartItems.userId, otherCustomer.id));

interface Cell {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
}

/** How each row is called; set-up happens before the database snapshot. */
const REQUESTS: Record<RouteKey, () => Promise<Cell>> = {
  'GET /healthz': async () => ({ method: 'GET', url: '/healthz' }),
  'POST /user/signup': async () => ({
    method: 'POST',
    url: '/user/signup',
    payload: {
      username: 'New Customer',
      email: `new.${randomUUID().slice(0, 8)}@gmail.com`,
      password: 'password-123',
    },
  }),
  'POST /user/login': async () => ({
    method: 'POST',
    url: '/user/login',
    payload: { email: loginAccount.email, password: loginAccount.password },
  }),
  'POST /user/logout': async () => ({ method: 'POST', url: '/user/logout' }),
  'GET /user/me': async () => ({ method: 'GET', url: '/user/me' }),
  'POST /user/cashier': async () => ({
    method: 'POST',
    url: '/user/cashier',
    payload: {
      username: 'New Cashier',
      email: `cashier.${randomUUID().slice(0, 8)}@gmail.com`,
      password: 'password-123',
    },
  }),
  'GET /user/get-cashier-account': async () => ({
    method: 'GET',
    url: '/user/get-cashier-account',
  }),
  'DELETE /user/get-cashier-account/:id': async () => {
    const victim = await insertUser(t.database.db, {
      username: 'Throwaway Cashier',
      email: `throwaway.${randomUUID().slice(0, 8)}@gmail.com`,
      passwordHash,
      role: 'cashier',
    });
    return { method: 'DELETE', url: `/user/get-cashier-account/${victim!.id}` };
  },
  'GET /product/get-products': async () => ({ method: 'GET', url: '/product/get-products' }),
  'POST /admin/post-product': async () => ({
    method: 'POST',
    url: '/admin/post-product',
    payload: productBody({ name: 'Matrix New Product' }),
  }),
  'PUT /admin/update-product/:id': async () => ({
    method: 'PUT',
    url: `/admin/update-product/${productId}`,
    payload: { description: `Changed ${randomUUID()}` },
  }),
  'DELETE /product/delete-product/:id': async () => {
    const throwaway = await createProduct(t, await tokenOf(admin), { name: 'Matrix Throwaway' });
    return { method: 'DELETE', url: `/product/delete-product/${throwaway._id}` };
  },
  'POST /product/post-cart': async () => ({
    method: 'POST',
    url: '/product/post-cart',
    payload: { productId, quantity: 1, priceType: 'price' },
  }),
  'GET /product/get-cart': async () => ({ method: 'GET', url: '/product/get-cart' }),
  'POST /product/remove-from-cart': async () => {
    await ensureInCustomerCart();
    await emptyOtherCart();
    return { method: 'POST', url: '/product/remove-from-cart', payload: { productId } };
  },
  'POST /product/post-checkout': async () => {
    await ensureInCustomerCart();
    await emptyOtherCart();
    return { method: 'POST', url: '/product/post-checkout', payload: checkoutBody(PRIVATE) };
  },
  'GET /product/get-order': async () => ({ method: 'GET', url: '/product/get-order' }),
  'GET /product/get-customer-info': async () => ({
    method: 'GET',
    url: '/product/get-customer-info',
  }),
  'PUT /product/customer-order/:id/status': async () => ({
    method: 'PUT',
    url: `/product/customer-order/${orderId}/status`,
    payload: { status: 'approved' },
  }),
  // A fresh order each time: a cleared order answers 404 the second time.
  'PATCH /product/clear-customer-info/:id': async () => ({
    method: 'PATCH',
    url: `/product/clear-customer-info/${await placeOrder()}`,
  }),
  'GET /product/category-sales': async () => ({ method: 'GET', url: '/product/category-sales' }),
};

/** Callers who may receive the customer's personal data and order ids. */
const MAY_SEE_PRIVATE: readonly Caller[] = ['customer', 'cashier', 'admin'];
const STAFF: readonly Caller[] = ['cashier', 'admin'];
const figures = { cells: 0, refused: 0, unchangedChecks: 0, leakChecks: 0 };

describe(`access-control matrix on ${dbKind}`, () => {
  it('has exactly one row for every registered route (HEAD and /docs excluded)', () => {
    const routes = [
      ...new Set(registered.filter((r) => !r.startsWith('HEAD ') && !/^\S+ \/docs/.test(r))),
    ].sort();
    console.log(`[matrix] ${routes.length} registered routes, ${CALLERS.length} callers`);
    expect(routes.length).toBeGreaterThan(15);
    const rows = Object.keys(ACCESS_MATRIX).sort();
    expect(
      routes.filter((r) => !rows.includes(r)),
      'routes without a matrix row',
    ).toEqual([]);
    expect(
      rows.filter((r) => !routes.includes(r)),
      'matrix rows without a route',
    ).toEqual([]);
  });

  it.each(Object.keys(ACCESS_MATRIX) as RouteKey[])('%s', async (route) => {
    const summary: string[] = [];
    for (const caller of CALLERS) {
      const expected = ACCESS_MATRIX[route][caller];
      const cell = await REQUESTS[route]();
      const token = await tokenFor(caller);
      const before = await dbDigest(t.database.db);
      const res = await t.request({ ...cell, token });
      const after = await dbDigest(t.database.db);
      const where = `${route} as ${caller}: ${res.body.slice(0, 200)}`;
      figures.cells += 1;
      summary.push(`${caller}=${res.statusCode}`);

      expect(res.statusCode, where).toBe(expected);
      expect(res.headers['content-type'], where).toMatch(/^application\/json/);
      const body = res.json();
      if (res.statusCode >= 400) {
        figures.refused += 1;
        expect(typeof body.message, where).toBe('string');
        if (res.statusCode === 401) expect(body.message).toBe(SERVER_MESSAGES.unauthorized);
        if (res.statusCode === 403) expect(body.message).toBe(SERVER_MESSAGES.forbidden);
      }
      // A refused request changes nothing; a broken session changes nothing even where the
      // call answers everyone (logout must not end someone's sessions on a forged token).
      const mustNotWrite =
        res.statusCode >= 400 ||
        ((caller === 'visitor' || BROKEN_SESSIONS.includes(caller)) &&
          route !== 'POST /user/signup');
      if (mustNotWrite) {
        figures.unchangedChecks += 1;
        expect(after, `${where} changed the database`).toEqual(before);
      }
      if (!MAY_SEE_PRIVATE.includes(caller)) {
        figures.leakChecks += 1;
        for (const secret of [...Object.values(PRIVATE), orderId]) {
          expect(res.body, `${where} leaks ${secret}`).not.toContain(secret);
        }
      }
      if (route === 'GET /product/get-products') {
        expect(res.body.includes(hiddenProductId), where).toBe(STAFF.includes(caller));
      }
    }
    console.log(`[matrix] ${route}: ${summary.join(' ')}`);
  });

  it('prints the totals', () => {
    console.log(
      `[matrix] cells tried ${figures.cells}, refused ${figures.refused}, ` +
        `database-unchanged checks ${figures.unchangedChecks}, no-leak checks ${figures.leakChecks}`,
    );
    expect(figures.cells).toBe(Object.keys(ACCESS_MATRIX).length * CALLERS.length);
  });
});

describe(`one customer against another's data on ${dbKind}`, () => {
  it('ids copied from another customer find nothing, change nothing and read only own data', async () => {
    const victimToken = await tokenOf(customer);
    const attackerToken = await tokenOf(otherCustomer);
    await ensureInCustomerCart();
    await emptyOtherCart();
    const victimCart = (await t.request('getCart', { token: victimToken })).json();
    expect(victimCart.items.length).toBeGreaterThan(0);
    const victimOrders = (await t.request('getOrders', { token: victimToken })).json().orders as {
      _id: string;
    }[];
    expect(victimOrders.map((o) => o._id)).toContain(orderId);

    const before = await dbDigest(t.database.db);
    const attempts = [
      // Guessing and copying: the victim's line, order and user ids in every place they fit.
      { method: 'POST', url: '/product/remove-from-cart', payload: { productId } },
      { method: 'GET', url: `/product/get-cart?userId=${customer.id}` },
      { method: 'GET', url: `/product/get-order?userId=${customer.id}&orderId=${orderId}` },
      { method: 'GET', url: '/product/get-order', headers: { 'x-user-id': customer.id } },
      {
        method: 'PUT',
        url: `/product/customer-order/${orderId}/status`,
        payload: { status: 'declined' },
      },
      { method: 'PATCH', url: `/product/clear-customer-info/${orderId}` },
      { method: 'GET', url: '/product/get-customer-info' },
      { method: 'DELETE', url: `/user/get-cashier-account/${customer.id}` },
    ] as const;
    const statuses: number[] = [];
    for (const attempt of attempts) {
      const res = await t.request({ ...attempt, token: attackerToken });
      statuses.push(res.statusCode);
      expect([200, 403, 404], `${attempt.method} ${attempt.url}`).toContain(res.statusCode);
      for (const secret of [...Object.values(PRIVATE), orderId, customer.id, customer.email]) {
        expect(res.body, `${attempt.method} ${attempt.url} leaks ${secret}`).not.toContain(secret);
      }
      if (res.statusCode === 200) {
        const body = res.json();
        if ('items' in body) expect(body.items).toEqual([]);
        if ('orders' in body) expect(body.orders).toEqual([]);
      }
    }
    expect(await dbDigest(t.database.db)).toEqual(before);
    console.log(
      `[idor] ${attempts.length} attempts with copied ids answered ${statuses.join(', ')}; database unchanged`,
    );
  });

  it('the owner comes from the token: a userId (or any owner field) in a body is refused', async () => {
    const attackerToken = await tokenOf(otherCustomer);
    await ensureInCustomerCart();
    const before = await dbDigest(t.database.db);
    const bodies = [
      ['/product/post-cart', { productId, quantity: 1, priceType: 'price', userId: customer.id }],
      ['/product/remove-from-cart', { productId, userId: customer.id }],
      ['/product/remove-from-cart', { productId, user: customer.id }],
      ['/product/post-checkout', { ...checkoutBody(), userId: customer.id }],
      ['/product/post-checkout', { ...checkoutBody(), customerId: customer.id }],
    ] as const;
    for (const [url, payload] of bodies) {
      const res = await t.request({ method: 'POST', url, payload, token: attackerToken });
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await dbDigest(t.database.db)).toEqual(before);
    // The victim's own data is still theirs alone.
    const [victimOrder] = await t.database.db
      .select({ userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(victimOrder?.userId).toBe(customer.id);
    console.log(`[idor] ${bodies.length} bodies naming another owner refused with 400`);
  });
});
