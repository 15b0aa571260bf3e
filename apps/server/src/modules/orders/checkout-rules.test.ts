import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_MESSAGES, addDays, shopToday } from '@shop/contract';
import { useTestApp, dbKind } from '../../test/helper.ts';
import {
  MISSING_ID,
  RULES_OFF,
  addToCart,
  checkout,
  checkoutBody,
  createProduct,
  productBody,
  setShopClock,
  setStatus,
  stockOf,
  spoken,
} from '../../test/shop.ts';

// Issue 16 at checkout: unit labels, cart quantities, delivery areas and fees, the shop's date
// and subtotal rules, daily limits under concurrency, and the payment method.

const t = useTestApp();

const settings = (body: Record<string, unknown>) =>
  t.request('updateShopSettings', { token: t.admin.token, body });

/** The real clock, every rule off and every area inactive again: each test sets only what it tries. */
afterEach(async () => {
  vi.useRealTimers();
  const reset = await settings({ ...RULES_OFF, address: null });
  expect(reset.statusCode, reset.body).toBe(200);
  const zones = (await t.request('getDeliveryZones', { token: t.admin.token })).json().zones;
  for (const zone of zones) {
    await t.request('updateDeliveryZone', {
      token: t.admin.token,
      params: { id: zone._id },
      body: { active: false },
    });
  }
});

