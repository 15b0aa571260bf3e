import { stringify } from 'csv-stringify/sync';
import { STOCK_MOVEMENT_CSV_COLUMNS, type stockMovementsCsvQuery } from '@shop/contract';
import type { z } from 'zod';
import type { Db } from '../../db/types.ts';
import { asCell } from '../products/products-csv.ts';
import { allMovements } from './stock.repository.ts';
import { toMovement } from './stock.service.ts';

const orEmpty = (value: string | number | null) => (value === null ? '' : String(value));

/**
 * The stock ledger as CSV (exportStockMovements), newest first, with a header row: every row
 * the filters match. Text a person typed (product names, notes, who) is written as the product
 * export writes it, a formula-looking cell with a ' in front, so no spreadsheet runs it.
 */
export async function exportMovementsCsv(
  db: Db,
  filter: z.output<typeof stockMovementsCsvQuery>,
): Promise<string> {
  const rows = (await allMovements(db, filter)).map(toMovement).map((m) => ({
    at: m.at,
    productId: m.productId,
    productName: asCell(m.productName),
    lotId: m.lotId,
    kind: m.kind,
    change: String(m.change),
    lotQuantityAfter: String(m.lotQuantityAfter),
    by: asCell(orEmpty(m.by)),
    orderNumber: orEmpty(m.orderNumber),
    reason: orEmpty(m.reason),
    note: asCell(orEmpty(m.note)),
    cost: m.cost === null ? '' : m.cost.toFixed(2),
  }));
  return stringify(rows, {
    header: true,
    columns: [...STOCK_MOVEMENT_CSV_COLUMNS],
    record_delimiter: '\r\n',
  });
}
