import { z } from 'zod';
import {
  createDeliveryZoneBody,
  updateDeliveryZoneBody,
  type CreateDeliveryZoneBody,
  type DeliveryZone,
  type UpdateDeliveryZoneBody,
} from '@shop/contract';
import {
  changedValues,
  formSchema,
  numberInput,
  optionalNumberInput,
  parsePeso,
  trimmedInput,
} from '../../../lib/form-values.ts';

export const emptyZoneForm = { name: '', fee: '', freeFrom: '', active: true };
/** What the delivery area dialog holds: every input as typed. */
export type ZoneFormValues = typeof emptyZoneForm;

export const zoneFormValues = (zone: DeliveryZone): ZoneFormValues => ({
  name: zone.name,
  fee: String(zone.fee),
  freeFrom: zone.freeFrom === null ? '' : String(zone.freeFrom),
  active: zone.active,
});

const PESO_HINT = 'must be a peso amount, 0 or more, with at most 2 decimals (e.g. 50)';

/** The inputs read: a name, a fee (0 for a free area) and an optional free-from subtotal. */
const zoneInputs = z.object({
  name: trimmedInput('Area name is required'),
  fee: trimmedInput('Fee is required (0 for free delivery)').pipe(
    numberInput(parsePeso, `Fee ${PESO_HINT}`),
  ),
  freeFrom: optionalNumberInput(parsePeso, `Free from ${PESO_HINT}`),
  active: z.boolean(),
});
type ZoneValues = z.output<typeof zoneInputs>;

/** Add: every field (an empty "Free from" sends null: the fee is always charged). */
export const toCreateZoneBody = (values: ZoneValues): CreateDeliveryZoneBody => values;

/** Edit: only the fields that changed; null when nothing did. */
export function toUpdateZoneBody(
  values: ZoneValues,
  saved: DeliveryZone,
): UpdateDeliveryZoneBody | null {
  const body = changedValues(values, saved);
  return Object.keys(body).length === 0 ? null : body;
}

/** The dialog's schema: Add checks the new area's body, Edit the changes to `saved`. */
export const zoneForm = (saved?: DeliveryZone) =>
  saved
    ? formSchema(zoneInputs, (values) => toUpdateZoneBody(values, saved), updateDeliveryZoneBody)
    : formSchema(zoneInputs, toCreateZoneBody, createDeliveryZoneBody);