async function zone(body: Record<string, unknown>) {
  const res = await t.request('createDeliveryZone', { token: t.admin.token, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().zone as { _id: string; name: string };
}

/** A customer with `quantity` of a fresh product at `price` in the cart. */
async function cartOf(price: number, quantity = 1, stock = 100) {
  const product = await createProduct(t, t.admin.token, {
    name: `Rule Flour ${price}`,
    price,
    stock,
  });
  const customer = await t.createUser('customer');
  expect((await addToCart(t, customer.token, product._id, quantity)).statusCode).toBe(200);
  return { product, customer };
}

const delivery = (overrides: Record<string, unknown> = {}) => ({
  deliveryMode: 'delivery',
  address: '8 Luna Street, San Fernando',
  ...overrides,
});

describe(`unit labels on ${dbKind}`, () => {
  it('round-trips through products, the cart and the order lines', async () => {
    const product = await createProduct(t, t.admin.token, {
      name: 'Unit Flour',
      price: 1280,
      halfPrice: 650,
      retailPrice: 58,
      priceUnit: ' sack (25 kg) ',
      halfPriceUnit: 'half sack',
      retailPriceUnit: 'kg',
    } as never);
    const listed = (await t.request('getProducts', { token: t.admin.token }))
      .json()
      .products.find((p: { _id: string }) => p._id === product._id);
    expect(listed).toMatchObject({
      priceUnit: 'sack (25 kg)',
      halfPriceUnit: 'half sack',
      retailPriceUnit: 'kg',
    });
    const customer = await t.createUser('customer');
    await addToCart(t, customer.token, product._id, 2, 'price');
    const cart = (await addToCart(t, customer.token, product._id, 3, 'retailPrice')).json().cart;
    expect(cart.items.map((i: any) => [i.priceType, i.unit])).toEqual([
      ['price', 'sack (25 kg)'],
      ['retailPrice', 'kg'],
    ]);
    const order = (await checkout(t, customer.token)).json().order;
    expect(order.items.map((i: any) => [i.priceType, i.unit, i.price]).sort()).toEqual([
      ['price', 'sack (25 kg)', 1280],
      ['retailPrice', 'kg', 58],
    ]);
    // The order keeps the label it was sold under.
    await t.request('updateProduct', {
      token: t.admin.token,
      params: { id: product._id },
      body: { priceUnit: null, retailPriceUnit: '' },
    });
    const [mine] = (await t.request('getOrders', { token: customer.token })).json().orders;
    expect(mine.items.find((i: any) => i.priceType === 'price').unit).toBe('sack (25 kg)');
    const after = (await t.request('getProducts', { token: t.admin.token }))
      .json()
      .products.find((p: { _id: string }) => p._id === product._id);
    expect(after).toMatchObject({
      priceUnit: null,
      halfPriceUnit: 'half sack',
      retailPriceUnit: null,
    });
  });

  it('refuses a unit over 30 characters or of the wrong type', async () => {
    for (const priceUnit of ['x'.repeat(31), 12]) {
      const res = await t.request('createProduct', {
        token: t.admin.token,
        body: { ...productBody(), priceUnit },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('priceUnit');
    }
  });
});

describe(`update-cart on ${dbKind}`, () => {
  const update = (token: string, body: Record<string, unknown>) =>
    t.request('updateCart', { token, body });

  it('sets a line to a quantity up to the stock over all of the product’s lines', async () => {
    const product = await createProduct(t, t.admin.token, {
      name: 'Sack Flour',
      price: 1000,
      halfPrice: 520,
      stock: 12,
    });
    const me = await t.createUser('customer');
    await addToCart(t, me.token, product._id, 1, 'price');
    await addToCart(t, me.token, product._id, 2, 'halfPrice');

    const ten = await update(me.token, {
      productId: product._id,
      priceType: 'price',
      quantity: 10,
    });
    expect(ten.statusCode, ten.body).toBe(200);
    expect(ten.json().cart.items.map((i: any) => [i.priceType, i.quantity])).toEqual([
      ['price', 10],
      ['halfPrice', 2],
    ]);
    expect(ten.json().cart.totalAmount).toBe(11040);

    const over = await update(me.token, {
      productId: product._id,
      priceType: 'price',
      quantity: 11,
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      message: 'Only 12 of Sack Flour in stock, and your cart already has 2.',
    });
    const down = await update(me.token, {
      productId: product._id,
      priceType: 'price',
      quantity: 1,
    });
    expect(down.json().cart.totalAmount).toBe(2040);

    // Only that tier's line goes.
    const removed = await t.request('removeFromCart', {
      token: me.token,
      body: { productId: product._id, priceType: 'halfPrice' },
    });
    expect(removed.json().cart.items.map((i: any) => i.priceType)).toEqual(['price']);
  });

  it('404 for a line not in the cart, 400 for a quantity under 1 or not whole', async () => {
    const product = await createProduct(t, t.admin.token, { stock: 5 });
    const me = await t.createUser('customer');
    await addToCart(t, me.token, product._id, 1, 'price');
    const missing = await update(me.token, {
      productId: product._id,
      priceType: 'halfPrice',
      quantity: 2,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: SERVER_MESSAGES.cartItemNotFound });
    expect(
      (await update(me.token, { productId: MISSING_ID, priceType: 'price', quantity: 1 }))
        .statusCode,
    ).toBe(404);
    for (const quantity of [0, -1, 1.5, '2']) {
      const res = await update(me.token, { productId: product._id, priceType: 'price', quantity });
      expect(res.statusCode, String(quantity)).toBe(400);
      expect(res.json().field).toBe('quantity');
    }
    const cart = (await t.request('getCart', { token: me.token })).json();
    expect(cart.items[0].quantity).toBe(1);
  });
});

describe(`delivery areas and fees on ${dbKind}`, () => {
  it('charges the area fee below its free-from subtotal and nothing from it up', async () => {
    const area = await zone({ name: 'Outside Poblacion', fee: 50, freeFrom: 3000 });
    const below = await cartOf(1250, 2);
    const res = await checkout(t, below.customer.token, delivery({ zoneId: area._id }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order).toMatchObject({
      subtotal: 2500,
      deliveryFee: 50,
      totalAmount: 2550,
      deliveryZone: 'Outside Poblacion',
    });
    const exactly = await cartOf(1500, 2);
    const free = await checkout(t, exactly.customer.token, delivery({ zoneId: area._id }));
    expect(free.json().order).toMatchObject({ subtotal: 3000, deliveryFee: 0, totalAmount: 3000 });

    // The area's later changes leave the order as charged.
    await t.request('updateDeliveryZone', {
      token: t.admin.token,
      params: { id: area._id },
      body: { fee: 80, name: 'Renamed' },
    });
    const [mine] = (await t.request('getOrders', { token: below.customer.token })).json().orders;
    expect(mine).toMatchObject({
      deliveryFee: 50,
      totalAmount: 2550,
      deliveryZone: 'Outside Poblacion',
    });
  });

  it('requires an area for delivery while one is active, refuses one for pickup or inactive', async () => {
    const area = await zone({ name: 'Town Proper', fee: 0 });
    const inactive = await zone({ name: 'Far Barangay', fee: 120, active: false });
    const { customer } = await cartOf(100, 1);
    const none = await checkout(t, customer.token, delivery());
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: SERVER_MESSAGES.deliveryZoneRequired, field: 'zoneId' });
    const pickup = await checkout(t, customer.token, { zoneId: area._id });
    expect(pickup.statusCode).toBe(400);
    expect(pickup.json().field).toBe('zoneId');
    const off = await checkout(t, customer.token, delivery({ zoneId: inactive._id }));
    expect(off.statusCode).toBe(409);
    expect(off.json()).toEqual({ message: SERVER_MESSAGES.deliveryZoneUnavailable });
    const unknown = await checkout(t, customer.token, delivery({ zoneId: MISSING_ID }));
    expect(unknown.statusCode).toBe(409);
    expect((await t.request('getCart', { token: customer.token })).json().items).toHaveLength(1);
    const ok = await checkout(t, customer.token, delivery({ zoneId: area._id }));
    expect(ok.json().order).toMatchObject({ deliveryFee: 0, totalAmount: 100 });
  });

  it('with no active area, delivery costs nothing and needs none (as the spec)', async () => {
    const { customer } = await cartOf(640, 1);
    const res = await checkout(t, customer.token, delivery());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order).toMatchObject({
      subtotal: 640,
      deliveryFee: 0,
      totalAmount: 640,
      deliveryZone: null,
    });
  });

  it('analytics count goods, not fees', async () => {
    const area = await zone({ name: 'Fee Town', fee: 75 });
    const product = await createProduct(t, t.admin.token, {
      name: `Fee Oil ${randomUUID().slice(0, 6)}`,
      category: 'oil',
      price: 200,
      stock: 10,
    });
    const customer = await t.createUser('customer');
    await addToCart(t, customer.token, product._id, 3);
    const order = (await checkout(t, customer.token, delivery({ zoneId: area._id }))).json().order;
    expect(order.totalAmount).toBe(675);
    await setStatus(t, t.cashier.token, order._id, 'approved');
    const sales = (await t.request('getCategorySales', { token: t.admin.token })).json();
    const item = sales.data
      .find((c: any) => c.category === 'oil')
      .items.find((i: any) => i.name === product.name);
    expect(item).toMatchObject({ quantitySold: 3, revenue: 600 });
  });

  it('pickup needs no address: the order keeps the shop’s', async () => {
    await settings({ address: '123 Rizal Avenue, Manila' });
    const { customer } = await cartOf(100, 1);
    const res = await checkout(t, customer.token, { address: undefined });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order.customerInfo.address).toBe('123 Rizal Avenue, Manila');
  });
});

describe(`the shop's date and subtotal rules on ${dbKind}`, () => {
  it('refuses a subtotal under the minimum order, naming it', async () => {
    await settings({ minimumOrder: 1000 });
    const small = await cartOf(999.5, 1);
    const res = await checkout(t, small.customer.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'The minimum order is ₱1,000.00; your order comes to ₱999.50.',
    });
    expect(await stockOf(t, t.admin.token, small.product._id)).toBe(100);
    const enough = await cartOf(500, 2);
    expect((await checkout(t, enough.customer.token)).statusCode).toBe(201);
  });

  it('refuses a closed weekday and a closed date, naming them', async () => {
    const date = addDays(shopToday(), 4);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    await settings({ closedWeekdays: [weekday] });
    const { customer } = await cartOf(100, 1);
    const closedDay = await checkout(t, customer.token, { pickupDate: date });
    expect(closedDay.statusCode).toBe(409);
    expect(closedDay.json()).toEqual({
      message: `We are closed on ${spoken(date)}. Please choose another date.`,
    });
    await settings({ closedWeekdays: [], closedDates: [date] });
    const holiday = await checkout(t, customer.token, { pickupDate: date });
    expect(holiday.statusCode).toBe(409);
    expect(holiday.json()).toEqual({
      message: `We are closed on ${spoken(date)}. Please choose another date.`,
    });
    expect((await checkout(t, customer.token, { pickupDate: addDays(date, 1) })).statusCode).toBe(
      201,
    );
  });

  it('refuses a date past the booking window (30 days, or the shop’s bookingDays) with 409; its last day is taken', async () => {
    setShopClock('10:00');
    const { product, customer } = await cartOf(100, 1);
    const lastOpen = async (deliveryMode: string) =>
      (await t.request('getOpenDates', { query: { deliveryMode } })).json().dates.at(-1).date;
    // The default window: today and the 29 days after it, as getOpenDates offers.
    const last = addDays(shopToday(), 29);
    expect(await lastOpen('pickup')).toBe(last);
    for (const body of [{ pickupDate: addDays(last, 1) }, delivery({ pickupDate: '2099-01-01' })]) {
      const refused = await checkout(t, customer.token, body);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toEqual({
        message: `We take orders up to 30 days ahead, until ${spoken(last)}. Please choose an earlier date.`,
      });
    }
    expect(await stockOf(t, t.admin.token, product._id)).toBe(100);
    // The admin's window of 7 days, after a 09:00 cut-off: from the day after tomorrow on.
    await settings({ bookingDays: 7, cutoffTime: '09:00' });
    const lastOfSeven = addDays(shopToday(), 2 + 6);
    expect(await lastOpen('delivery')).toBe(lastOfSeven);
    const late = await checkout(
      t,
      customer.token,
      delivery({ pickupDate: addDays(lastOfSeven, 1) }),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      message: `We take orders up to 7 days ahead, until ${spoken(lastOfSeven)}. Please choose an earlier date.`,
    });
    const taken = await checkout(t, customer.token, delivery({ pickupDate: lastOfSeven }));
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json().order.customerInfo.pickupDate).toBe(lastOfSeven);
    expect(await stockOf(t, t.admin.token, product._id)).toBe(99);
  });

  it('after the cut-off, the next day cannot be chosen; the day after can', async () => {
    setShopClock('10:00');
    await settings({ cutoffTime: '09:59' });
    const { customer } = await cartOf(100, 1);
    const tomorrow = addDays(shopToday(), 1);
    const refused = await checkout(t, customer.token, { pickupDate: tomorrow });
    expect(refused.statusCode).toBe(409);
    const earliest = addDays(shopToday(), 2);
    expect(refused.json()).toEqual({
      message: `Orders after 9:59 AM are ready from ${spoken(earliest)}. Please choose that day or later.`,
    });
    expect((await checkout(t, customer.token, { pickupDate: earliest })).statusCode).toBe(201);
  });

  it('before the cut-off, the next day can be chosen', async () => {
    setShopClock('10:00');
    await settings({ cutoffTime: '10:00' });
    const { customer } = await cartOf(100, 1);
    const res = await checkout(t, customer.token, { pickupDate: addDays(shopToday(), 1) });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a full day; declined and cancelled orders free their place', async () => {
    const date = addDays(shopToday(), 6);
    await settings({ maxDeliveriesPerDay: 2, maxPickupsPerDay: 1 });
    const first = await cartOf(100, 1);
    const a = (await checkout(t, first.customer.token, delivery({ pickupDate: date }))).json()
      .order;
    const second = await cartOf(100, 1);
    expect(
      (await checkout(t, second.customer.token, delivery({ pickupDate: date }))).statusCode,
    ).toBe(201);
    const third = await cartOf(100, 1);
    const full = await checkout(t, third.customer.token, delivery({ pickupDate: date }));
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({
      message: `${spoken(date)} is fully booked for deliveries. Please choose another date.`,
    });
    // Pickups have their own limit that day.
    expect((await checkout(t, third.customer.token, { pickupDate: date })).statusCode).toBe(201);
    await setStatus(t, t.cashier.token, a._id, 'declined');
    const fourth = await cartOf(100, 1);
    expect(
      (await checkout(t, fourth.customer.token, delivery({ pickupDate: date }))).statusCode,
    ).toBe(201);
  });

  it('50 checkouts at once for the last 5 places of a day: exactly 5 succeed', async () => {
    const date = addDays(shopToday(), 9);
    await settings({ maxPickupsPerDay: 5 });
    const product = await createProduct(t, t.admin.token, { name: 'Busy Day Flour', stock: 1000 });
    const racers = (await t.createUsers('customer', 50)).map((racer) => racer.token);
    for (const token of racers)
      expect((await addToCart(t, token, product._id, 1)).statusCode).toBe(200);
    const results = await Promise.all(
      racers.map((token) => checkout(t, token, { pickupDate: date })),
    );
    const codes = results.map((r) => r.statusCode);
    console.log(
      `[race] ${dbKind}: 50 checkouts for 5 places on ${date}: ${codes.filter((c) => c === 201).length} x 201, ${codes.filter((c) => c === 409).length} x 409`,
    );
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(45);
    expect(await stockOf(t, t.admin.token, product._id)).toBe(995);
    const open = (await t.request('getOpenDates', { query: { deliveryMode: 'pickup' } })).json();
    expect(open.dates.map((d: { date: string }) => d.date)).not.toContain(date);
  });
});

