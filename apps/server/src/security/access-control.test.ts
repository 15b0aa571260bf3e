import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SERVER_MESSAGES,
  addDays,
  api,
  shopToday,
  UPLOADS_PATH,
  type Access,
  type CallName,
  type Endpoint,
  type LooseInput,
  type Role,
} from '@shop/contract';
import { testEnv } from '../env.ts';
import {
  cartItems,
  lots,
  notifications,
  orders,
  passwordResets,
  users,
} from '../db/schema/index.ts';
import { findUserById } from '../modules/users/users.repository.ts';
import { BROKEN_SESSIONS, CALLERS, ROLE_OF, type Caller, type Row } from '../test/access-matrix.ts';
import { dbDigest } from '../test/db-digest.ts';
import { useTestApp, dbKind, openStream } from '../test/helper.ts';
import {
  addToCart,
  checkout,
  checkoutBody,
  createProduct,
  ensureShift,
  productBody,
  saleBody,
  sell,
} from '../test/shop.ts';

const SECRET = testEnv().JWT_SECRET!;
const registered: string[] = [];

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
/** An area the admin's update cells change. */
let zoneId: string;
/** Personal data only the customer, cashiers and the admin may ever receive. */
const PRIVATE = {
  name: 'Matrix Owner Dela Cruz',
  address: '77 Private Lane, Cebu City',
  phoneNumber: '+639170000777',
};
const t = useTestApp({}, { onRoute: (r) => registered.push(`${r.method} ${r.url}`) });
beforeAll(async () => {
  const make = async (role: Role): Promise<Account> => ({ ...(await t.createUser(role)), role });
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
  zoneId = await createZone('Matrix Area');
});

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

