import type { Readable } from 'node:stream';
import { STOCK_MOVEMENT_CSV_COLUMNS, type stockMovementsCsvQuery } from '@shop/contract';
import type { z } from 'zod';
import type { Db } from '../../db/types.ts';
import { pagesAfter, streamCsv } from '../../lib/csv-stream.ts';
import { asCell } from '../products/products-csv.ts';
import { movementsPage, type MovementsCursor } from './stock.repository.ts';
import { toMovement } from './stock.service.ts';

/** Ledger rows read per page of the export: its memory is one page, whatever the ledger holds. */
const ROWS_PER_PAGE = 1000;

const orEmpty = (value: string | number | null) => (value === null ? '' : String(value));

/**
 * The stock ledger as CSV (exportStockMovements), newest first, streamed a page at a time with
 * the byte order mark and a header row (lib/csv-stream.ts): every row the filters match. Text a
 * person typed (product names, notes, who) is written as the product export writes it, a
 * formula-looking cell with a ' in front, so no spreadsheet runs it; pesos as plain numbers.
 */
export function exportMovementsCsv(
  db: Db,
  filter: z.output<typeof stockMovementsCsvQuery>,
  rowsPerPage = ROWS_PER_PAGE,
): Readable {
  const pages = pagesAfter(
    (after: MovementsCursor | null) => movementsPage(db, filter, after, rowsPerPage),
    (last) => ({ at: last.cursorAt, id: last.id }),
  );
  return streamCsv(STOCK_MOVEMENT_CSV_COLUMNS, pages, (rows) =>
    rows.map(toMovement).map((m) => ({
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
    })),
  );
}
