import { randomUUID } from 'node:crypto';
import { vi } from 'vitest';
import {
  DEFAULT_SHOP_SETTINGS,
  SHOP_UTC_OFFSET_MINUTES,
  addDays,
  shopToday,
  type CreateProductBody,
  type PriceType,
  type Product,
  type ShopSettings,
} from '@shop/contract';
import { asc, eq } from 'drizzle-orm';
import { orderStatusEvents } from '../db/schema/index.ts';
import type { TestApp } from './helper.ts';

/** A valid create-product body; expires in a year unless told otherwise. */
export function productBody(overrides: Partial<CreateProductBody> = {}): CreateProductBody {
  return {
    name: 'Bread Flour 25kg',
    images: '/images/categories/flour.svg',
    description: 'High-protein flour for breads.',
    expirationDate: addDays(shopToday(), 365),
    price: 1280.55,
    halfPrice: 650,
    retailPrice: 12.5,
    category: 'flour',
    stock: 50,
    ...overrides,
  };
}

/** Creates a product through the admin API and returns it as the API sent it. */
export async function createProduct(
  t: TestApp,
  adminToken: string,
  overrides: Partial<CreateProductBody> = {},
) {
  const res = await t.request('createProduct', { token: adminToken, body: productBody(overrides) });
  if (res.statusCode !== 201) throw new Error(`create product: ${res.statusCode} ${res.body}`);
  return res.json().product as Product;
}

/** Changes a product through the admin API (for dates in the past, stock, prices). */
export async function updateProduct(
  t: TestApp,
  adminToken: string,
  id: string,
  patch: Record<string, unknown>,
) {
  const res = await t.request('updateProduct', { token: adminToken, params: { id }, body: patch });
  if (res.statusCode !== 200) throw new Error(`update product: ${res.statusCode} ${res.body}`);
  return res.json().product;
}

export const addToCart = (
  t: TestApp,
  token: string,
  productId: string,
  quantity = 1,
  priceType: PriceType = 'price',
) => t.request('addToCart', { token, body: { productId, quantity, priceType } });

export const checkoutBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Maria Santos',
  address: '12 Rizal St, Quezon City',
  phoneNumber: '+639123456789',
  pickupDate: addDays(shopToday(), 2),
  deliveryMode: 'pickup',
  ...overrides,
});

export const checkout = (
  t: TestApp,
  token: string,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => t.request('checkout', { token, headers, body: checkoutBody(overrides) });

export const setStatus = (
  t: TestApp,
  token: string,
  orderId: string,
  status: string,
  note?: string,
) => t.request('setOrderStatus', { token, params: { id: orderId }, body: { status, note } });

export const cancelOrder = (t: TestApp, token: string, orderId: string) =>
  t.request('cancelOrder', { token, params: { id: orderId } });

/** The product's current stock, as staff see it. */
export async function stockOf(t: TestApp, staffToken: string, productId: string) {
  const res = await t.request('getProducts', { token: staffToken });
  const product = (res.json().products as { _id: string; stock: number }[]).find(
    (p) => p._id === productId,
  );
  return product?.stock;
}

export const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Sets this process's clock (Date only: timers, and so the database drivers, run as usual) to
 * `hhmm` in Manila tomorrow, so that a rule on the shop's time of day is tested at a known time,
 * whatever the real hour and the machine's time zone. Tomorrow, so that the clock never goes
 * back before sessions already signed. Undo with vi.useRealTimers().
 */
export function setShopClock(hhmm: `${number}:${number}`) {
  const day = addDays(shopToday(), 1);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse(`${day}T${hhmm}:00.000Z`) - SHOP_UTC_OFFSET_MINUTES * 60_000);
}

const RULE_KEYS = [
  'minimumOrder',
  'cutoffTime',
  'closedWeekdays',
  'closedDates',
  'maxPickupsPerDay',
  'maxDeliveriesPerDay',
  'bookingDays',
] as const;

/**
 * The settings' order and date rules, every one off as in a new shop (the contract's defaults):
 * each test then sets only what it tries.
 */
export const RULES_OFF = Object.fromEntries(
  RULE_KEYS.map((key) => [key, DEFAULT_SHOP_SETTINGS[key]]),
) as Pick<ShopSettings, (typeof RULE_KEYS)[number]>;

/** An order's recorded status changes, oldest first (as the database holds them). */
export const statusEventsOf = (t: TestApp, orderId: string) =>
  t.database.db
    .select()
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.orderId, orderId))
    .orderBy(asc(orderStatusEvents.changedAt), asc(orderStatusEvents.id));

/** Opens a shift for the token's staff member unless one is open; answers the open shift's id. */
export async function ensureShift(t: TestApp, staffToken: string, float = 2000): Promise<string> {
  const current = await t.request('currentShift', { token: staffToken });
  const open = current.json().shift as { _id: string } | null;
  if (open) return open._id;
  const res = await t.request('openShift', { token: staffToken, body: { float } });
  if (res.statusCode !== 201) throw new Error(`openShift: ${res.statusCode} ${res.body}`);
  return res.json().shift._id;
}

/** A counter sale's body: these lines, paid in cash with exactly `tendered` (or GCash). */
export const saleBody = (
  lines: { productId: string; priceType?: PriceType; quantity: number }[],
  payment: Record<string, unknown> = { method: 'cash', tendered: 1_000_000 },
  extra: Record<string, unknown> = {},
) => ({
  lines: lines.map((l) => ({ priceType: 'price', ...l })),
  payment,
  ...extra,
});

/** A counter sale (api.createCounterSale) with a fresh Idempotency-Key (or the one given). */
export const sell = (
  t: TestApp,
  staffToken: string,
  body: ReturnType<typeof saleBody>,
  key: string = randomUUID(),
) =>
  t.request('createCounterSale', { token: staffToken, headers: { 'idempotency-key': key }, body });

/**
 * A date as the shop's messages say it, "Saturday, November 28" (the year only when it is not
 * this year's), written here by Intl rather than by the contract's own formatDayName.
 */
export function spoken(date: string): string {
  const words = new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return date.slice(0, 4) === shopToday().slice(0, 4) ? words : `${words}, ${date.slice(0, 4)}`;
}
