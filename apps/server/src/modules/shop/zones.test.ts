import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, addDays, shopToday, type DeliveryZone } from '@shop/contract';
import { orders } from '../../db/schema/index.ts';
import { dbDigest } from '../../test/db-digest.ts';
import { useTestApp, dbKind } from '../../test/helper.ts';
import { MISSING_ID } from '../../test/shop.ts';
import { findActiveZone, hasActiveZones } from './zones.service.ts';

const t = useTestApp();

const list = async (token?: string) => {
  const res = await t.request('getDeliveryZones', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().zones as DeliveryZone[];
};
const names = (zones: DeliveryZone[]) => zones.map((z) => z.name);
const create = (body: Record<string, unknown>, token = t.admin.token) =>
  t.request('createDeliveryZone', { body, token });
const update = (id: string, body: Record<string, unknown>, token = t.admin.token) =>
  t.request('updateDeliveryZone', { params: { id }, body, token });
const remove = (id: string, token = t.admin.token) =>
  t.request('deleteDeliveryZone', { params: { id }, token });

async function created(body: Record<string, unknown>): Promise<DeliveryZone> {
  const res = await create(body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().zone;
}

describe(`delivery zones on ${dbKind}`, () => {
  let staCruz: DeliveryZone;
  let quezon: DeliveryZone;
  let makati: DeliveryZone;

  it('has none at first: the list is empty and no checkout needs an area', async () => {
    expect(await list()).toEqual([]);
    expect(await list(t.admin.token)).toEqual([]);
    expect(await hasActiveZones(t.database.db)).toBe(false);
  });

  it('the admin adds areas (201) with the fee and free-from in pesos', async () => {
    staCruz = await created({ name: '  Sta. Cruz  ', fee: 50, freeFrom: 3000 });
    expect(staCruz).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Sta. Cruz',
      fee: 50,
      freeFrom: 3000,
      active: true,
    });
    quezon = await created({ name: 'Quezon City', fee: 75.5 });
    expect(quezon).toMatchObject({ name: 'Quezon City', fee: 75.5, freeFrom: null, active: true });
    makati = await created({ name: 'Makati', fee: 0, freeFrom: null, active: false });
    expect(makati).toMatchObject({ name: 'Makati', fee: 0, freeFrom: null, active: false });
  });

  it('customers, cashiers and visitors see the active areas by name; the admin sees every one', async () => {
    expect(await list()).toEqual([quezon, staCruz]);
    expect(names(await list(t.customer.token))).toEqual(['Quezon City', 'Sta. Cruz']);
    expect(names(await list(t.cashier.token))).toEqual(['Quezon City', 'Sta. Cruz']);
    expect(await list(t.admin.token)).toEqual([makati, quezon, staCruz]);
    // A token claiming admin that does not hold up is a visitor's.
    expect(names(await list(`${t.admin.token}x`))).toEqual(['Quezon City', 'Sta. Cruz']);
  });

  it('findActiveZone and hasActiveZones see only active areas', async () => {
    expect(await hasActiveZones(t.database.db)).toBe(true);
    expect(await findActiveZone(t.database.db, staCruz._id)).toEqual(staCruz);
    expect(await findActiveZone(t.database.db, makati._id)).toBeUndefined();
    expect(await findActiveZone(t.database.db, MISSING_ID)).toBeUndefined();
  });

  it('an update changes only the fields given', async () => {
    const fee = await update(staCruz._id, { fee: 60 });
    expect(fee.statusCode, fee.body).toBe(200);
    expect(fee.json().zone).toEqual({ ...staCruz, fee: 60 });
    const free = await update(staCruz._id, { freeFrom: null, name: 'Sta. Cruz, Manila' });
    expect(free.json().zone).toEqual({
      ...staCruz,
      name: 'Sta. Cruz, Manila',
      fee: 60,
      freeFrom: null,
    });
    staCruz = free.json().zone;
    expect((await list()).find((z) => z._id === staCruz._id)).toEqual(staCruz);
  });

  it('an area turned off leaves the customers’ list and stays in the admin’s', async () => {
    const off = await update(quezon._id, { active: false });
    expect(off.json().zone).toEqual({ ...quezon, active: false });
    expect(names(await list(t.customer.token))).toEqual(['Sta. Cruz, Manila']);
    expect(names(await list(t.admin.token))).toEqual([
      'Makati',
      'Quezon City',
      'Sta. Cruz, Manila',
    ]);
    const on = await update(makati._id, { active: true });
    expect(on.json().zone.active).toBe(true);
    expect(names(await list())).toEqual(['Makati', 'Sta. Cruz, Manila']);
  });

  it.each([
    [{ name: 'X', fee: -1 }, 'fee', 'Fee cannot be negative'],
    [{ name: 'X', fee: 12.345 }, 'fee', 'Fee can have at most two decimals'],
    [{ name: 'X', fee: '50' }, 'fee', 'Fee must be a number'],
    [{ name: 'X', fee: 50, freeFrom: -5 }, 'freeFrom', 'Free from cannot be negative'],
    [{ name: 'X', fee: 50, active: 'yes' }, 'active', 'Active must be true or false'],
    [{ fee: 50 }, 'name', undefined],
    [{ name: '   ', fee: 50 }, 'name', undefined],
    [{ name: 'X', fee: 50, id: MISSING_ID }, undefined, undefined],
  ])('refuses to add %j (400, naming the field)', async (body, field, message) => {
    const before = await dbDigest(t.database.db);
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(400);
    if (field) expect(res.json().field).toBe(field);
    if (message) expect(res.json().message).toBe(message);
    expect(await dbDigest(t.database.db)).toEqual(before);
  });

  it('refuses an empty update and a bad fee, and answers 404 for an unknown area', async () => {
    const empty = await update(staCruz._id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Nothing to update');
    const bad = await update(staCruz._id, { fee: -0.5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('fee');
    const missing = await update(MISSING_ID, { fee: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: SERVER_MESSAGES.deliveryZoneNotFound });
    expect((await remove(MISSING_ID)).json()).toEqual({
      message: SERVER_MESSAGES.deliveryZoneNotFound,
    });
    expect((await update('not-an-id', { fee: 1 })).statusCode).toBe(400);
  });

  it('only the admin manages areas', async () => {
    const before = await dbDigest(t.database.db);
    for (const token of [t.cashier.token, t.customer.token]) {
      expect((await create({ name: 'Pasig', fee: 10 }, token)).statusCode).toBe(403);
      expect((await update(staCruz._id, { fee: 1 }, token)).statusCode).toBe(403);
      expect((await remove(staCruz._id, token)).statusCode).toBe(403);
    }
    expect(
      (await t.request('createDeliveryZone', { body: { name: 'Pasig', fee: 10 } })).statusCode,
    ).toBe(401);
    expect(await dbDigest(t.database.db)).toEqual(before);
  });

  it('removing an area keeps the orders that named it, with its name', async () => {
    const [order] = await t.database.db
      .insert(orders)
      .values({
        userId: t.customer.id,
        customerName: 'Zone Keeper',
        phoneNumber: '+639123456789',
        address: '5 Delivery St, Sta. Cruz',
        pickupDate: addDays(shopToday(), 2),
        deliveryMode: 'delivery',
        subtotal: '1000.00',
        deliveryFee: '60.00',
        totalAmount: '1060.00',
        deliveryZoneId: staCruz._id,
        deliveryZoneName: staCruz.name,
      })
      .returning();

    const res = await remove(staCruz._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: SERVER_MESSAGES.deliveryZoneDeleted });
    expect(res.json().message).toBe('Delivery area removed.');
    expect(names(await list(t.admin.token))).toEqual(['Makati', 'Quezon City']);

    const [kept] = await t.database.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(kept).toMatchObject({
      deliveryZoneId: null,
      deliveryZoneName: 'Sta. Cruz, Manila',
      deliveryFee: '60.00',
      totalAmount: '1060.00',
    });
    const again = await remove(staCruz._id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Delivery area not found.');
    expect((await update(staCruz._id, { fee: 1 })).statusCode).toBe(404);
  });
});
