import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MONEY_MAX,
  PHONE_NUMBER_MESSAGE,
  SERVER_MESSAGES,
  addDays,
  shopToday,
} from '@shop/contract';
import { orders, products } from '../../db/schema/index.ts';
import { useTestApp, dbKind } from '../../test/helper.ts';
import {
  MISSING_ID,
  addToCart,
  cancelOrder,
  checkout,
  checkoutBody,
  createProduct,
  setStatus,
  stockOf,
  updateProduct,
  statusEventsOf,
} from '../../test/shop.ts';

const t = useTestApp();

const getCart = (token: string) => t.request('getCart', { token });
const myOrders = (token?: string) => t.request('getOrders', { token });
const queue = (token?: string, status?: string) =>
  t.request('getCustomerQueue', { token, query: status === undefined ? {} : { status } });
const clearInfo = (token: string | undefined, id: string) =>
  t.request('clearCustomerInfo', { params: { id }, token });

/** A customer who checked out `quantity` of a fresh product (stock 10, full price 100). */
async function placedOrder(quantity = 2, stock = 10, checkoutOverrides: object = {}) {
  const product = await createProduct(t, t.admin.token, { name: 'Queue Flour', price: 100, stock });
  const customer = await t.createUser('customer');
  await addToCart(t, customer.token, product._id, quantity);
  const res = await checkout(t, customer.token, { ...checkoutOverrides });
  expect(res.statusCode).toBe(201);
  return { product, customer, order: res.json().order };
}

const events = (id: string) => statusEventsOf(t, id);

