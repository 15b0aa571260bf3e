import {
  createDeliveryZoneBody,
  updateDeliveryZoneBody,
  type CreateDeliveryZoneBody,
  type DeliveryZone,
  type UpdateDeliveryZoneBody,
} from '@shop/contract';
import { issuesByField, parsePesos } from './numbers.ts';

/** What the delivery area dialog holds. */
export interface ZoneFormValues {
  name: string;
  fee: string;
  freeFrom: string;
  active: boolean;
}
export type ZoneField = keyof ZoneFormValues;
export type ZoneErrors = Partial<Record<ZoneField, string>>;

export const emptyZoneForm: ZoneFormValues = { name: '', fee: '', freeFrom: '', active: true };

export const zoneFormValues = (zone: DeliveryZone): ZoneFormValues => ({
  name: zone.name,
  fee: String(zone.fee),
  freeFrom: zone.freeFrom === null ? '' : String(zone.freeFrom),
  active: zone.active,
});

export type PreparedZone<Body> =
  { kind: 'invalid'; errors: ZoneErrors } | { kind: 'unchanged' } | { kind: 'ready'; body: Body };

const PESO_HINT = 'must be a peso amount, 0 or more, with at most 2 decimals (e.g. 50)';

function parse(values: ZoneFormValues): { kind: 'invalid'; errors: ZoneErrors } | CreateBody {
  const errors: ZoneErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = 'Area name is required';
  const feeText = values.fee.trim();
  const fee = feeText === '' ? null : parsePesos(feeText);
  if (feeText === '') errors.fee = 'Fee is required (0 for free delivery)';
  else if (fee === null) errors.fee = `Fee ${PESO_HINT}`;
  const freeFromText = values.freeFrom.trim();
  const freeFrom = freeFromText === '' ? null : parsePesos(freeFromText);
  if (freeFromText !== '' && freeFrom === null) errors.freeFrom = `Free from ${PESO_HINT}`;
  if (fee === null || Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  return { name, fee, freeFrom, active: values.active };
}
type CreateBody = Required<CreateDeliveryZoneBody>;

/** Add: every field (an empty "Free from" sends null: the fee is always charged). */
export function prepareCreateZone(values: ZoneFormValues): PreparedZone<CreateDeliveryZoneBody> {
  const parsed = parse(values);
  if ('kind' in parsed) return parsed;
  const checked = createDeliveryZoneBody.safeParse(parsed);
  if (!checked.success)
    return { kind: 'invalid', errors: issuesByField<ZoneField>(checked.error.issues, 'name') };
  return { kind: 'ready', body: parsed };
}

/** Edit: only the fields that changed. */
export function prepareUpdateZone(
  values: ZoneFormValues,
  original: DeliveryZone,
): PreparedZone<UpdateDeliveryZoneBody> {
  const parsed = parse(values);
  if ('kind' in parsed) return parsed;
  const body: UpdateDeliveryZoneBody = {};
  if (parsed.name !== original.name) body.name = parsed.name;
  if (parsed.fee !== original.fee) body.fee = parsed.fee;
  if (parsed.freeFrom !== original.freeFrom) body.freeFrom = parsed.freeFrom;
  if (parsed.active !== original.active) body.active = parsed.active;
  if (Object.keys(body).length === 0) return { kind: 'unchanged' };
  const checked = updateDeliveryZoneBody.safeParse(body);
  if (!checked.success)
    return { kind: 'invalid', errors: issuesByField<ZoneField>(checked.error.issues, 'name') };
  return { kind: 'ready', body };
}
