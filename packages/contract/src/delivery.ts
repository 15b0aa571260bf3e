import { z } from 'zod';
import { MONEY_MAX } from './constants.ts';
import { id, text } from './common.ts';

/** A delivery area with its fee; delivery is free from `freeFrom` (an order subtotal) up. */
export const deliveryZone = z.object({
  _id: id,
  name: z.string(),
  fee: z.number(),
  freeFrom: z.number().nullable(),
  active: z.boolean(),
});
export type DeliveryZone = z.infer<typeof deliveryZone>;
export const deliveryZonesResponse = z.object({ zones: z.array(deliveryZone) });
export const deliveryZoneResponse = z.object({ zone: deliveryZone });

/** Pesos, zero allowed (a free area), at most two decimals. */
const pesos = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .min(0, { message: `${label} cannot be negative` })
    .max(MONEY_MAX, { message: `${label} is too large` })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      message: `${label} can have at most two decimals`,
    });

const zoneFields = {
  name: text('Area name', 100),
  fee: pesos('Fee'),
  freeFrom: pesos('Free from').nullable(),
  active: z.boolean({ message: 'Active must be true or false' }),
};

/** POST /admin/delivery-zones */
export const createDeliveryZoneBody = z.strictObject({
  ...zoneFields,
  freeFrom: zoneFields.freeFrom.optional(),
  active: zoneFields.active.optional(),
});
export type CreateDeliveryZoneBody = z.input<typeof createDeliveryZoneBody>;

/** PUT /admin/delivery-zones/{id}: any subset of the same fields. */
export const updateDeliveryZoneBody = z
  .strictObject(zoneFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' });
export type UpdateDeliveryZoneBody = z.input<typeof updateDeliveryZoneBody>;

/**
 * The fee a subtotal pays in this area: nothing from `freeFrom` up. The checkout charges
 * db/functions/shop_delivery_fee.sql's answer; this copy shows the fee before the order is
 * placed, pinned to it by apps/server/src/db/rules-agree.test.ts.
 */
export function deliveryFee(
  zone: Pick<DeliveryZone, 'fee' | 'freeFrom'>,
  subtotal: number,
): number {
  return zone.freeFrom !== null && subtotal >= zone.freeFrom ? 0 : zone.fee;
}