describe(`payment on ${dbKind}`, () => {
  it('records GCash with its 13-digit reference; cash is the default', async () => {
    const cash = await cartOf(100, 1);
    const cashOrder = (await checkout(t, cash.customer.token)).json().order;
    expect(cashOrder).toMatchObject({ paymentMethod: 'cash', gcashReference: null, paid: false });
    const gcash = await cartOf(100, 1);
    const res = await checkout(t, gcash.customer.token, {
      paymentMethod: 'gcash',
      gcashReference: '1234 5678 90123',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order).toMatchObject({
      paymentMethod: 'gcash',
      gcashReference: '1234567890123',
    });
    for (const body of [
      { paymentMethod: 'gcash', gcashReference: '123456789012' },
      { paymentMethod: 'gcash', gcashReference: '12345678901234' },
      { paymentMethod: 'gcash', gcashReference: '12345678901ab' },
      { paymentMethod: 'cash', gcashReference: '1234567890123' },
      { paymentMethod: 'card' },
    ]) {
      const refused = await checkout(t, gcash.customer.token, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('the customer adds the reference later to their own GCash order only', async () => {
    const { customer } = await cartOf(100, 1);
    const order = (await checkout(t, customer.token, { paymentMethod: 'gcash' })).json().order;
    expect(order.gcashReference).toBeNull();
    const give = (token: string, id: string, gcashReference: unknown) =>
      t.request('setOrderReference', { token, params: { id }, body: { gcashReference } });
    const ok = await give(customer.token, order._id, '9876543210987');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().order).toMatchObject({ _id: order._id, gcashReference: '9876543210987' });
    expect((await give(customer.token, order._id, '98765')).statusCode).toBe(400);
    const stranger = await t.createUser('customer');
    const theirs = await give(stranger.token, order._id, '1111111111111');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: SERVER_MESSAGES.orderNotFound });
    const cash = await cartOf(100, 1);
    const cashOrder = (await checkout(t, cash.customer.token)).json().order;
    const notGcash = await give(cash.customer.token, cashOrder._id, '1111111111111');
    expect(notGcash.statusCode).toBe(409);
    expect(notGcash.json()).toEqual({ message: SERVER_MESSAGES.referenceNotGcash });
    const [mine] = (await t.request('getOrders', { token: customer.token })).json().orders;
    expect(mine.gcashReference).toBe('9876543210987');
  });

  it('the cashier marks an order paid and unpaid, recorded with who and when', async () => {
    const { customer } = await cartOf(100, 1);
    const order = (
      await checkout(t, customer.token, { paymentMethod: 'gcash', gcashReference: '5555555555555' })
    ).json().order;
    const mark = (paid: unknown, token = t.cashier.token) =>
      t.request('setOrderPaid', { token, params: { id: order._id }, body: { paid } });
    const paid = await mark(true);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      message: SERVER_MESSAGES.orderMarkedPaid,
      customerOrder: {
        _id: order._id,
        orderNumber: order.orderNumber,
        paid: true,
        paidBy: 'Test cashier',
      },
    });
    expect(Date.parse(paid.json().customerOrder.paidAt)).not.toBeNaN();
    const entry = (await t.request('getCustomerQueue', { token: t.admin.token }))
      .json()
      .customer.find((e: any) => e._id === order._id);
    expect(entry).toMatchObject({
      paymentMethod: 'gcash',
      gcashReference: '5555555555555',
      paid: true,
      paidBy: 'Test cashier',
    });
    const [mine] = (await t.request('getOrders', { token: customer.token })).json().orders;
    expect(mine.paid).toBe(true);
    expect('paidBy' in mine).toBe(false);
    const unpaid = await mark(false, t.admin.token);
    expect(unpaid.json()).toMatchObject({
      message: SERVER_MESSAGES.orderMarkedUnpaid,
      customerOrder: { paid: false, paidBy: 'Test admin' },
    });
    expect((await mark('yes')).statusCode).toBe(400);
    expect((await mark(true, customer.token)).statusCode).toBe(403);
    const unknown = await t.request('setOrderPaid', {
      token: t.cashier.token,
      params: { id: MISSING_ID },
      body: { paid: true },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('remembers the texting choice (on unless unticked)', async () => {
    const on = await cartOf(100, 1);
    expect((await checkout(t, on.customer.token)).json().order.smsUpdates).toBe(true);
    const off = await cartOf(100, 1);
    expect(
      (await checkout(t, off.customer.token, { smsUpdates: false })).json().order.smsUpdates,
    ).toBe(false);
  });
});

// The spec's checkout body (no area, no payment) still works as it always did.
it(`the spec's checkout body still checks out on ${dbKind}`, async () => {
  const { customer } = await cartOf(250, 2);
  const res = await t.request('checkout', { token: customer.token, body: checkoutBody() });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().order).toMatchObject({ subtotal: 500, deliveryFee: 0, totalAmount: 500 });
});
