import { describe, expect, it } from 'vitest';
import { BULK_MAX_PRODUCTS, addDays, shopToday } from '@shop/contract';
import { formResult } from '../../../test/form-result.ts';
import {
  BULK_EDIT_NOTHING,
  bulkEditForm,
  emptyBulkEdit,
  toBulkEditBody,
  type BulkEditValues,
} from './bulk-edit.ts';

const ids = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];
const today = shopToday();
const prepareBulkEdit = (selected: string[], values: BulkEditValues) =>
  formResult(bulkEditForm(selected), values, (read) => toBulkEditBody(selected, read));
const nothing = { kind: 'invalid', errors: { root: BULK_EDIT_NOTHING } };

describe('preparing a bulk edit', () => {
  it('needs at least one field', () => {
    expect(prepareBulkEdit(ids, emptyBulkEdit)).toEqual(nothing);
    expect(prepareBulkEdit(ids, { price: ' ', stock: '', expirationDate: '' })).toEqual(nothing);
  });

  it('sends the ids and only the filled fields', () => {
    expect(prepareBulkEdit(ids, { ...emptyBulkEdit, stock: ' 40 ' })).toEqual({
      kind: 'ready',
      body: { ids, stock: 40 },
    });
    expect(
      prepareBulkEdit(ids, { price: '1,280.50', stock: '0', expirationDate: addDays(today, 200) }),
    ).toEqual({
      kind: 'ready',
      body: { ids, price: 1280.5, stock: 0, expirationDate: addDays(today, 200) },
    });
  });

  it('explains bad values per field', () => {
    expect(
      prepareBulkEdit(ids, { price: '0', stock: '2.5', expirationDate: addDays(today, -1) }),
    ).toEqual({
      kind: 'invalid',
      errors: {
        price: 'Price must be a peso amount above 0 with at most 2 decimals',
        stock: 'Stock must be a whole number, 0 or more',
        expirationDate: 'Expiration date cannot be in the past',
      },
    });
  });

  it('applies the contract limit on how many products change at once', () => {
    const many = Array.from(
      { length: BULK_MAX_PRODUCTS + 1 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const result = prepareBulkEdit(many, { ...emptyBulkEdit, stock: '1' });
    expect(result).toEqual({ kind: 'invalid', errors: { root: 'At most 5,000 products at once' } });
  });
});
