import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, api, type DeliveryZone } from '@shop/contract';
import { mockApi } from './mock-api.ts';

const zone: DeliveryZone = {
  _id: '44444444-4444-4444-8444-444444444444',
  name: 'Poblacion',
  fee: 50,
  freeFrom: null,
  active: true,
};

/** The stand-in's answer to one request, as the app's fetch would see it. */
const ask = (path: string, init?: RequestInit) => fetch(path, init);

describe('the mocked network checks every answer against the contract', () => {
  it('answers with the call’s own success status and the body as given', async () => {
    const { calls } = mockApi({
      getShopSettings: { body: { settings: DEFAULT_SHOP_SETTINGS } },
      createDeliveryZone: { body: { zone } },
    });
    const read = await ask(api.getShopSettings.path);
    expect(read.status).toBe(200);
    await expect(read.json()).resolves.toEqual({ settings: DEFAULT_SHOP_SETTINGS });
    const created = await ask(api.createDeliveryZone.path, { method: 'POST', body: '{}' });
    expect(created.status).toBe(201);
    expect(calls.map((c) => c.name)).toEqual(['getShopSettings', 'createDeliveryZone']);
  });

  it('refuses a success body the response schema does not allow', () => {
    expect(() =>
      mockApi({ getShopSettings: { body: { settings: { shopName: 'Bakery' } } } }),
    ).toThrow(/The mocked answer to getShopSettings \(200\) is not its response/);
    expect(() =>
      mockApi({ createDeliveryZone: { body: { zone: { ...zone, _id: 'zone-1' } } } }),
    ).toThrow(/createDeliveryZone/);
  });

  it('refuses a success status the call never answers with', () => {
    expect(() => mockApi({ createDeliveryZone: { status: 200, body: { zone } } })).toThrow(
      'The mocked answer to createDeliveryZone (200): createDeliveryZone answers 201',
    );
  });

  it('refuses an error status the call never answers, and an error body of the wrong shape', () => {
    expect(() => mockApi({ getShopSettings: { status: 409, body: { message: 'Taken' } } })).toThrow(
      'getShopSettings never answers 409',
    );
    expect(() => mockApi({ createDeliveryZone: { status: 400, body: { error: 'Bad' } } })).toThrow(
      /is not an error body/,
    );
    // Any call can fail on the server or behind it, with or without a body.
    expect(() => mockApi({ getShopSettings: { status: 500 } })).not.toThrow();
    expect(() =>
      mockApi({ createDeliveryZone: { status: 400, body: { message: 'Bad', field: 'fee' } } }),
    ).not.toThrow();
  });

  it('checks a computed answer when the request comes, and the request then fails', async () => {
    mockApi({ getDeliveryZones: () => ({ body: { zones: [{ ...zone, fee: '50' }] } }) });
    await expect(ask(api.getDeliveryZones.path)).rejects.toThrow(
      /The mocked answer to getDeliveryZones \(200\) is not its response/,
    );
  });
});
