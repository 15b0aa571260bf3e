import { z } from 'zod';
import { createProductBody, updateProductBody } from './product.ts';
import { id, type ErrorResponse } from './common.ts';

/**
 * The columns of GET /admin/products.csv, in order; POST /admin/products/import reads the same
 * (a header row naming them, in any order; unknown columns are refused). Money is written as
 * plain pesos ("1280.00"), dates as YYYY-MM-DD, an absent tier or unit as an empty cell.
 */
export const PRODUCT_CSV_COLUMNS = [
  '_id',
  'name',
  'category',
  'description',
  'price',
  'priceUnit',
  'halfPrice',
  'halfPriceUnit',
  'retailPrice',
  'retailPriceUnit',
  'stock',
  'lowStockLevel',
  'expirationDate',
  'images',
  'barcode',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
export type ProductCsvRecord = Partial<Record<ProductCsvColumn, string>>;

const MONEY_COLUMNS = ['price', 'halfPrice', 'retailPrice'] as const;
const COUNT_COLUMNS = ['stock', 'lowStockLevel'] as const;
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A cell as the product's field: numbers from their text (a cell that is not a number is kept
 * as text so the rule's own message names it), empty optional cells as "none".
 */
function fieldsOf(record: ProductCsvRecord, creating: boolean): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [column, raw] of Object.entries(record) as [ProductCsvColumn, string][]) {
    if (column === '_id') continue;
    const cell = raw.trim();
    if (
      (MONEY_COLUMNS as readonly string[]).includes(column) ||
      (COUNT_COLUMNS as readonly string[]).includes(column)
    ) {
      const optionalTier = column === 'halfPrice' || column === 'retailPrice';
      if (cell === '') {
        // An empty tier removes it on update and means none on create; an empty level keeps the default.
        if (optionalTier && !creating) fields[column] = null;
        else if (!optionalTier && column !== 'lowStockLevel') fields[column] = undefined;
        continue;
      }
      fields[column] = NUMBER.test(cell) ? Number(cell) : cell;
    } else if (column.endsWith('Unit') || column === 'barcode') {
      fields[column] = cell === '' ? null : cell;
    } else {
      fields[column] = cell === '' ? undefined : cell;
    }
  }
  return fields;
}

export type ProductCsvRow =
  | { kind: 'create'; body: z.output<typeof createProductBody> }
  | { kind: 'update'; id: string; body: z.output<typeof updateProductBody> };

/**
 * One data row of an import, checked by the same rules as the product dialog: with an `_id` it
 * updates that product (any date, as an exported expired product comes back), without one it
 * creates a product (every required field, expiry today or later).
 */
export function parseProductCsvRow(
  record: ProductCsvRecord,
): { ok: true; row: ProductCsvRow } | { ok: false; message: string } {
  const rawId = record._id?.trim() ?? '';
  const creating = rawId === '';
  const fields = fieldsOf(record, creating);
  if (!creating) {
    const parsedId = id.safeParse(rawId);
    if (!parsedId.success) return { ok: false, message: '_id is not a product id' };
    const body = updateProductBody.safeParse(fields);
    if (!body.success) return { ok: false, message: firstIssue(body.error, fields) };
    return { ok: true, row: { kind: 'update', id: parsedId.data, body: body.data } };
  }
  const body = createProductBody.safeParse(fields);
  if (!body.success) return { ok: false, message: firstIssue(body.error, fields) };
  return { ok: true, row: { kind: 'create', body: body.data } };
}

/** The first rule a row breaks, in the rule's words; a missing required cell by its column. */
function firstIssue(error: z.ZodError, fields: Record<string, unknown>): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid row';
  const field = issue.path.join('.');
  return field && issue.code === 'invalid_type' && fields[field] === undefined
    ? `${field} is required`
    : issue.message;
}

/** One refused row of an import: its line in the file (the header is line 1) and why. */
export type ImportProblem = NonNullable<ErrorResponse['errors']>[number];

/** POST /admin/products/import: every row was imported. */
export const importProductsResponse = z.object({
  message: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
});
export type ImportProductsResponse = z.infer<typeof importProductsResponse>;
