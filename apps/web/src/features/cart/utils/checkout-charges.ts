import {
  deliveryFee,
  formatPeso,
  sumPesos,
  type DeliveryMode,
  type DeliveryZone,
} from '@shop/contract';
import type { StoreValue } from 'nanostores';
import { i18n, params } from '../../../i18n/i18n.ts';

/** The words of the fee, the areas and the minimum order (the components pass them in). */
export const chargeWords = i18n('cart/checkout-charges', {
  free: 'Free',
  selectArea: 'Select a delivery area',
  zoneOptionFreeFrom: params('{name} — {fee}, free from {freeFrom}'),
  feeFree: 'Delivery fee: Free',
  feeFreeReached: params('Delivery fee: Free (your order reaches {freeFrom})'),
  fee: params('Delivery fee: {fee}'),
  feeUntilFree: params('Delivery fee: {fee}. Add {missing} more for free delivery.'),
  minimumOrder: params('Minimum order is {minimum}. Add {missing} more to check out.'),
});
export type ChargeWords = StoreValue<typeof chargeWords>;

/** What the order will cost: the fee and total are null while a delivery area is still to be chosen. */
export interface CheckoutCharges {
  subtotal: number;
  fee: number | null;
  total: number | null;
  /** The fee as the summary shows it: "₱50.00", "Free", or what is still missing. */
  feeText: string;
}

/**
 * The fee the server will charge (the contract's `deliveryFee`): none for pickup or without
 * areas; for delivery, the chosen area's fee, or nothing from its free-from subtotal up.
 */
export function checkoutCharges(
  subtotal: number,
  mode: DeliveryMode | null,
  zone: DeliveryZone | undefined,
  zoneRequired: boolean,
  t: ChargeWords,
): CheckoutCharges {
  if (mode === 'delivery' && zone) {
    const fee = deliveryFee(zone, subtotal);
    return {
      subtotal,
      fee,
      total: sumPesos([subtotal, fee]),
      feeText: fee === 0 ? t.free : formatPeso(fee),
    };
  }
  if (mode === 'delivery' && zoneRequired)
    return { subtotal, fee: null, total: null, feeText: t.selectArea };
  return { subtotal, fee: 0, total: subtotal, feeText: formatPeso(0) };
}

/** "Poblacion — ₱50.00, free from ₱3,000.00": an area as the Delivery Area select offers it. */
export function zoneOptionLabel(zone: DeliveryZone, t: ChargeWords): string {
  const fee = zone.fee === 0 ? t.free : formatPeso(zone.fee);
  return zone.freeFrom !== null && zone.fee > 0
    ? t.zoneOptionFreeFrom({ name: zone.name, fee, freeFrom: formatPeso(zone.freeFrom) })
    : `${zone.name} — ${fee}`;
}

/** The chosen area's fee under its select, and how far the order is from free delivery. */
export function zoneFeeText(zone: DeliveryZone, subtotal: number, t: ChargeWords): string {
  const fee = deliveryFee(zone, subtotal);
  if (fee === 0)
    return zone.fee === 0
      ? t.feeFree
      : t.feeFreeReached({ freeFrom: formatPeso(zone.freeFrom ?? 0) });
  if (zone.freeFrom === null) return t.fee({ fee: formatPeso(fee) });
  return t.feeUntilFree({
    fee: formatPeso(fee),
    missing: formatPeso(sumPesos([zone.freeFrom, -subtotal])),
  });
}

/** The minimum order's message, or null when the subtotal meets it (or there is none). */
export function minimumOrderText(
  subtotal: number,
  minimumOrder: number | null,
  t: ChargeWords,
): string | null {
  if (minimumOrder === null || subtotal >= minimumOrder) return null;
  return t.minimumOrder({
    minimum: formatPeso(minimumOrder),
    missing: formatPeso(sumPesos([minimumOrder, -subtotal])),
  });
}
