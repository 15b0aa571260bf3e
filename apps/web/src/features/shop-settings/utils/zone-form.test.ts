import { describe, expect, it } from 'vitest';
import type { DeliveryZone } from '@shop/contract';
import { formResult } from '../../../test/form-result.ts';
import {
  emptyZoneForm,
  toCreateZoneBody,
  toUpdateZoneBody,
  zoneForm,
  zoneFormValues,
  type ZoneFormValues,
} from './zone-form.ts';

const zone: DeliveryZone = {
  _id: '7a1e0c9e-1111-4aaa-8bbb-000000000001',
  name: 'Quezon City',
  fee: 50,
  freeFrom: 3000,
  active: true,
};

const prepareCreateZone = (values: ZoneFormValues) =>
  formResult(zoneForm(), values, toCreateZoneBody);
const prepareUpdateZone = (values: ZoneFormValues, saved: DeliveryZone) =>
  formResult(zoneForm(saved), values, (parsed) => toUpdateZoneBody(parsed, saved));

describe('the Add Delivery Area form', () => {
  it('sends the trimmed name, the fee and free-from in pesos, and Active', () => {
    expect(
      prepareCreateZone({ name: ' Marikina ', fee: '75.50', freeFrom: '5,000', active: false }),
    ).toEqual({
      kind: 'ready',
      body: { name: 'Marikina', fee: 75.5, freeFrom: 5000, active: false },
    });
  });

  it('takes a zero fee (a free area) and an empty free-from as null', () => {
    expect(prepareCreateZone({ ...emptyZoneForm, name: 'Barangay 1', fee: '0' })).toEqual({
      kind: 'ready',
      body: { name: 'Barangay 1', fee: 0, freeFrom: null, active: true },
    });
  });

  it('requires a name and a fee, and refuses amounts that are not pesos', () => {
    expect(prepareCreateZone(emptyZoneForm)).toEqual({
      kind: 'invalid',
      errors: { name: 'Area name is required', fee: 'Fee is required (0 for free delivery)' },
    });
    expect(
      prepareCreateZone({ name: 'Pasig', fee: '-5', freeFrom: '1.234', active: true }),
    ).toEqual({
      kind: 'invalid',
      errors: {
        fee: 'Fee must be a peso amount, 0 or more, with at most 2 decimals (e.g. 50)',
        freeFrom: 'Free from must be a peso amount, 0 or more, with at most 2 decimals (e.g. 50)',
      },
    });
  });

  it("uses the contract's length rule for the name", () => {
    expect(prepareCreateZone({ ...emptyZoneForm, name: 'x'.repeat(101), fee: '50' })).toEqual({
      kind: 'invalid',
      errors: { name: 'Area name must be at most 100 characters' },
    });
  });
});

describe('the Edit Delivery Area form', () => {
  it('sends only what changed; clearing free-from sends null', () => {
    expect(prepareUpdateZone({ ...zoneFormValues(zone), fee: '60', freeFrom: '' }, zone)).toEqual({
      kind: 'ready',
      body: { fee: 60, freeFrom: null },
    });
    expect(prepareUpdateZone({ ...zoneFormValues(zone), active: false }, zone)).toEqual({
      kind: 'ready',
      body: { active: false },
    });
  });

  it('says unchanged when the form is as saved', () => {
    expect(prepareUpdateZone({ ...zoneFormValues(zone), fee: '50.00' }, zone)).toEqual({
      kind: 'unchanged',
    });
  });
});
