import {
  deliveryFee,
  formatPeso,
  sumPesos,
  type DeliveryMode,
  type DeliveryZone,
} from '@shop/contract';

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
): CheckoutCharges {
  if (mode === 'delivery' && zone) {
    const fee = deliveryFee(zone, subtotal);
    return {
      subtotal,
      fee,
      total: sumPesos([subtotal, fee]),
      feeText: fee === 0 ? 'Free' : formatPeso(fee),
    };
  }
  if (mode === 'delivery' && zoneRequired)
    return { subtotal, fee: null, total: null, feeText: 'Select a delivery area' };
  return { subtotal, fee: 0, total: subtotal, feeText: formatPeso(0) };
}

/** "Poblacion — ₱50.00, free from ₱3,000.00": an area as the Delivery Area select offers it. */
export function zoneOptionLabel(zone: DeliveryZone): string {
  const fee = zone.fee === 0 ? 'Free' : formatPeso(zone.fee);
  const free =
    zone.freeFrom !== null && zone.fee > 0 ? `, free from ${formatPeso(zone.freeFrom)}` : '';
  return `${zone.name} — ${fee}${free}`;
}

/** The chosen area's fee under its select, and how far the order is from free delivery. */
export function zoneFeeText(zone: DeliveryZone, subtotal: number): string {
  const fee = deliveryFee(zone, subtotal);
  if (fee === 0)
    return zone.fee === 0
      ? 'Delivery fee: Free'
      : `Delivery fee: Free (your order reaches ${formatPeso(zone.freeFrom ?? 0)})`;
  if (zone.freeFrom === null) return `Delivery fee: ${formatPeso(fee)}`;
  return `Delivery fee: ${formatPeso(fee)}. Add ${formatPeso(
    sumPesos([zone.freeFrom, -subtotal]),
  )} more for free delivery.`;
}

/** The minimum order's message, or null when the subtotal meets it (or there is none). */
export function minimumOrderText(subtotal: number, minimumOrder: number | null): string | null {
  if (minimumOrder === null || subtotal >= minimumOrder) return null;
  return `Minimum order is ${formatPeso(minimumOrder)}. Add ${formatPeso(
    sumPesos([minimumOrder, -subtotal]),
  )} more to check out.`;
}
