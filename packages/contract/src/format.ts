import { EXPIRING_SOON_DAYS, PRODUCT_NAME_TRUNCATE } from './constants.ts';
import { daysBetween, shopToday } from './dates.ts';

/**
 * ₱1,234.50, as Intl's en-PH peso format writes it (a test compares the two). Written out
 * because the first Intl formatter a page builds loads the locale data: about 0.3 s of a
 * phone's main thread before the first price can show. Amounts are whole centavos.
 */
export function formatPeso(amount: number): string {
  const centavos = Math.round(Math.abs(amount) * 100);
  const pesos = Math.floor(centavos / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (centavos % 100).toString().padStart(2, '0');
  return `${amount < 0 ? '-' : ''}₱${pesos}.${cents}`;
}

/** 10,000,000: a whole count with thousands separators, as Intl's en-PH format writes it. */
export const formatCount = (count: number): string =>
  Math.trunc(count)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Adds peso amounts exactly by working in centavos. */
export const sumPesos = (amounts: readonly number[]): number =>
  amounts.reduce((sum, a) => sum + Math.round(a * 100), 0) / 100;

/** price × quantity in exact centavos. */
export const lineTotal = (price: number, quantity: number): number =>
  (Math.round(price * 100) * quantity) / 100;

export type ExpiryStatus = 'Expired' | 'Expiring Soon' | 'Active';

/** Admin table rule: past date Expired; within 3 months of 30 days Expiring Soon; else Active. */
export function expiryStatus(expirationDate: string, today: string = shopToday()): ExpiryStatus {
  const days = daysBetween(today, expirationDate);
  if (days < 0) return 'Expired';
  if (days <= EXPIRING_SOON_DAYS) return 'Expiring Soon';
  return 'Active';
}

/** Cashier ids: uppercased, in groups of 4 separated by dashes. */
export const formatAccountId = (id: string): string =>
  (
    id
      .replace(/-/g, '')
      .toUpperCase()
      .match(/.{1,4}/g) ?? []
  ).join('-');

/** Analytics names: over 40 characters truncated with an ellipsis. */
export const truncateName = (name: string, max: number = PRODUCT_NAME_TRUNCATE): string =>
  name.length > max ? `${name.slice(0, max)}...` : name;

/** "₱1,280.00 per sack (25 kg)", or just the price when the tier names no unit. */
export const formatUnitPrice = (price: number, unit: string | null | undefined): string =>
  unit ? `${formatPeso(price)} per ${unit}` : formatPeso(price);
