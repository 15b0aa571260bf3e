import { z } from 'zod';
import { bulkUpdateProductsBody, todayOrLater, type BulkUpdateProductsBody } from '@shop/contract';
import {
  formSchema,
  optionalInput,
  optionalNumberInput,
  parsePesoAboveZero,
  parseWholeNumber,
} from '../../../lib/form-values.ts';

/** The bulk edit form as typed: an empty field leaves that value as it is on every product. */
export const emptyBulkEdit = { price: '', stock: '', expirationDate: '' };
export type BulkEditValues = typeof emptyBulkEdit;
export const BULK_EDIT_NOTHING = 'Fill in a price, a stock or an expiration date';

/**
 * The inputs read; at least one must be filled (said on the form's root, with what is about the
 * selection itself, such as too many products). Like the product dialog, a new date cannot lie
 * in the past.
 */
const bulkEditInputs = z
  .object({
    price: optionalNumberInput(
      parsePesoAboveZero,
      'Price must be a peso amount above 0 with at most 2 decimals',
    ),
    stock: optionalNumberInput(parseWholeNumber, 'Stock must be a whole number, 0 or more'),
    expirationDate: optionalInput(todayOrLater('Expiration date')),
  })
  .refine((v) => v.price !== null || v.stock !== null || v.expirationDate !== null, {
    message: BULK_EDIT_NOTHING,
    path: ['root'],
  });
type BulkEditRead = z.output<typeof bulkEditInputs>;

/** The body of one bulk update: the selected ids and only the fields filled in. */
export function toBulkEditBody(ids: string[], values: BulkEditRead): BulkUpdateProductsBody {
  const body: BulkUpdateProductsBody = { ids };
  if (values.price !== null) body.price = values.price;
  if (values.stock !== null) body.stock = values.stock;
  if (values.expirationDate !== null) body.expirationDate = values.expirationDate;
  return body;
}

/** The dialog's schema for these selected products. */
export const bulkEditForm = (ids: string[]) =>
  formSchema(bulkEditInputs, (values) => toBulkEditBody(ids, values), bulkUpdateProductsBody);