describe(`orders on ${dbKind}`, () => {
  describe('checkout', () => {
    it('creates a pending order with exact totals, takes the stock and empties the cart', async () => {
      const flour = await createProduct(t, t.admin.token, {
        name: 'Bread Flour 25kg',
        description: 'High-protein flour.',
        price: 1280.55,
        stock: 10,
      });
      const sugar = await createProduct(t, t.admin.token, {
        name: 'Powdered Sugar 1kg',
        category: 'sugar',
        price: 110,
        retailPrice: 12.5,
        stock: 45,
      });
      const me = await t.createUser('customer');
      await addToCart(t, me.token, flour._id, 2, 'price');
      await addToCart(t, me.token, sugar._id, 3, 'retailPrice');
      const pickupDate = addDays(shopToday(), 3);

      const res = await checkout(t, me.token, { pickupDate, deliveryMode: 'delivery' });
      expect(res.statusCode).toBe(201);
      const { order } = res.json();
      expect(order).toMatchObject({
        status: 'pending',
        customerInfo: {
          name: 'Maria Santos',
          phoneNumber: '+639123456789',
          address: '12 Rizal St, Quezon City',
          pickupDate,
        },
        deliveryMode: 'delivery',
        totalAmount: 2598.6,
      });
      expect(order.items).toHaveLength(2);
      expect(order.items).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            product: {
              _id: flour._id,
              name: 'Bread Flour 25kg',
              description: 'High-protein flour.',
            },
            name: 'Bread Flour 25kg',
            priceType: 'price',
            price: 1280.55,
            quantity: 2,
            subtotal: 2561.1,
          }),
          expect.objectContaining({
            name: 'Powdered Sugar 1kg',
            priceType: 'retailPrice',
            price: 12.5,
            quantity: 3,
            subtotal: 37.5,
          }),
        ]),
      );
      expect(await stockOf(t, t.admin.token, flour._id)).toBe(8);
      expect(await stockOf(t, t.admin.token, sugar._id)).toBe(42);
      expect((await getCart(me.token)).json()).toEqual({ items: [], totalAmount: 0 });

      const [row] = await t.database.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, flour._id));
      expect(row?.stock).toBe(8);
    });

    it('keeps a snapshot: later renames and price changes do not alter the order', async () => {
      const { product, customer, order } = await placedOrder(2);
      await updateProduct(t, t.admin.token, product._id, { name: 'Renamed Flour', price: 999 });
      const [again] = (await myOrders(customer.token)).json().orders;
      expect(again._id).toBe(order._id);
      expect(again.items[0]).toMatchObject({ name: 'Queue Flour', price: 100, subtotal: 200 });
      expect(again.totalAmount).toBe(200);
    });

    it('answers 400 "Your cart is empty." for an empty cart', async () => {
      const me = await t.createUser('customer');
      const res = await checkout(t, me.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: SERVER_MESSAGES.cartEmpty });
    });

    it('refuses a client-sent total, price or items (strict body) and changes nothing', async () => {
      const p = await createProduct(t, t.admin.token, { price: 500, stock: 5 });
      const me = await t.createUser('customer');
      await addToCart(t, me.token, p._id, 1);
      for (const extra of [
        { totalAmount: 1 },
        { price: 0.01 },
        { items: [{ productId: p._id, quantity: 1, price: 0.01 }] },
        { status: 'approved' },
      ]) {
        const res = await checkout(t, me.token, extra);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(Object.keys(extra)[0]!);
      }
      expect((await myOrders(me.token)).json().orders).toEqual([]);
      expect(await stockOf(t, t.admin.token, p._id)).toBe(5);
      const ok = await checkout(t, me.token);
      expect(ok.json().order.totalAmount).toBe(500);
    });

    it.each([
      [{ name: '' }, 'name', 'Name is required'],
      [
        { address: undefined, deliveryMode: 'delivery' },
        'address',
        'Address is required for delivery',
      ],
      [{ address: '   ', deliveryMode: 'delivery' }, 'address', 'Address is required for delivery'],
      [{ phoneNumber: 'call me' }, 'phoneNumber', PHONE_NUMBER_MESSAGE],
      // Issue 29: a number one digit short was taken, and texts to it failed.
      [{ phoneNumber: '0917-555-12' }, 'phoneNumber', PHONE_NUMBER_MESSAGE],
      [{ phoneNumber: '+1 212 555 0100' }, 'phoneNumber', PHONE_NUMBER_MESSAGE],
      [{ phoneNumber: 639123456789 }, 'phoneNumber', 'Phone number is required'],
      [{ pickupDate: '2020-01-01' }, 'pickupDate', 'Pickup date cannot be in the past'],
      [{ pickupDate: 'tomorrow' }, 'pickupDate', undefined],
      [{ deliveryMode: 'drone' }, 'deliveryMode', 'Delivery mode must be pickup or delivery'],
      [{ deliveryMode: undefined }, 'deliveryMode', undefined],
    ])('refuses %j with 400 naming the field', async (patch, field, message) => {
      const p = await createProduct(t, t.admin.token);
      const me = await t.createUser('customer');
      await addToCart(t, me.token, p._id);
      const res = await t.request('checkout', {
        body: { ...checkoutBody(), ...patch },
        token: me.token,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(field);
      if (message) expect(res.json().message).toBe(message);
      expect((await getCart(me.token)).json().items).toHaveLength(1);
    });

    it('answers 409 naming the product when stock ran out, and rolls every line back', async () => {
      const first = await createProduct(t, t.admin.token, { name: 'Plenty Flour', stock: 10 });
      const second = await createProduct(t, t.admin.token, { name: 'Bread Flour 25kg', stock: 10 });
      const me = await t.createUser('customer');
      await addToCart(t, me.token, first._id, 2);
      await addToCart(t, me.token, second._id, 5);
      await updateProduct(t, t.admin.token, second._id, { stock: 4 });

      const res = await checkout(t, me.token);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'Not enough stock for Bread Flour 25kg.' });
      expect(await stockOf(t, t.admin.token, first._id)).toBe(10);
      expect(await stockOf(t, t.admin.token, second._id)).toBe(4);
      expect((await getCart(me.token)).json().items).toHaveLength(2);
      expect((await myOrders(me.token)).json().orders).toEqual([]);
    });

    it('answers 409 when a product in the cart went near expiry or was deleted', async () => {
      const p = await createProduct(t, t.admin.token, { name: 'Aging Lard', category: 'lard' });
      const me = await t.createUser('customer');
      await addToCart(t, me.token, p._id, 1);
      await updateProduct(t, t.admin.token, p._id, { expirationDate: addDays(shopToday(), 30) });
      const res = await checkout(t, me.token);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'Aging Lard is no longer available.' });
      expect(await stockOf(t, t.admin.token, p._id)).toBe(50);
    });

    it('answers 409 naming the product when its price tier disappeared after it was added', async () => {
      const p = await createProduct(t, t.admin.token, { name: 'Half Margarine', halfPrice: 300 });
      const me = await t.createUser('customer');
      await addToCart(t, me.token, p._id, 1, 'halfPrice');
      // Bypasses the admin call (which also clears the carts) to play the race where the
      // tier goes away between reading the cart and taking the stock.
      await t.database.db.update(products).set({ halfPrice: null }).where(eq(products.id, p._id));
      const res = await checkout(t, me.token);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'Half Price is no longer available for Half Margarine.',
      });
      expect(await stockOf(t, t.admin.token, p._id)).toBe(50);
    });

    it('refuses (401) a token from before the customer logged out, and changes nothing', async () => {
      // The route checks only the token's signature; the checkout call confirms the session.
      const p = await createProduct(t, t.admin.token, { name: 'Signed Out Sugar', stock: 5 });
      const me = await t.createUser('customer');
      await addToCart(t, me.token, p._id, 2);
      const out = await t.request('logout', { token: me.token });
      expect(out.statusCode).toBe(200);
      const res = await checkout(t, me.token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: SERVER_MESSAGES.unauthorized });
      expect(await stockOf(t, t.admin.token, p._id)).toBe(5);
      const [row] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.userId, me.id));
      expect(row!.n).toBe(0);
    });

    it('answers 400 when the order total would pass the largest amount, and changes nothing', async () => {
      const p = await createProduct(t, t.admin.token, { name: 'Gold Flour', price: MONEY_MAX });
      const me = await t.createUser('customer');
      await addToCart(t, me.token, p._id, 2);
      const res = await checkout(t, me.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: SERVER_MESSAGES.orderTotalTooLarge });
      expect(await stockOf(t, t.admin.token, p._id)).toBe(50);
      expect((await getCart(me.token)).json().items).toHaveLength(1);
      expect((await myOrders(me.token)).json().orders).toEqual([]);
    });

    it('with an Idempotency-Key, a retry returns the same order and takes nothing twice', async () => {
      const p = await createProduct(t, t.admin.token, { price: 10, stock: 10 });
      const me = await t.createUser('customer');
      const other = await t.createUser('customer');
      await addToCart(t, me.token, p._id, 3);
      const key = { 'idempotency-key': 'checkout-1234' };
      const first = await checkout(t, me.token, {}, key);
      const retry = await checkout(t, me.token, {}, key);
      expect(first.statusCode).toBe(201);
      expect(retry.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      expect(retry.json().order).toEqual(first.json().order);
      expect(await stockOf(t, t.admin.token, p._id)).toBe(7);
      expect((await myOrders(me.token)).json().orders).toHaveLength(1);

      // The same key from another customer is theirs alone.
      await addToCart(t, other.token, p._id, 1);
      const theirs = await checkout(t, other.token, {}, key);
      expect(theirs.statusCode).toBe(201);
      expect(theirs.json().order._id).not.toBe(first.json().order._id);

      // A new key is a new checkout: the cart is empty now.
      const fresh = await checkout(t, me.token, {}, { 'idempotency-key': 'checkout-5678' });
      expect(fresh.statusCode).toBe(400);
      const blank = await checkout(t, me.token, {}, { 'idempotency-key': '' });
      expect(blank.statusCode).toBe(400);
    });
  });

  describe('getOrders', () => {
    it("lists only the customer's own orders, newest first, with lines and price types", async () => {
      const p = await createProduct(t, t.admin.token, { price: 20, halfPrice: 11 });
      const me = await t.createUser('customer');
      const other = await t.createUser('customer');
      await addToCart(t, me.token, p._id, 1, 'halfPrice');
      const older = (await checkout(t, me.token)).json().order;
      await addToCart(t, me.token, p._id, 2, 'price');
      const newer = (await checkout(t, me.token)).json().order;
      await addToCart(t, other.token, p._id, 1);
      await checkout(t, other.token);

      const res = await myOrders(me.token);
      expect(res.statusCode).toBe(200);
      const { orders } = res.json();
      expect(orders.map((o: any) => o._id)).toEqual([newer._id, older._id]);
      expect(orders[0].items[0]).toMatchObject({ priceType: 'price', quantity: 2, subtotal: 40 });
      expect(orders[1].items[0]).toMatchObject({ priceType: 'halfPrice', price: 11 });
      expect((await myOrders((await t.createUser('customer')).token)).json()).toEqual({
        orders: [],
      });
    });
  });

  describe('getCustomerQueue', () => {
    it('lists orders with customer info, oldest first, in the spec shape', async () => {
      const a = await placedOrder(1);
      const b = await placedOrder(2);
      const res = await queue(t.cashier.token);
      expect(res.statusCode).toBe(200);
      const entries = res.json().customer as any[];
      const ids = entries.map((e) => e._id);
      expect(ids.indexOf(a.order._id)).toBeLessThan(ids.indexOf(b.order._id));
      const entry = entries.find((e) => e._id === b.order._id);
      // Staff see which lot each line took (its product's one lot, created with it).
      const [lot] = (
        await t.request('listLots', { token: t.cashier.token, params: { id: b.product._id } })
      ).json().lots;
      expect(entry).toEqual({
        _id: b.order._id,
        orderNumber: b.order.orderNumber,
        status: 'pending',
        note: null,
        statusHistory: [{ status: 'pending', at: b.order.createdAt, note: null, by: null }],
        customerInfo: b.order.customerInfo,
        orderId: {
          _id: b.order._id,
          items: b.order.items.map((i: object) => ({
            ...i,
            lots: [
              {
                lotId: lot._id,
                quantity: 2,
                expirationDate: lot.expirationDate,
                stockUnit: 'unit',
              },
            ],
            refundedQuantity: 0,
          })),
          totalAmount: 200,
        },
        deliveryMode: 'pickup',
        createdAt: b.order.createdAt,
        subtotal: 200,
        deliveryFee: 0,
        totalAmount: 200,
        deliveryZone: null,
        paymentMethod: 'cash',
        gcashReference: null,
        paid: false,
        paidAt: null,
        paidBy: null,
        smsUpdates: true,
        channel: 'online',
        tendered: null,
        change: null,
        refundedAmount: 0,
      });
      expect((await queue(t.admin.token)).statusCode).toBe(200);
    });
  });

  describe('setOrderStatus', () => {
    it('moves stock exactly: approve keeps it taken, decline returns it, re-approve takes it again', async () => {
      const { product, order } = await placedOrder(3, 10);
      expect(await stockOf(t, t.admin.token, product._id)).toBe(7);

      const approved = await setStatus(t, t.cashier.token, order._id, 'approved');
      expect(approved.statusCode).toBe(200);
      /** The status call's answer for this order, as the cashier's screen reads it. */
      const answer = (status: string, message: string) => ({
        customerOrder: { _id: order._id, orderNumber: order.orderNumber, status, note: null },
        message,
      });
      expect(approved.json()).toEqual(answer('approved', SERVER_MESSAGES.orderApproved));
      expect(await stockOf(t, t.admin.token, product._id)).toBe(7);

      const declined = await setStatus(t, t.admin.token, order._id, 'declined');
      expect(declined.json()).toEqual(answer('declined', SERVER_MESSAGES.orderDeclined));
      expect(await stockOf(t, t.admin.token, product._id)).toBe(10);

      const again = await setStatus(t, t.cashier.token, order._id, 'approved');
      expect(again.statusCode).toBe(200);
      expect(await stockOf(t, t.admin.token, product._id)).toBe(7);

      const log = await events(order._id);
      expect(log.map((e) => [e.fromStatus, e.toStatus, e.changedBy])).toEqual([
        ['pending', 'approved', t.cashier.id],
        ['approved', 'declined', t.admin.id],
        ['declined', 'approved', t.cashier.id],
      ]);
      expect(log.every((e) => e.changedAt instanceof Date)).toBe(true);
    });

    it('declining a pending order returns its stock', async () => {
      const { product, order, customer } = await placedOrder(4, 10);
      await setStatus(t, t.cashier.token, order._id, 'declined');
      expect(await stockOf(t, t.admin.token, product._id)).toBe(10);
      expect((await myOrders(customer.token)).json().orders[0].status).toBe('declined');
    });

    it('setting the current status again is a 200 no-op: no stock movement, no event', async () => {
      const { product, order } = await placedOrder(2, 10);
      await setStatus(t, t.cashier.token, order._id, 'declined');
      const same = await setStatus(t, t.cashier.token, order._id, 'declined');
      expect(same.statusCode).toBe(200);
      expect(same.json().customerOrder.status).toBe('declined');
      expect(await stockOf(t, t.admin.token, product._id)).toBe(10);
      expect(await events(order._id)).toHaveLength(1);
    });

    it('re-approving a declined order whose stock is gone is 409 and changes nothing', async () => {
      const { product, order } = await placedOrder(3, 10);
      await setStatus(t, t.cashier.token, order._id, 'declined');
      await updateProduct(t, t.admin.token, product._id, { stock: 2 });
      const res = await setStatus(t, t.cashier.token, order._id, 'approved');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'Not enough stock for Queue Flour.' });
      expect(await stockOf(t, t.admin.token, product._id)).toBe(2);
      const entry = (await queue(t.cashier.token, 'done'))
        .json()
        .customer.find((e: any) => e._id === order._id);
      expect(entry.status).toBe('declined');
      expect(await events(order._id)).toHaveLength(1);
    });

    it('validates the status and the id; unknown order 404', async () => {
      const { order } = await placedOrder(1);
      for (const body of [
        { status: 'pending' },
        { status: 'APPROVED' },
        {},
        { status: 'approved', stock: 1 },
      ]) {
        const res = await t.request('setOrderStatus', {
          params: { id: order._id },
          body,
          token: t.cashier.token,
        });
        expect(res.statusCode).toBe(400);
      }
      const unknown = await setStatus(t, t.cashier.token, MISSING_ID, 'approved');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: SERVER_MESSAGES.orderNotFound });
      expect((await setStatus(t, t.cashier.token, 'nope', 'approved')).statusCode).toBe(400);
    });
  });

  describe('clearCustomerInfo', () => {
    it('erases name, phone and address, drops the order from the queue and keeps it otherwise', async () => {
      const { customer, order } = await placedOrder(2);
      for (const status of ['approved', 'ready', 'completed']) {
        expect((await setStatus(t, t.cashier.token, order._id, status)).statusCode).toBe(200);
      }
      const res = await clearInfo(t.cashier.token, order._id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: SERVER_MESSAGES.customerInfoCleared });

      const ids = (await queue(t.cashier.token, 'done')).json().customer.map((e: any) => e._id);
      expect(ids).not.toContain(order._id);
      const [mine] = (await myOrders(customer.token)).json().orders;
      expect(mine).toMatchObject({
        _id: order._id,
        status: 'completed',
        customerInfo: {
          name: null,
          phoneNumber: null,
          address: null,
          pickupDate: order.customerInfo.pickupDate,
        },
        totalAmount: 200,
      });
      expect(mine.items).toEqual(order.items);
      const sales = (await t.request('getCategorySales', { token: t.admin.token })).json();
      expect(sales.topProducts.some((p: any) => p.unitsSold >= 2)).toBe(true);

      const again = await clearInfo(t.admin.token, order._id);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: SERVER_MESSAGES.orderNotFound });
    });

    it('answers 404 for an unknown order and 400 for a malformed id', async () => {
      expect((await clearInfo(t.cashier.token, MISSING_ID)).statusCode).toBe(404);
      expect((await clearInfo(t.cashier.token, 'abc')).statusCode).toBe(400);
    });
  });

  describe('order numbers', () => {
    it('numbers every order from the sequence, shows it in checkout, history and queue', async () => {
      const a = await placedOrder(1);
      const b = await placedOrder(1);
      expect(Number.isInteger(a.order.orderNumber)).toBe(true);
      expect(a.order.orderNumber).toBeGreaterThanOrEqual(1001);
      expect(b.order.orderNumber).toBeGreaterThan(a.order.orderNumber);
      const [mine] = (await myOrders(b.customer.token)).json().orders;
      expect(mine.orderNumber).toBe(b.order.orderNumber);
      const entry = (await queue(t.cashier.token))
        .json()
        .customer.find((e: any) => e._id === b.order._id);
      expect(entry.orderNumber).toBe(b.order.orderNumber);
      // A new order starts its timeline pending, at the order's time, with no note.
      expect(b.order).toMatchObject({
        status: 'pending',
        note: null,
        statusHistory: [{ status: 'pending', at: b.order.createdAt, note: null }],
      });
    });

    it('the database refuses two orders with one number', async () => {
      const a = await placedOrder(1);
      const b = await placedOrder(1);
      await expect(
        t.database.db
          .update(orders)
          .set({ orderNumber: a.order.orderNumber })
          .where(eq(orders.id, b.order._id)),
      ).rejects.toThrow();
    });
  });

  describe('the lifecycle', () => {
    /** How each status is reached from pending. */
    const PATHS: Record<string, (orderId: string, customerToken: string) => Promise<void>> = {
      pending: async () => {},
      approved: async (id) => void (await setStatus(t, t.cashier.token, id, 'approved')),
      ready: async (id) => {
        await setStatus(t, t.cashier.token, id, 'approved');
        await setStatus(t, t.cashier.token, id, 'ready');
      },
      completed: async (id) => {
        for (const s of ['approved', 'ready', 'completed'])
          await setStatus(t, t.cashier.token, id, s);
      },
      declined: async (id) => void (await setStatus(t, t.cashier.token, id, 'declined')),
      cancelled: async (id, token) => void (await cancelOrder(t, token, id)),
    };
    /** What staff may do from each status (written out here, not read from the code). */
    const ALLOWED: Record<string, string[]> = {
      pending: ['approved', 'declined'],
      approved: ['ready', 'declined'],
      ready: ['completed', 'declined'],
      completed: [],
      declined: ['approved'],
      cancelled: [],
    };
    /** An order of 3 from a stock of 10 holds 3 until it is declined or cancelled. */
    const stockWhile = (status: string) => (['declined', 'cancelled'].includes(status) ? 10 : 7);
    const cases = Object.keys(PATHS).flatMap((from) =>
      ['approved', 'declined', 'ready', 'completed'].map((to) => [from, to] as const),
    );

    it.each(cases)('staff move %s -> %s', async (from, to) => {
      const { product, order, customer } = await placedOrder(3, 10);
      await PATHS[from]!(order._id, customer.token);
      expect((await myOrders(customer.token)).json().orders[0].status).toBe(from);
      const eventsBefore = (await events(order._id)).length;
      const res = await setStatus(t, t.admin.token, order._id, to, 'A note');
      const [after] = (await myOrders(customer.token)).json().orders;
      if (from === to) {
        expect(res.statusCode).toBe(200);
        expect(await events(order._id)).toHaveLength(eventsBefore);
        expect(after.status).toBe(from);
      } else if (ALLOWED[from]!.includes(to)) {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().customerOrder).toEqual({
          _id: order._id,
          orderNumber: order.orderNumber,
          status: to,
          note: 'A note',
        });
        expect(after.status).toBe(to);
        expect(await stockOf(t, t.admin.token, product._id)).toBe(stockWhile(to));
      } else {
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ message: `Cannot move an order from ${from} to ${to}.` });
        expect(after.status).toBe(from);
        expect(await stockOf(t, t.admin.token, product._id)).toBe(stockWhile(from));
        expect(await events(order._id)).toHaveLength(eventsBefore);
      }
    });

    it.each(Object.keys(PATHS))('customer cancels a %s order', async (from) => {
      const { product, order, customer } = await placedOrder(3, 10);
      await PATHS[from]!(order._id, customer.token);
      const res = await cancelOrder(t, customer.token, order._id);
      if (from === 'pending' || from === 'cancelled') {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().message).toBe(SERVER_MESSAGES.orderCancelled);
        expect(res.json().order).toMatchObject({
          _id: order._id,
          orderNumber: order.orderNumber,
          status: 'cancelled',
          note: null,
        });
        expect(res.json().order.statusHistory.map((h: any) => h.status)).toEqual([
          'pending',
          'cancelled',
        ]);
        expect(await stockOf(t, t.admin.token, product._id)).toBe(10);
        expect(await events(order._id)).toHaveLength(1);
      } else {
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ message: `Cannot move an order from ${from} to cancelled.` });
        expect(await stockOf(t, t.admin.token, product._id)).toBe(stockWhile(from));
      }
    });

    it("another customer's order is 404 to cancel and stays as it was", async () => {
      const { product, order } = await placedOrder(3, 10);
      const stranger = await t.createUser('customer');
      const res = await cancelOrder(t, stranger.token, order._id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: SERVER_MESSAGES.orderNotFound });
      expect((await cancelOrder(t, stranger.token, MISSING_ID)).statusCode).toBe(404);
      expect((await cancelOrder(t, stranger.token, 'nope')).statusCode).toBe(400);
      expect(await stockOf(t, t.admin.token, product._id)).toBe(7);
      expect(await events(order._id)).toHaveLength(0);
    });

    it('stock through a whole life: ready -> declined returns it, re-approval takes it again', async () => {
      const { product, order } = await placedOrder(4, 10);
      expect(await stockOf(t, t.admin.token, product._id)).toBe(6);
      await setStatus(t, t.cashier.token, order._id, 'approved');
      await setStatus(t, t.cashier.token, order._id, 'ready');
      expect(await stockOf(t, t.admin.token, product._id)).toBe(6);
      await setStatus(t, t.cashier.token, order._id, 'declined', 'Sorry, the sacks got wet');
      expect(await stockOf(t, t.admin.token, product._id)).toBe(10);
      await setStatus(t, t.cashier.token, order._id, 'approved');
      expect(await stockOf(t, t.admin.token, product._id)).toBe(6);
      await setStatus(t, t.cashier.token, order._id, 'ready');
      await setStatus(t, t.cashier.token, order._id, 'completed');
      expect(await stockOf(t, t.admin.token, product._id)).toBe(6);
      expect((await events(order._id)).map((e) => [e.fromStatus, e.toStatus])).toEqual([
        ['pending', 'approved'],
        ['approved', 'ready'],
        ['ready', 'declined'],
        ['declined', 'approved'],
        ['approved', 'ready'],
        ['ready', 'completed'],
      ]);
    });

    it('sales count an order once from approval to completion, and not after a decline', async () => {
      const product = await createProduct(t, t.admin.token, {
        name: 'Counted Lard',
        category: 'lard',
        price: 50,
        stock: 10,
      });
      const customer = await t.createUser('customer');
      await addToCart(t, customer.token, product._id, 2);
      const order = (await checkout(t, customer.token)).json().order;
      const sold = async () => {
        const res = await t.request('getCategorySales', { token: t.admin.token });
        const lard = res.json().data.find((c: any) => c.category === 'lard');
        return lard.items.find((i: any) => i.name === 'Counted Lard')?.quantitySold ?? 0;
      };
      expect(await sold()).toBe(0);
      await setStatus(t, t.cashier.token, order._id, 'approved');
      expect(await sold()).toBe(2);
      await setStatus(t, t.cashier.token, order._id, 'ready');
      expect(await sold()).toBe(2);
      await setStatus(t, t.cashier.token, order._id, 'declined');
      expect(await sold()).toBe(0);
      await setStatus(t, t.cashier.token, order._id, 'approved');
      await setStatus(t, t.cashier.token, order._id, 'ready');
      await setStatus(t, t.cashier.token, order._id, 'completed');
      expect(await sold()).toBe(2);
    });
  });

  describe('notes and history', () => {
    it("shows the customer the latest change's note and the timeline, never who made it", async () => {
      const { order, customer } = await placedOrder(1);
      const approved = await setStatus(
        t,
        t.cashier.token,
        order._id,
        'approved',
        '  Ready after 2 PM ',
      );
      expect(approved.json().customerOrder.note).toBe('Ready after 2 PM');
      let [mine] = (await myOrders(customer.token)).json().orders;
      expect(mine.note).toBe('Ready after 2 PM');
      expect(mine.statusHistory).toHaveLength(2);
      expect(mine.statusHistory[0]).toEqual({
        status: 'pending',
        at: order.createdAt,
        note: null,
      });
      expect(mine.statusHistory[1]).toEqual({
        status: 'approved',
        at: expect.any(String),
        note: 'Ready after 2 PM',
      });
      expect(Date.parse(mine.statusHistory[1].at)).toBeGreaterThanOrEqual(
        Date.parse(order.createdAt),
      );
      expect(JSON.stringify(mine)).not.toContain(t.cashier.id);
      expect(Object.keys(mine.statusHistory[1]).sort()).toEqual(['at', 'note', 'status']);

      // The same status again changes nothing, its note included.
      const same = await setStatus(t, t.cashier.token, order._id, 'approved', 'Another note');
      expect(same.json().customerOrder.note).toBe('Ready after 2 PM');

      // A change without a note: the latest note is null again; a blank note is none.
      await setStatus(t, t.cashier.token, order._id, 'ready', '   ');
      [mine] = (await myOrders(customer.token)).json().orders;
      expect(mine.note).toBeNull();
      expect(mine.statusHistory.map((h: any) => [h.status, h.note])).toEqual([
        ['pending', null],
        ['approved', 'Ready after 2 PM'],
        ['ready', null],
      ]);

      // Staff see who made each change.
      const entry = (await queue(t.cashier.token, 'ready'))
        .json()
        .customer.find((e: any) => e._id === order._id);
      expect(entry.statusHistory.map((h: any) => h.by)).toEqual([
        null,
        'Test cashier',
        'Test cashier',
      ]);
      const [row] = await events(order._id);
      expect(row).toMatchObject({ changedBy: t.cashier.id, note: 'Ready after 2 PM' });
    });

    it('keeps the decline reason for the customer', async () => {
      const { order, customer } = await placedOrder(1);
      await setStatus(t, t.admin.token, order._id, 'declined', 'Out of 25 kg sacks until Friday');
      const [mine] = (await myOrders(customer.token)).json().orders;
      expect(mine).toMatchObject({ status: 'declined', note: 'Out of 25 kg sacks until Friday' });
    });

    it('refuses a note over 200 characters or of the wrong type, and changes nothing', async () => {
      const { order } = await placedOrder(1);
      for (const note of ['x'.repeat(201), 12, ['a'], { text: 'a' }]) {
        const res = await t.request('setOrderStatus', {
          params: { id: order._id },
          body: { status: 'approved', note },
          token: t.cashier.token,
        });
        expect(res.statusCode, JSON.stringify(note)).toBe(400);
        expect(res.json().message).toEqual(expect.stringMatching(/note/i));
      }
      expect(await events(order._id)).toHaveLength(0);
      const ok = await setStatus(t, t.cashier.token, order._id, 'approved', 'x'.repeat(200));
      expect(ok.statusCode).toBe(200);
    });
  });

  describe('the queue filters', () => {
    it('shows the open orders by pickup date then order time; each tab only its statuses', async () => {
      const later = await placedOrder(1, 10, { pickupDate: addDays(shopToday(), 5) });
      const sooner = await placedOrder(1, 10, { pickupDate: addDays(shopToday(), 1) });
      const soonerToo = await placedOrder(1, 10, { pickupDate: addDays(shopToday(), 1) });
      const approved = await placedOrder(1, 10, { pickupDate: addDays(shopToday(), 2) });
      await setStatus(t, t.cashier.token, approved.order._id, 'approved');
      const ready = await placedOrder(1);
      await setStatus(t, t.cashier.token, ready.order._id, 'approved');
      await setStatus(t, t.cashier.token, ready.order._id, 'ready');
      const completed = await placedOrder(1);
      for (const s of ['approved', 'ready', 'completed']) {
        await setStatus(t, t.cashier.token, completed.order._id, s);
      }
      const declined = await placedOrder(1);
      await setStatus(t, t.cashier.token, declined.order._id, 'declined');
      const cancelled = await placedOrder(1);
      await cancelOrder(t, cancelled.customer.token, cancelled.order._id);

      const ids = async (status?: string) => {
        const res = await queue(t.cashier.token, status);
        expect(res.statusCode, res.body).toBe(200);
        return res.json().customer as any[];
      };
      const open = await ids();
      expect(open).toEqual(await ids('open'));
      expect(new Set(open.map((e) => e.status))).toEqual(new Set(['pending', 'approved', 'ready']));
      for (let i = 1; i < open.length; i++) {
        const [a, b] = [open[i - 1], open[i]];
        const inOrder =
          a.customerInfo.pickupDate < b.customerInfo.pickupDate ||
          (a.customerInfo.pickupDate === b.customerInfo.pickupDate && a.createdAt <= b.createdAt);
        expect(inOrder, `${a.orderNumber} before ${b.orderNumber}`).toBe(true);
      }
      const position = (id: string) => open.findIndex((e) => e._id === id);
      expect(position(sooner.order._id)).toBeLessThan(position(soonerToo.order._id));
      expect(position(soonerToo.order._id)).toBeLessThan(position(approved.order._id));
      expect(position(approved.order._id)).toBeLessThan(position(later.order._id));
      for (const done of [completed, declined, cancelled])
        expect(position(done.order._id)).toBe(-1);

      for (const status of ['pending', 'approved', 'ready', 'completed', 'declined', 'cancelled']) {
        const list = await ids(status);
        expect(list.length, status).toBeGreaterThan(0);
        expect(
          list.every((e) => e.status === status),
          status,
        ).toBe(true);
      }
      const done = await ids('done');
      expect(new Set(done.map((e) => e.status))).toEqual(
        new Set(['completed', 'declined', 'cancelled']),
      );
      for (const o of [completed, declined, cancelled]) {
        expect(done.some((e) => e._id === o.order._id)).toBe(true);
      }

      for (const status of ['Pending', 'shipped', 'open ', '']) {
        const res = await queue(t.cashier.token, status);
        expect(res.statusCode, status).toBe(400);
        expect(res.json().message).toEqual(expect.any(String));
      }
    });
  });

  describe('clearing customer info of open orders', () => {
    it.each(['pending', 'approved', 'ready'])('refuses a %s order with 409', async (status) => {
      const { order } = await placedOrder(1);
      if (status !== 'pending') await setStatus(t, t.cashier.token, order._id, 'approved');
      if (status === 'ready') await setStatus(t, t.cashier.token, order._id, 'ready');
      const res = await clearInfo(t.cashier.token, order._id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: `Only finished orders (completed, declined or cancelled) can be cleared; this order is ${status}.`,
      });
      const entry = (await queue(t.cashier.token, status))
        .json()
        .customer.find((e: any) => e._id === order._id);
      expect(entry.customerInfo.name).toBe('Maria Santos');
    });

    it('clears declined and cancelled orders', async () => {
      const declined = await placedOrder(1);
      await setStatus(t, t.cashier.token, declined.order._id, 'declined');
      expect((await clearInfo(t.cashier.token, declined.order._id)).statusCode).toBe(200);
      const cancelled = await placedOrder(1);
      await cancelOrder(t, cancelled.customer.token, cancelled.order._id);
      expect((await clearInfo(t.admin.token, cancelled.order._id)).statusCode).toBe(200);
    });
  });

  it("a customer can never see or change another customer's orders", async () => {
    const { order } = await placedOrder(1);
    const stranger = await t.createUser('customer');
    expect((await myOrders(stranger.token)).json().orders).toEqual([]);
    expect((await setStatus(t, stranger.token, order._id, 'declined')).statusCode).toBe(403);
    expect((await clearInfo(stranger.token, order._id)).statusCode).toBe(403);
    expect((await queue(stranger.token)).statusCode).toBe(403);
  });

  it.each([
    ['checkout', { body: checkoutBody() }, ['cashier', 'admin']],
    ['getOrders', {}, ['cashier', 'admin']],
    ['cancelOrder', { params: { id: MISSING_ID } }, ['cashier', 'admin']],
    ['getCustomerQueue', {}, ['customer']],
    ['setOrderStatus', { params: { id: MISSING_ID }, body: { status: 'approved' } }, ['customer']],
    ['clearCustomerInfo', { params: { id: MISSING_ID } }, ['customer']],
  ] as const)('%s: visitor 401, %j 403', async (name, input, forbiddenRoles) => {
    const visitor = await t.request(name, input);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: SERVER_MESSAGES.unauthorized });
    for (const role of forbiddenRoles) {
      const user = await t.createUser(role);
      const res = await t.request(name, { ...input, token: user.token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: SERVER_MESSAGES.forbidden });
    }
  });
});