/** The customer checks out one unit, to pay by GCash; the reference comes later. */
async function placeGcashOrder(): Promise<string> {
  const token = await tokenOf(customer);
  expect((await addToCart(t, token, productId, 1)).statusCode).toBe(200);
  const res = await t.request('checkout', {
    body: { ...checkoutBody(PRIVATE), paymentMethod: 'gcash' },
    token,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order._id;
}

/** The customer checks out one unit for delivery to the matrix area. */
async function placeDeliveryOrder(): Promise<string> {
  const token = await tokenOf(customer);
  expect((await addToCart(t, token, productId, 1)).statusCode).toBe(200);
  const res = await checkout(t, token, { ...PRIVATE, deliveryMode: 'delivery', zoneId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order._id;
}

/** The tracking code the database gave an order. */
async function trackingCodeOf(id: string): Promise<string> {
  const [row] = await t.database.db
    .select({ code: orders.trackingCode })
    .from(orders)
    .where(eq(orders.id, id));
  return row!.code!;
}

/** A GCash reference number: 13 digits, different each time. */
const gcashReference = () => String(Math.floor(Math.random() * 1e13)).padStart(13, '0');

/** A delivery area made through the admin's call. */
async function createZone(name: string): Promise<string> {
  const res = await t.request('createDeliveryZone', {
    body: { name, fee: 50, freeFrom: 5000 },
    token: await tokenOf(admin),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().zone._id;
}

/** An order the customer placed and cancelled: finished, so its customer info may be cleared. */
async function placeFinishedOrder(): Promise<string> {
  const id = await placeOrder();
  const res = await t.request('cancelOrder', { params: { id }, token: await tokenOf(customer) });
  expect(res.statusCode, res.body).toBe(200);
  return id;
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

/** The one lot of a new product (its first lot, made by the create call). */
async function freshLotId(): Promise<string> {
  const product = await createProduct(t, await tokenOf(admin), { name: 'Matrix Lot' });
  const [lot] = await t.database.db.select().from(lots).where(eq(lots.productId, product._id));
  return lot!.id;
}

/** The cashier's and the admin's shifts all open (one each) or all closed. */
async function staffShifts(state: 'open' | 'closed') {
  for (const account of [cashier, admin]) {
    const token = await tokenOf(account);
    if (state === 'open') {
      await ensureShift(t, token);
      continue;
    }
    const open = (await t.request('currentShift', { token })).json().shift;
    if (open) {
      await t.request('closeShift', { token, params: { id: open._id }, body: { countedCash: 0 } });
    }
  }
}

/** A small real photo in the field `file`, as the product dialog sends it. */
function photoForm() {
  const form = new FormData();
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  form.append('file', new Blob([png], { type: 'image/png' }), 'photo.png');
  return form;
}

/** A one-product CSV file in the field `file`. */
function csvForm(name: string) {
  const form = new FormData();
  const csv = `name,category,description,price,stock,expirationDate,images\r\n${name},flour,Plain.,10,5,${addDays(shopToday(), 200)},/images/categories/flour.svg\r\n`;
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'products.csv');
  return form;
}

/**
 * Every call once: who may make it, as the status each caller gets (in CALLERS order), and how
 * it is called (set-up happens before the database snapshot). A new call adds one entry here.
 * Row columns: visitor, customer, otherCustomer, cashier, deletedCashier, admin, loggedOut,
 * expired, foreignKey, algNone, editedRole.
 */
const CASES: Record<CallName, { row: Row; request: () => Promise<LooseInput> }> = {
  health: {
    row: [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
    request: async () => ({}),
  },
  signup: {
    row: [201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 201],
    request: async () => ({
      body: {
        username: 'New Customer',
        email: `new.${randomUUID().slice(0, 8)}@gmail.com`,
        password: 'password-123',
      },
    }),
  },
  login: {
    row: [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
    request: async () => ({ body: { email: loginAccount.email, password: loginAccount.password } }),
  },
  logout: {
    row: [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
    request: async () => ({}),
  },
  getMe: {
    row: [401, 200, 200, 200, 401, 200, 401, 401, 401, 401, 401],
    request: async () => ({}),
  },
  getAccount: {
    row: [401, 200, 200, 403, 401, 403, 401, 401, 401, 401, 401],
    request: async () => ({}),
  },
  updateAccount: {
    row: [401, 200, 200, 403, 401, 403, 401, 401, 401, 401, 401],
    request: async () => ({
      body: {
        username: `Matrix Name ${randomUUID().slice(0, 8)}`,
        phoneNumber: '0917 123 4567',
        defaultAddress: '12 Matrix Street, Quezon City',
        smsUpdates: false,
        language: 'fil',
      },
    }),
  },
  setLanguage: {
    row: [401, 200, 200, 403, 401, 403, 401, 401, 401, 401, 401],
    request: async () => ({ body: { language: 'fil' } }),
  },
  changePassword: {
    row: [401, 200, 200, 403, 401, 403, 401, 401, 401, 401, 401],
    request: async () => {
      // Both customers have the default password again (loginAccount's hash: it never changes).
      const { passwordHash } = (await findUserById(t.database.db, loginAccount.id))!;
      await t.database.db
        .update(users)
        .set({ passwordHash })
        .where(inArray(users.id, [customer.id, otherCustomer.id]));
      return {
        body: { currentPassword: loginAccount.password, newPassword: 'matrix-new-pass-1' },
      };
    },
  },
  forgotPassword: {
    row: [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
    request: async () => ({ body: { email: (await t.createUser('customer')).email } }),
  },
  resetPassword: {
    row: [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
    request: async () => {
      const token = randomBytes(32).toString('base64url');
      await t.database.db.insert(passwordResets).values({
        userId: (await t.createUser('customer')).id,
        tokenHash: createHash('sha256').update(token).digest('hex'),
        expiresAt: sql`now() + interval '30 minutes'`,
      });
      return { body: { token, password: 'matrix-reset-pass-1' } };
    },
  },
  createCashier: {
    row: [401, 403, 403, 403, 401, 201, 401, 401, 401, 401, 401],
    request: async () => ({
      body: {
        username: 'New Cashier',
        email: `cashier.${randomUUID().slice(0, 8)}@gmail.com`,
        password: 'password-123',
      },
    }),
  },
  listCashiers: {
    row: [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
    request: async () => ({}),
  },
  deleteCashier: {
    row: [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
    request: async () => ({ params: { id: (await t.createUser('cashier')).id } }),
  },
  setCashierPassword: {
    row: [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
    request: async () => ({
      params: { id: (await t.createUser('cashier')).id },
      body: { password: 'matrix-new-pass-1' },
    }),
  },
  getProducts: {
    row: [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
    request: async () => ({}),
  },
  createProduct: {
    row: [401, 403, 403, 403, 401, 201, 401, 401, 401, 401, 401],
    request: async () => ({ body: productBody({ name: 'Matrix New Product' }) }),
  },
  updateProduct: {
    row: [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
    request: async () => ({
      params: { id: productId },
      body: { description: `Changed ${randomUUID()}` },
    }),
  },
  deleteProduct: {
    row: [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
    request: async () => {
      const throwaway = await createProduct(t, await tokenOf(admin), { name: 'Matrix Throwaway' });
      return { params: { id: throwaway._id } };
    },
  },
  addToCart: {
    row: [401, 200, 200, 403, 401, 403, 401, 401, 401, 401, 401],
    request: async () => ({ body: { productId, quantity: 1, priceType: 'price' } }),
  },
  getCart: {
    row: [401, 200, 200, 403, 401, 403, 401, 401, 401, 401, 401],
    request: async () => ({}),
  },
  // The other customer names the first customer's cart line: it is not in their own cart.
  removeFromCart: {
    row: [401, 200, 404, 403, 401, 403, 401, 401, 401, 401, 401],
    request: async () => {
      await ensureInCustomerCart();
      await emptyOtherCart();
      return { body: { productId } };
    },
  },
  updateCart: {
    row: [401, 200, 404, 403, 401, 403, 401, 401, 401, 401, 401],
    request: async () => {
      await ensureInCustomerCart();
      await emptyOtherCart();
      return { body: { productId, priceType: 'price', quantity: 2 } };
    },
  },
  // The other customer's own cart is empty; the first customer's cart is not theirs to check out.
  checkout: {
    row: [401, 201, 400, 403, 401, 403, 401, 401, 401, 401, 401],
    request: async () => {
      await ensureInCustomerCart();
      await emptyOtherCart();
      return { body: checkoutBody(PRIVATE) };
    },
  },
  getOrders: {
    row: [401, 200, 200, 403, 401, 403, 401, 401, 401, 401, 401],
    request: async () => ({}),
  },
  // The other customer names the first customer's order: not theirs, so not found.
  // A fresh pending order each time: a cancelled one stays cancelled.
  reorder: {
    // The customer's own order; another customer's is 404 as if it did not exist.
    row: [401, 200, 404, 403, 401, 403, 401, 401, 401, 401, 401],
    request: async () => ({ params: { id: await placeOrder() } }),
  },
  cancelOrder: {
    row: [401, 200, 404, 403, 401, 403, 401, 401, 401, 401, 401],
    request: async () => ({ params: { id: await placeOrder() } }),
  },
  getCustomerQueue: {
    row: [401, 403, 403, 200, 401, 200, 401, 401, 401, 401, 401],
    request: async () => ({}),
  },
  setOrderStatus: {
    row: [401, 403, 403, 200, 401, 200, 401, 401, 401, 401, 401],
    request: async () => ({ params: { id: orderId }, body: { status: 'approved' } }),
  },
  // The customer's own GCash order; the other customer names it: not theirs, so not found.
  // A fresh GCash order each time, with a new reference number.
  setOrderReference: {
    row: [401, 200, 404, 403, 401, 403, 401, 401, 401, 401, 401],
    request: async () => ({
      params: { id: await placeGcashOrder() },
      body: { gcashReference: gcashReference() },
    }),
  },
  setOrderPaid: {
    row: [401, 403, 403, 200, 401, 200, 401, 401, 401, 401, 401],
    request: async () => ({ params: { id: orderId }, body: { paid: true } }),
  },
  // The counter: the cashier's and the admin's shifts are opened (or closed) before each cell.
  createCounterSale: {
    row: [401, 403, 403, 201, 401, 201, 401, 401, 401, 401, 401],
    request: async () => {
      await staffShifts('open');
      return {
        headers: { 'idempotency-key': randomUUID() },
        body: saleBody([{ productId, quantity: 1 }]),
      };
    },
  },
  refundCounterSale: {
    row: [401, 403, 403, 200, 401, 200, 401, 401, 401, 401, 401],
    request: async () => {
      await staffShifts('open');
      const sale = await sell(t, await tokenOf(cashier), saleBody([{ productId, quantity: 1 }]));
      return { params: { id: sale.json().sale._id }, body: { reason: 'Changed their mind' } };
    },
  },
  openShift: {
    row: [401, 403, 403, 201, 401, 201, 401, 401, 401, 401, 401],
    request: async () => {
      await staffShifts('closed');
      return { body: { float: 1500 } };
    },
  },
  // The cashier's own shift: the cashier and the admin may close it.
  closeShift: {
    row: [401, 403, 403, 200, 401, 200, 401, 401, 401, 401, 401],
    request: async () => ({
      params: { id: await ensureShift(t, await tokenOf(cashier)) },
      body: { countedCash: 1500 },
    }),
  },
  currentShift: {
    row: [401, 403, 403, 200, 401, 200, 401, 401, 401, 401, 401],
    request: async () => ({}),
  },
  listShifts: {
    row: [401, 403, 403, 200, 401, 200, 401, 401, 401, 401, 401],
    request: async () => ({}),
  },
  // A fresh pending delivery order each time, moved to a fresh area.
  setOrderZone: {
    row: [401, 403, 403, 200, 401, 200, 401, 401, 401, 401, 401],
    request: async () => ({
      params: { id: await placeDeliveryOrder() },
      body: { zoneId: await createZone('Matrix Corrected Area') },
    }),
  },
  // A fresh finished order each time (only those may be cleared): a cleared order answers 404
  // the second time.
  clearCustomerInfo: {
    row: [401, 403, 403, 200, 401, 200, 401, 401, 401, 401, 401],
    request: async () => ({ params: { id: await placeFinishedOrder() } }),
  },
  getCategorySales: {
    row: [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
    request: async () => ({}),
  },
  // Whoever holds an order's tracking link sees its page (no personal field); no session needed.
  trackOrder: {
    row: [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
    request: async () => ({ params: { code: await trackingCodeOf(await placeOrder()) } }),
  },
  // The shop's settings, open dates and active delivery areas are public (nothing secret).
  getShopSettings: {
    row: [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
    request: async () => ({}),
  },
  updateShopSettings: {
    row: [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
    request: async () => ({
      body: { hours: 'Daily, 7:00 AM – 6:00 PM', phone: '+63 2 8123 4567' },
    }),
  },
  getOpenDates: {
    row: [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
    request: async () => ({ query: { deliveryMode: 'delivery' } }),
  },
  getDeliveryZones: {
    row: [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
    request: async () => ({}),
  },
  createDeliveryZone: {
    row: [401, 403, 403, 403, 401, 201, 401, 401, 401, 401, 401],
    request: async () => ({
      body: { name: `Matrix Area ${randomUUID().slice(0, 8)}`, fee: 40 },
    }),
  },
  updateDeliveryZone: {
    row: [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
    request: async () => ({ params: { id: zoneId }, body: { fee: 60, active: true } }),
  },
  // A fresh area each time: a removed one answers 404 the second time.
  deleteDeliveryZone: {
    row: [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
    request: async () => ({ params: { id: await createZone('Matrix Throwaway Area') } }),
  },
  // Every signed-in user may listen; what each stream carries is tested in live.test.ts.
  events: {
    row: [401, 200, 200, 200, 401, 200, 401, 401, 401, 401, 401],
    request: async () => ({}),
  },
  uploadImage: {
    row: [401, 403, 403, 403, 401, 201, 401, 401, 401, 401, 401],
    request: async () => ({ body: photoForm() }),
  },
  exportProductsCsv: {
    row: [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
    request: async () => ({}),
  },
  importProducts: {
    row: [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
    request: async () => ({ body: csvForm(`Matrix Import ${randomUUID().slice(0, 8)}`) }),
  },
  bulkUpdateProducts: {
    row: [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
    request: async () => ({ body: { ids: [productId], stock: 10_000 } }),
  },
  // Lots: staff's (cashier and admin), each on a fresh product so no other row sees its lots.
  listLots: {
    row: [401, 403, 403, 200, 401, 200, 401, 401, 401, 401, 401],
    request: async () => ({ params: { id: productId } }),
  },
  receiveLot: {
    row: [401, 403, 403, 201, 401, 201, 401, 401, 401, 401, 401],
    request: async () => ({
      params: { id: (await createProduct(t, await tokenOf(admin), { name: 'Matrix Lots' }))._id },
      body: { quantity: 5, expirationDate: addDays(shopToday(), 300) },
    }),
  },
  countLot: {
    row: [401, 403, 403, 200, 401, 200, 401, 401, 401, 401, 401],
    request: async () => ({ params: { id: await freshLotId() }, body: { quantity: 4 } }),
  },
  writeOffLot: {
    row: [401, 403, 403, 200, 401, 200, 401, 401, 401, 401, 401],
    request: async () => ({
      params: { id: await freshLotId() },
      body: { quantity: 1, reason: 'damaged' },
    }),
  },
  listStockMovements: {
    row: [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
    request: async () => ({}),
  },
  exportStockMovements: {
    row: [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
    request: async () => ({}),
  },
  // The owner's reports (issue 28): the admin's alone.
  getSalesReport: {
    row: [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
    request: async () => ({ query: { from: addDays(shopToday(), -6), to: shopToday() } }),
  },
  getDayReport: {
    row: [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
    request: async () => ({ query: { date: shopToday() } }),
  },
  exportOrdersCsv: {
    row: [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
    request: async () => ({ query: { from: shopToday(), to: shopToday() } }),
  },
  listNotifications: {
    row: [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
    request: async () => ({}),
  },
  // A fresh failed message each time: a retried one is pending (409 the second time).
  retryNotification: {
    row: [401, 403, 403, 403, 401, 200, 401, 401, 401, 401, 401],
    request: async () => {
      const [row] = await t.database.db
        .insert(notifications)
        .values({
          orderId,
          channel: 'sms',
          recipient: '+639171234567',
          orderStatus: 'approved',
          body: 'Matrix message',
          status: 'failed',
          lastError: 'Gateway answered 500',
        })
        .returning({ id: notifications.id });
      return { params: { id: row!.id } };
    },
  },
};

/** Call name -> caller -> expected status. */
const ACCESS_MATRIX = Object.fromEntries(
  Object.entries(CASES).map(([call, { row }]) => [
    call,
    Object.fromEntries(CALLERS.map((caller, i) => [caller, row[i]!])) as Record<Caller, number>,
  ]),
) as Record<CallName, Record<Caller, number>>;

/**
 * A matrix cell of a stream (the contract's `stream`), over real HTTP: inject() would wait for
 * an end that never comes. An open stream must say `ready` first; then it is closed.
 */
async function streamCell(path: string, token: string | undefined) {
  const stream = await openStream(`${await t.baseUrl()}${path}`, token);
  let body = stream.body;
  if (stream.status === 200) {
    const first = await stream.next();
    body = JSON.stringify(first);
    expect(first.event).toBe('ready');
  }
  stream.close();
  return {
    statusCode: stream.status,
    headers: Object.fromEntries(stream.headers.entries()),
    body,
    json: () => JSON.parse(body) as any,
  };
}

const CALLS = Object.keys(api) as CallName[];
/** Callers who may receive the customer's personal data and order ids. */
const MAY_SEE_PRIVATE: readonly Caller[] = ['customer', 'cashier', 'admin'];
const STAFF: readonly Caller[] = ['cashier', 'admin'];
/**
 * Public calls that write for anyone by design: signup makes an account, and reset password sets
 * a password (its proof is the emailed token, not a session). Forgot password writes nothing
 * here: the matrix's server has no SMTP_URL, so it makes no link.
 */
const PUBLIC_WRITES: readonly CallName[] = ['signup', 'resetPassword'];
const figures = { cells: 0, refused: 0, unchangedChecks: 0, leakChecks: 0, noStoreChecks: 0 };

/**
 * What a call's `access` in the contract allows each caller: past the guard (any status but
 * 401 and 403: the handler decides), or stopped by it (401 without a valid session, 403 with
 * a session of a role the call does not admit).
 */
function guardVerdict(access: Access, caller: Caller): 'passes' | 401 | 403 {
  if (access === 'anyone') return 'passes';
  const role = ROLE_OF[caller];
  if (role === null) return 401;
  if (access === 'signed-in') return 'passes';
  return access.includes(role) ? 'passes' : 403;
}

/**
 * Routes that are not calls: the HEAD twin Fastify adds to each GET route, and the API
 * documentation (/docs). The test app serves no web build (WEB_DIST is empty), so the web app
 * registers no static routes here, and its page fallback is the not-found handler, not a route.
 */
const notACall = (route: string) =>
  /^(GET|HEAD) \/docs(\/|$)/.test(route) ||
  // The uploaded photos are files (modules/uploads/uploads-route.ts), not calls.
  route === `GET ${UPLOADS_PATH}:file` ||
  (route.startsWith('HEAD ') && registered.includes(route.replace(/^HEAD /, 'GET ')));

describe(`access-control matrix on ${dbKind}`, () => {
  it('has exactly one row for every call of the contract, and no row that names no call', () => {
    const rows = Object.keys(ACCESS_MATRIX).sort();
    const calls: string[] = [...CALLS].sort();
    console.log(`[matrix] ${calls.length} calls in the contract, ${CALLERS.length} callers`);
    expect(calls.length).toBeGreaterThan(15);
    expect(
      calls.filter((c) => !rows.includes(c)),
      'calls without a matrix row',
    ).toEqual([]);
    expect(
      rows.filter((r) => !calls.includes(r)),
      'matrix rows that name no call',
    ).toEqual([]);
  });

  it('registers every call of the contract and no API route outside it', () => {
    const routes = [...new Set(registered.filter((r) => !notACall(r)))].sort();
    const contract = CALLS.map((name) => `${api[name].method} ${api[name].path}`).sort();
    console.log(`[matrix] ${routes.length} registered API routes`);
    expect(
      routes.filter((r) => !contract.includes(r)),
      'registered routes that are no call of the contract',
    ).toEqual([]);
    expect(
      contract.filter((c) => !routes.includes(c)),
      'calls of the contract the app does not register',
    ).toEqual([]);
  });

  it.each(CALLS)("%s: the row agrees with the call's access, status and errors", (name) => {
    const entry: Endpoint = api[name];
    const row = ACCESS_MATRIX[name];
    for (const caller of CALLERS) {
      const status = row[caller];
      const where = `${name} as ${caller} (access ${JSON.stringify(entry.access)}): ${status}`;
      const verdict = guardVerdict(entry.access, caller);
      if (verdict === 'passes') expect([401, 403], where).not.toContain(status);
      else expect(status, where).toBe(verdict);
      const errors: readonly number[] = entry.errors;
      if (status < 300) expect(status, where).toBe(entry.status);
      else expect(errors, `${where} is not among its errors`).toContain(status);
    }
    // Someone gets through: a row of nothing but refusals would test no handler.
    expect(
      CALLERS.some((c) => row[c] < 300),
      `${name}: nobody succeeds`,
    ).toBe(true);
  });

  it.each(CALLS)('%s: every caller gets the status of its row', async (name) => {
    const summary: string[] = [];
    for (const caller of CALLERS) {
      const expected = ACCESS_MATRIX[name][caller];
      const input = await CASES[name].request();
      const token = await tokenFor(caller);
      const before = await dbDigest(t.database.db);
      const res = (api[name] as Endpoint).stream
        ? await streamCell(api[name].path, token)
        : await t.request(name, { ...input, token });
      const after = await dbDigest(t.database.db);
      const where = `${name} as ${caller}: ${res.body.slice(0, 200)}`;
      figures.cells += 1;
      summary.push(`${caller}=${res.statusCode}`);

      expect(res.statusCode, where).toBe(expected);
      const entry = api[name] as Endpoint;
      expect(res.headers['content-type'], where).toMatch(
        res.statusCode !== 200
          ? /^application\/json/
          : entry.stream
            ? /^text\/event-stream/
            : entry.produces
              ? new RegExp(`^${entry.produces}`)
              : /^application\/json/,
      );
      // Personal answers, refusals included, are never kept by a browser or proxy.
      if (api[name].personal) {
        figures.noStoreChecks += 1;
        expect(res.headers['cache-control'], `${where}: Cache-Control`).toBe('no-store');
      } else {
        expect(res.headers['cache-control'], `${where}: Cache-Control`).not.toBe('no-store');
      }
      const body = entry.produces && res.statusCode === 200 ? res.body : res.json();
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
          !PUBLIC_WRITES.includes(name));
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
      if (name === 'getProducts') {
        expect(res.body.includes(hiddenProductId), where).toBe(STAFF.includes(caller));
      }
    }
    console.log(`[matrix] ${name}: ${summary.join(' ')}`);
  });

  it('prints the totals', () => {
    console.log(
      `[matrix] cells tried ${figures.cells}, refused ${figures.refused}, ` +
        `database-unchanged checks ${figures.unchangedChecks}, no-leak checks ${figures.leakChecks}, ` +
        `no-store checks ${figures.noStoreChecks}`,
    );
    expect(figures.cells).toBe(CALLS.length * CALLERS.length);
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
    const attempts: [CallName, LooseInput][] = [
      // Guessing and copying: the victim's line, order and user ids in every place they fit.
      ['removeFromCart', { body: { productId } }],
      ['updateCart', { body: { productId, priceType: 'price', quantity: 3 } }],
      ['setOrderReference', { params: { id: orderId }, body: { gcashReference: '1234567890123' } }],
      ['setOrderPaid', { params: { id: orderId }, body: { paid: true } }],
      ['getCart', { query: { userId: customer.id } }],
      ['getOrders', { query: { userId: customer.id, orderId } }],
      ['getOrders', { headers: { 'x-user-id': customer.id } }],
      ['setOrderStatus', { params: { id: orderId }, body: { status: 'declined' } }],
      ['clearCustomerInfo', { params: { id: orderId } }],
      ['cancelOrder', { params: { id: orderId } }],
      ['getCustomerQueue', {}],
      ['deleteCashier', { params: { id: customer.id } }],
    ];
    const statuses: number[] = [];
    for (const [name, input] of attempts) {
      const res = await t.request(name, { ...input, token: attackerToken });
      const what = `${name} ${JSON.stringify(input)}`;
      statuses.push(res.statusCode);
      expect([200, 403, 404], what).toContain(res.statusCode);
      for (const secret of [...Object.values(PRIVATE), orderId, customer.id, customer.email]) {
        expect(res.body, `${what} leaks ${secret}`).not.toContain(secret);
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
    const bodies: [CallName, object][] = [
      ['addToCart', { productId, quantity: 1, priceType: 'price', userId: customer.id }],
      ['removeFromCart', { productId, userId: customer.id }],
      ['removeFromCart', { productId, user: customer.id }],
      ['updateCart', { productId, priceType: 'price', quantity: 1, userId: customer.id }],
      ['checkout', { ...checkoutBody(), userId: customer.id }],
      ['checkout', { ...checkoutBody(), customerId: customer.id }],
    ];
    for (const [name, body] of bodies) {
      const res = await t.request(name, { body, token: attackerToken });
      expect(res.statusCode, `${name} ${res.body}`).toBe(400);
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
