import { describe, expect, it } from 'vitest';
import {
  BOOKING_DAYS_AHEAD,
  DEFAULT_SHOP_SETTINGS,
  addDays,
  openDates,
  shopToday,
  type DeliveryMode,
  type ShopSettings,
} from '@shop/contract';
import { orders } from '../../db/schema/index.ts';
import { dbDigest } from '../../test/db-digest.ts';
import { useTestApp, dbKind } from '../../test/helper.ts';
import { RULES_OFF, addToCart, cancelOrder, checkout, createProduct } from '../../test/shop.ts';
import {
  dayLimit,
  listOpenDates,
  readShopSettings,
  updateShopSettings,
} from './settings.service.ts';

const t = useTestApp();

/** What a shop whose admin has changed nothing answers: the contract's defaults. */
const DEFAULTS = DEFAULT_SHOP_SETTINGS;

const read = (token?: string) => t.request('getShopSettings', { token });
const update = (body: Record<string, unknown>, token = t.admin.token) =>
  t.request('updateShopSettings', { body, token });

/** Sets the settings as the admin would, and checks the call worked. */
async function set(body: Record<string, unknown>): Promise<ShopSettings> {
  const res = await update(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().settings;
}

/** Back to the defaults, as far as the rules go (the row stays). */
const resetRules = () => set(RULES_OFF);

/** An order row of one kind and status on a date, as the daily limits count them. */
async function insertOrder(
  pickupDate: string,
  deliveryMode: DeliveryMode,
  status: 'pending' | 'approved' | 'ready' | 'completed' | 'declined' | 'cancelled' = 'pending',
) {
  await t.database.db.insert(orders).values({
    userId: t.customer.id,
    customerName: 'Limit Counter',
    phoneNumber: '+639123456789',
    address: '1 Counting St',
    pickupDate,
    deliveryMode,
    status,
    subtotal: '100.00',
    totalAmount: '100.00',
  });
}

describe(`shop settings on ${dbKind}`, () => {
  it('are the defaults before the admin changes anything, for a visitor too', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    // This server is set up to send neither texts nor email (issue 29: said with the settings).
    expect(res.json()).toEqual({ settings: DEFAULTS, messaging: { sms: false, email: false } });
    expect(await readShopSettings(t.database.db)).toEqual(DEFAULTS);
    // Reading stores nothing.
    expect((await read(t.customer.token)).json().settings).toEqual(DEFAULTS);
  });

  it('the first change stores only the fields given; the rest keep their defaults', async () => {
    const settings = await set({
      address: '  123 Rizal Avenue, Sta. Cruz, Manila  ',
      phone: '(02) 8123 4567',
      minimumOrder: 1500.5,
      cutoffTime: '15:00',
      closedWeekdays: [6, 0, 0],
      closedDates: ['2030-12-25', '2030-01-01', '2030-12-25'],
      maxDeliveriesPerDay: 12,
    });
    expect(settings).toEqual({
      ...DEFAULTS,
      address: '123 Rizal Avenue, Sta. Cruz, Manila',
      phone: '(02) 8123 4567',
      minimumOrder: 1500.5,
      cutoffTime: '15:00',
      closedWeekdays: [0, 6],
      closedDates: ['2030-01-01', '2030-12-25'],
      maxDeliveriesPerDay: 12,
    });
    expect((await read()).json().settings).toEqual(settings);
  });

  it('a later change keeps every field it does not name', async () => {
    const before = (await read()).json().settings as ShopSettings;
    const change = {
      shopName: 'Dela Cruz Bakery Supply',
      hours: 'Daily, 7:00 AM – 6:00 PM',
      gcashNumber: '09171234567',
      gcashName: 'Juan Dela Cruz',
      facebookUrl: 'https://facebook.com/delacruzbakery',
      instagramUrl: 'https://instagram.com/delacruzbakery',
      gmailAddress: 'delacruz.bakery@gmail.com',
      contactUrl: 'https://m.me/delacruzbakery',
      maxPickupsPerDay: 40,
    };
    const after = await set(change);
    expect(after).toEqual({ ...before, ...change });
    expect((await read(t.cashier.token)).json().settings).toEqual(after);
  });

  it('null or an empty text clears a field; a cut-off reads back as HH:MM', async () => {
    const cleared = await set({
      address: '',
      phone: null,
      minimumOrder: null,
      cutoffTime: '07:05',
      maxDeliveriesPerDay: null,
    });
    expect(cleared).toMatchObject({
      address: null,
      phone: null,
      minimumOrder: null,
      cutoffTime: '07:05',
      maxDeliveriesPerDay: null,
      shopName: 'Dela Cruz Bakery Supply',
    });
    expect((await set({ cutoffTime: null })).cutoffTime).toBeNull();
  });

  it.each([
    [{ cutoffTime: '24:00' }, 'cutoffTime', 'Cut-off time must be HH:MM (00:00 to 23:59)'],
    [{ cutoffTime: '7:00' }, 'cutoffTime', 'Cut-off time must be HH:MM (00:00 to 23:59)'],
    [
      { closedWeekdays: [7] },
      'closedWeekdays.0',
      'Closed weekdays must be numbers from 0 (Sunday) to 6 (Saturday)',
    ],
    [{ closedDates: ['2030-02-30'] }, 'closedDates.0', undefined],
    [{ minimumOrder: 0 }, 'minimumOrder', 'Minimum order must be greater than 0'],
    [{ minimumOrder: '500' }, 'minimumOrder', 'Minimum order must be a number'],
    [{ maxPickupsPerDay: 0 }, 'maxPickupsPerDay', 'Pickups per day must be at least 1'],
    [
      { maxDeliveriesPerDay: 2.5 },
      'maxDeliveriesPerDay',
      'Deliveries per day must be a whole number',
    ],
    [
      { facebookUrl: 'http://facebook.com/x' },
      'facebookUrl',
      'Facebook address must be an https:// address',
    ],
    [
      { contactUrl: 'javascript:alert(1)' },
      'contactUrl',
      'Contact address must be an https:// address',
    ],
    [
      { gcashNumber: '0917-abc' },
      'gcashNumber',
      'GCash number must be a Philippine mobile number, like 09171234567',
    ],
    [
      { gcashNumber: '(02) 8123 4567' },
      'gcashNumber',
      'GCash number must be a Philippine mobile number, like 09171234567',
    ],
    [
      { phone: '0917-555-12' },
      'phone',
      'Phone must be a Philippine mobile or landline number, like (02) 8123 4567',
    ],
    [{ gmailAddress: 'not-an-email' }, 'gmailAddress', 'Gmail address must be an email address'],
    [{ bookingDays: 0 }, 'bookingDays', 'Booking window must be at least 1 day'],
    [{ bookingDays: 367 }, 'bookingDays', 'Booking window must be at most 366 days'],
    [{ bookingDays: null }, 'bookingDays', 'Booking window must be a number of days'],
    [{ shopName: '   ' }, 'shopName', 'Shop name is required'],
    [{ shopName: null }, 'shopName', 'Shop name is required'],
  ])('refuses %j with 400 naming the field', async (body, field, message) => {
    const before = await dbDigest(t.database.db);
    const res = await update(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().field).toBe(field);
    if (message) expect(res.json().message).toBe(message);
    expect(await dbDigest(t.database.db)).toEqual(before);
  });

  it('refuses an empty change and unknown fields', async () => {
    const empty = await update({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Nothing to update');
    const unknown = await update({ hours: 'Daily', id: 2 });
    expect(unknown.statusCode).toBe(400);
  });

  it('only the admin may change them', async () => {
    const before = (await read()).json().settings;
    expect((await update({ hours: 'Never' }, t.cashier.token)).statusCode).toBe(403);
    expect((await update({ hours: 'Never' }, t.customer.token)).statusCode).toBe(403);
    expect((await t.request('updateShopSettings', { body: { hours: 'Never' } })).statusCode).toBe(
      401,
    );
    expect((await read()).json().settings).toEqual(before);
  });

  it('dayLimit reads the limit of the order kind', async () => {
    const settings = await set({ maxPickupsPerDay: 7, maxDeliveriesPerDay: null });
    expect(dayLimit(settings, 'pickup')).toBe(7);
    expect(dayLimit(settings, 'delivery')).toBeNull();
  });
});

describe(`open dates on ${dbKind}`, () => {
  type Dated = { date: string; remaining: number | null };
  const openDatesOf = async (deliveryMode: string) => {
    const res = await t.request('getOpenDates', { query: { deliveryMode } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().dates as Dated[];
  };
  /**
   * The answer must be what the contract's rules give at the moment of the request; the
   * expectation is worked out just before and just after it, so a cut-off minute or a midnight
   * passing in between cannot fail the test.
   */
  async function expectOpenDates(
    deliveryMode: DeliveryMode,
    expected: (now: Date) => Dated[],
  ): Promise<Dated[]> {
    const before = expected(new Date());
    const answer = await openDatesOf(deliveryMode);
    const after = expected(new Date());
    expect([before, after]).toContainEqual(answer);
    return answer;
  }

  it('refuses a missing or unknown delivery mode', async () => {
    const missing = await t.request('getOpenDates', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('deliveryMode');
    const unknown = await t.request('getOpenDates', { query: { deliveryMode: 'courier' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Delivery mode must be pickup or delivery');
  });

  it('without rules: every day from today over the booking window, with no limit', async () => {
    await resetRules();
    const dates = await expectOpenDates('pickup', (now) =>
      Array.from({ length: BOOKING_DAYS_AHEAD }, (_, i) => ({
        date: addDays(shopToday(now), i),
        remaining: null,
      })),
    );
    expect(dates).toHaveLength(30);
    expect((await openDatesOf('delivery')).map((d) => d.remaining)).toEqual(Array(30).fill(null));
  });

  it('offers the shop’s booking window once the admin sets it (bookingDays)', async () => {
    const settings = await set({ bookingDays: 10 });
    expect(settings.bookingDays).toBe(10);
    const dates = await expectOpenDates('delivery', (now) =>
      Array.from({ length: 10 }, (_, i) => ({ date: addDays(shopToday(now), i), remaining: null })),
    );
    expect(dates).toHaveLength(10);
    await resetRules();
    expect((await read()).json().settings.bookingDays).toBe(BOOKING_DAYS_AHEAD);
  });

  it('leaves out closed weekdays and closed dates', async () => {
    const today = shopToday();
    const holiday = addDays(today, 4);
    const settings = await set({ closedWeekdays: [0], closedDates: [holiday] });
    const dates = await expectOpenDates('pickup', (now) =>
      openDates(settings, now).map((date) => ({ date, remaining: null })),
    );
    const days = dates.map((d) => d.date);
    expect(days).not.toContain(holiday);
    expect(days.some((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 0)).toBe(false);
    // Four or five Sundays and the holiday (unless it is a Sunday) are gone from the 30 days.
    expect(days.length).toBeGreaterThanOrEqual(24);
    expect(days.length).toBeLessThanOrEqual(26);
    await resetRules();
  });

  it('starts after the cut-off: tomorrow before it, the day after once it has passed', async () => {
    // 23:59 has not passed (but in its own minute); 00:00 has (but in its own minute).
    for (const cutoffTime of ['23:59', '00:00']) {
      const settings = await set({ cutoffTime });
      const dates = await expectOpenDates('delivery', (now) =>
        openDates(settings, now).map((date) => ({ date, remaining: null })),
      );
      expect(dates).toHaveLength(30);
      expect(dates[0]!.date > shopToday()).toBe(true);
    }
    await resetRules();
  });

  it('counts orders of the kind against its daily limit; declined and cancelled ones free their place', async () => {
    await resetRules();
    const today = shopToday();
    const full = addDays(today, 5);
    const busy = addDays(today, 6);
    await insertOrder(full, 'pickup');
    await insertOrder(full, 'pickup', 'completed');
    await insertOrder(busy, 'pickup', 'approved');
    await insertOrder(busy, 'pickup', 'declined');
    await insertOrder(busy, 'pickup', 'cancelled');
    await insertOrder(busy, 'delivery', 'ready');
    await insertOrder(busy, 'delivery', 'pending');

    await set({ maxPickupsPerDay: 2 });
    const pickups = await expectOpenDates('pickup', (now) =>
      openDates({ ...DEFAULTS }, now)
        .map((date) => ({ date, remaining: date === busy ? 1 : 2 }))
        .filter((d) => d.date !== full),
    );
    expect(pickups.find((d) => d.date === busy)).toEqual({ date: busy, remaining: 1 });
    expect(pickups.find((d) => d.date === full)).toBeUndefined();
    // Deliveries have no limit yet: nothing is counted, nothing is left out.
    const deliveries = await openDatesOf('delivery');
    expect(deliveries).toHaveLength(30);
    expect(deliveries.every((d) => d.remaining === null)).toBe(true);

    await set({ maxDeliveriesPerDay: 3 });
    expect((await openDatesOf('delivery')).find((d) => d.date === busy)).toEqual({
      date: busy,
      remaining: 1,
    });
    await set({ maxDeliveriesPerDay: 2 });
    expect((await openDatesOf('delivery')).find((d) => d.date === busy)).toBeUndefined();
    expect((await openDatesOf('delivery')).find((d) => d.date === full)).toEqual({
      date: full,
      remaining: 2,
    });
    await resetRules();
  });

  it("a checkout takes a day's place and cancelling it gives the place back", async () => {
    await resetRules();
    const day = addDays(shopToday(), 8);
    const product = await createProduct(t, t.admin.token, { name: 'Limit Flour', stock: 10 });
    await set({ maxPickupsPerDay: 3 });
    const room = async () => (await openDatesOf('pickup')).find((d) => d.date === day)?.remaining;
    expect(await room()).toBe(3);
    expect((await addToCart(t, t.customer.token, product._id, 1)).statusCode).toBe(200);
    const placed = await checkout(t, t.customer.token, { pickupDate: day });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await room()).toBe(2);
    const cancelled = await cancelOrder(t, t.customer.token, placed.json().order._id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await room()).toBe(3);
    await resetRules();
  });

  it('keeps to the contract rules at a fixed moment (the service, cut-off 15:00 in Manila)', async () => {
    await resetRules();
    // Monday 2030-03-04; 06:59 UTC is 14:59 in Manila.
    const settings = await updateShopSettings(t.database.db, {
      cutoffTime: '15:00',
      closedWeekdays: [0],
      closedDates: ['2030-03-07'],
      maxPickupsPerDay: 1,
    });
    expect(settings.cutoffTime).toBe('15:00');
    await insertOrder('2030-03-06', 'pickup');
    const at = (iso: string) =>
      listOpenDates(t.database.db, 'pickup', new Date(iso)).then((r) => r.dates);

    const beforeCutoff = await at('2030-03-04T06:59:00Z');
    // Tomorrow (the 5th) is the earliest; the 6th is full, the 7th a holiday, the 10th a Sunday.
    expect(beforeCutoff.slice(0, 4)).toEqual([
      { date: '2030-03-05', remaining: 1 },
      { date: '2030-03-08', remaining: 1 },
      { date: '2030-03-09', remaining: 1 },
      { date: '2030-03-11', remaining: 1 },
    ]);
    // Exactly 15:00 has not passed the cut-off; 15:01 has: the 5th is gone too.
    expect((await at('2030-03-04T07:00:00Z'))[0]?.date).toBe('2030-03-05');
    expect((await at('2030-03-04T07:01:00Z'))[0]?.date).toBe('2030-03-08');
    // The window is 30 days from the earliest date, less the closed and full ones.
    expect(beforeCutoff.at(-1)?.date).toBe(addDays('2030-03-05', 29));
    expect(beforeCutoff.map((d) => d.date)).toEqual(
      openDates(settings, new Date('2030-03-04T06:59:00Z')).filter((d) => d !== '2030-03-06'),
    );
    await resetRules();
  });
});
