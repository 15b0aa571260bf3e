import { bulkUpdateProductsBody, shopToday, type BulkUpdateProductsBody } from '@shop/contract';
import { parsePeso, parseStock } from './product-form.ts';

/** The bulk edit form as typed: an empty field leaves that value as it is on every product. */
export interface BulkEditValues {
  price: string;
  stock: string;
  expirationDate: string;
}
export type BulkEditField = keyof BulkEditValues;
/** Per field, and `form` for what is about the selection itself (too many products). */
export type BulkEditErrors = Partial<Record<BulkEditField | 'form', string>>;

export const emptyBulkEdit: BulkEditValues = { price: '', stock: '', expirationDate: '' };
export const BULK_EDIT_NOTHING = 'Fill in a price, a stock or an expiration date';

export type PreparedBulkEdit =
  | { kind: 'empty' }
  | { kind: 'invalid'; errors: BulkEditErrors }
  | { kind: 'ready'; body: BulkUpdateProductsBody };

/** The body of one bulk update: the selected ids and only the fields filled in. */
export function prepareBulkEdit(
  ids: string[],
  values: BulkEditValues,
  today: string = shopToday(),
): PreparedBulkEdit {
  const price = values.price.trim();
  const stock = values.stock.trim();
  const expirationDate = values.expirationDate.trim();
  if (!price && !stock && !expirationDate) return { kind: 'empty' };

  const errors: BulkEditErrors = {};
  const body: BulkUpdateProductsBody = { ids };
  if (price) {
    const amount = parsePeso(price);
    if (amount === null)
      errors.price = 'Price must be a peso amount above 0 with at most 2 decimals';
    else body.price = amount;
  }
  if (stock) {
    const count = parseStock(stock);
    if (count === null) errors.stock = 'Stock must be a whole number, 0 or more';
    else body.stock = count;
  }
  if (expirationDate) {
    // Like the product dialog: a new date cannot lie in the past.
    if (expirationDate < today) errors.expirationDate = 'Expiration date cannot be in the past';
    else body.expirationDate = expirationDate;
  }
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const checked = bulkUpdateProductsBody.safeParse(body);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = issue.path[0];
      const key =
        field === 'price' || field === 'stock' || field === 'expirationDate' ? field : 'form';
      errors[key] ??= issue.message;
    }
    return { kind: 'invalid', errors };
  }
  return { kind: 'ready', body };
}
