import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, formatCalendarDate, shopToday } from '@shop/contract';
import { orders } from '../../db/schema/index.ts';
import { useTestApp, dbKind } from '../../test/helper.ts';
import {
  RULES_OFF,
  addToCart,
  checkout,
  createProduct,
  stockOf,
  statusEventsOf,
} from '../../test/shop.ts';

// Issue 25, item 5: approving a declined order books its day again. A day already fully booked
// under the shop's daily limit is refused (409) unless staff say override, which the order's
// history records.

const t = useTestApp();

const settings = (body: Record<string, unknown>) =>
  t.request('updateShopSettings', { token: t.admin.token, body });

afterEach(async () => {
  const reset = await settings(RULES_OFF);
  expect(reset.statusCode, reset.body).toBe(200);
});

let productId: string;
async function product() {
  productId ??= (await createProduct(t, t.admin.token, { name: 'Booked Flour', stock: 1000 }))._id;
  return productId;
}

/** A fresh customer's pickup order of one unit for `date`. */
async function pickupOrder(date: string) {
  const customer = await t.createUser('customer');
  expect((await addToCart(t, customer.token, await product(), 1)).statusCode).toBe(200);
  const res = await checkout(t, customer.token, { pickupDate: date });
  expect(res.statusCode, res.body).toBe(201);
  return { _id: res.json().order._id as string, token: customer.token };
}

const move = (id: string, status: string, extra: Record<string, unknown> = {}) =>
  t.request('setOrderStatus', {
    token: t.cashier.token,
    params: { id },
    body: { status, ...extra },
  });

const statusOf = async (id: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;

const eventsOf = (id: string) => statusEventsOf(t, id);

describe(`re-approval respects the day's limit on ${dbKind}`, () => {
  it('approving a declined order on a full day is 409 "fully booked" and changes nothing', async () => {
    const date = addDays(shopToday(), 5);
    const declined = await pickupOrder(date);
    expect((await move(declined._id, 'declined')).statusCode).toBe(200);
    await settings({ maxPickupsPerDay: 1 });
    await pickupOrder(date);
    const stock = await stockOf(t, t.admin.token, productId);

    const res = await move(declined._id, 'approved', { note: 'Back on' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: `Pickups for ${formatCalendarDate(date)} are fully booked. Approve anyway to go over the day's limit.`,
    });
    expect(await statusOf(declined._id)).toBe('declined');
    expect(await stockOf(t, t.admin.token, productId)).toBe(stock);
    expect((await eventsOf(declined._id)).map((e) => e.toStatus)).toEqual(['declined']);
    // override: false is the same as saying nothing.
    expect((await move(declined._id, 'approved', { override: false })).statusCode).toBe(409);
  });

  it('with override: true it is approved, and the history records the override for staff', async () => {
    const date = addDays(shopToday(), 6);
    const declined = await pickupOrder(date);
    expect((await move(declined._id, 'declined')).statusCode).toBe(200);
    await settings({ maxPickupsPerDay: 1 });
    await pickupOrder(date);
    const stock = await stockOf(t, t.admin.token, productId);

    const res = await move(declined._id, 'approved', { override: true, note: 'See you then' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().customerOrder).toMatchObject({ status: 'approved', note: 'See you then' });
    expect(await stockOf(t, t.admin.token, productId)).toBe(stock! - 1);
    const detail = `Approved over the day's limit: pickups for ${formatCalendarDate(date)} were fully booked.`;
    expect((await eventsOf(declined._id)).at(-1)).toMatchObject({
      fromStatus: 'declined',
      toStatus: 'approved',
      note: 'See you then',
      detail,
    });
    const entry = (await t.request('getCustomerQueue', { token: t.cashier.token }))
      .json()
      .customer.find((e: { _id: string }) => e._id === declined._id);
    expect(entry.statusHistory.at(-1)).toMatchObject({
      status: 'approved',
      note: 'See you then',
      by: 'Test cashier',
      detail,
    });
    // The customer sees the note, never the staff's record.
    const [mine] = (await t.request('getOrders', { token: declined.token })).json().orders;
    expect(mine.statusHistory.at(-1)).toEqual({
      status: 'approved',
      at: expect.any(String),
      note: 'See you then',
    });
  });

  it('a day with room, or without a limit, is approved again as before, with nothing recorded', async () => {
    const date = addDays(shopToday(), 7);
    const a = await pickupOrder(date);
    const b = await pickupOrder(date);
    for (const o of [a, b]) expect((await move(o._id, 'declined')).statusCode).toBe(200);
    expect((await move(a._id, 'approved')).statusCode).toBe(200);
    await settings({ maxPickupsPerDay: 2 });
    // One place left (a holds the other): b takes it, override or not, with no record.
    const res = await move(b._id, 'approved', { override: true });
    expect(res.statusCode, res.body).toBe(200);
    for (const o of [a, b]) expect((await eventsOf(o._id)).at(-1)!.detail).toBeNull();
  });

  it('each kind has its own limit: a full pickup day does not stop a delivery', async () => {
    const date = addDays(shopToday(), 8);
    const customer = await t.createUser('customer');
    await addToCart(t, customer.token, await product(), 1);
    const delivery = (
      await checkout(t, customer.token, { pickupDate: date, deliveryMode: 'delivery' })
    ).json().order;
    expect((await move(delivery._id, 'declined')).statusCode).toBe(200);
    await settings({ maxPickupsPerDay: 1, maxDeliveriesPerDay: 1 });
    await pickupOrder(date);
    expect((await move(delivery._id, 'approved')).statusCode).toBe(200);
    const other = await t.createUser('customer');
    await addToCart(t, other.token, await product(), 1);
    await settings(RULES_OFF);
    const second = (
      await checkout(t, other.token, { pickupDate: date, deliveryMode: 'delivery' })
    ).json().order;
    expect((await move(second._id, 'declined')).statusCode).toBe(200);
    await settings({ maxDeliveriesPerDay: 1 });
    const res = await move(second._id, 'approved');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Deliveries for ${formatCalendarDate(date)} are fully booked. Approve anyway to go over the day's limit.`,
    );
  });

  it('re-approvals racing checkouts for the last 3 places of a day: exactly 3 get in', async () => {
    const date = addDays(shopToday(), 9);
    const declined = [];
    for (let i = 0; i < 4; i++) {
      const o = await pickupOrder(date);
      expect((await move(o._id, 'declined')).statusCode).toBe(200);
      declined.push(o._id);
    }
    const buyers = await t.createUsers('customer', 4);
    for (const b of buyers) await addToCart(t, b.token, await product(), 1);
    await settings({ maxPickupsPerDay: 3 });

    const [approvals, checkouts] = await Promise.all([
      Promise.all(declined.map((id) => move(id, 'approved'))),
      Promise.all(buyers.map((b) => checkout(t, b.token, { pickupDate: date }))),
    ]);
    const approved = approvals.filter((r) => r.statusCode === 200).length;
    const created = checkouts.filter((r) => r.statusCode === 201).length;
    console.log(
      `[race] ${dbKind}: 4 re-approvals vs 4 checkouts for 3 places: ${approved} approved, ${created} placed`,
    );
    for (const r of [...approvals, ...checkouts]) expect([200, 201, 409]).toContain(r.statusCode);
    for (const r of approvals.filter((x) => x.statusCode === 409))
      expect(r.json().message).toContain('fully booked');
    expect(approved + created).toBe(3);
  });
});
