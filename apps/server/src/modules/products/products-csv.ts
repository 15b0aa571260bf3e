import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import {
  shopToday,
  BULK_MAX_PRODUCTS,
  PRODUCT_CSV_COLUMNS,
  formatCount,
  parseProductCsvRow,
  type ImportProblem,
  type ImportProductsResponse,
  type Product,
  type ProductCsvColumn,
  type ProductCsvRecord,
  type ProductCsvRow,
} from '@shop/contract';
import type { Db } from '../../db/types.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './products.repository.ts';
import { removeProductFromCarts } from '../cart/cart.repository.ts';
import { newProductOf, patchOf } from './products.service.ts';
import { toProduct } from './product-view.ts';
import { nameActor, refreshProducts } from '../stock/stock.repository.ts';
import { correctProductsStock, stockEditProblem } from '../stock/stock.service.ts';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, return at its start) is written
 * with a ' in front, which spreadsheets show as text; an import takes that ' off again, so an
 * export imports back unchanged.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export const asCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);
const fromCell = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

const money = (value: number | null) => (value === null ? '' : value.toFixed(2));

function rowOf(p: Product): Record<ProductCsvColumn, string> {
  return {
    _id: p._id,
    name: asCell(p.name),
    category: p.category,
    description: asCell(p.description),
    price: money(p.price),
    priceUnit: asCell(p.priceUnit ?? ''),
    halfPrice: money(p.halfPrice),
    halfPriceUnit: asCell(p.halfPriceUnit ?? ''),
    retailPrice: money(p.retailPrice),
    retailPriceUnit: asCell(p.retailPriceUnit ?? ''),
    stock: String(p.stock),
    lowStockLevel: String(p.lowStockLevel),
    expirationDate: p.expirationDate,
    images: asCell(p.images),
    barcode: asCell(p.barcode ?? ''),
  };
}

/** Every live product, by name, with a header row (exportProductsCsv). */
export async function exportProductsCsv(db: Db): Promise<string> {
  const rows = await repo.listProducts(db, {}, 'name');
  return stringify(
    rows.map((row) => rowOf(toProduct(row))),
    { header: true, columns: [...PRODUCT_CSV_COLUMNS], record_delimiter: '\r\n' },
  );
}

/** Refuses a file as a whole: 400 with every bad row's line. */
function refuse(problems: ImportProblem[]): never {
  const shown = problems.slice(0, 3).map((p) => `line ${p.line}: ${p.message}`);
  const more = problems.length > 3 ? `; and ${formatCount(problems.length - 3)} more` : '';
  const rows =
    problems.length === 1
      ? 'A row has a problem'
      : `${formatCount(problems.length)} rows have problems`;
  throw new AppError(
    400,
    `Nothing was imported. ${rows}: ${shown.join('; ')}${more}.`,
    'file',
    problems,
  );
}

/**
 * Counts lines through a file as its records are read, so that each record gets the line it
 * starts on (the header is line 1). csv-parse's own count takes a CRLF inside quotes for two
 * lines, so lines are counted here from its byte offsets: LF, CRLF and a lone CR end a line,
 * and blank lines before a record are passed over.
 */
function lineCounter(bytes: Buffer) {
  let position = 0;
  let line = 1;
  return (start: number): number => {
    for (; position < start; position += 1) {
      const byte = bytes[position];
      if (byte === 0x0a || (byte === 0x0d && bytes[position + 1] !== 0x0a)) line += 1;
    }
    while (bytes[position] === 0x0d || bytes[position] === 0x0a) {
      if (bytes[position] === 0x0a || bytes[position + 1] !== 0x0a) line += 1;
      position += 1;
    }
    return line;
  };
}

/** The records of the file with the line each starts on; a file csv-parse cannot read is refused. */
function readRecords(
  bytes: Buffer,
): { line: number; record: ProductCsvRecord; problem?: string }[] {
  let parsed: { record: string[]; info: { bytes: number } }[];
  try {
    parsed = parse(bytes, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
      max_record_size: 64 * 1024,
    }) as unknown as typeof parsed;
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    refuse([{ line, message: `The file is not readable CSV (${(error as Error).message})` }]);
  }
  const [head, ...rows] = parsed;
  if (!head) refuse([{ line: 1, message: 'The file has no header row' }]);
  const header = head.record.map((name) => name.trim());
  const unknown = header.filter((n) => !(PRODUCT_CSV_COLUMNS as readonly string[]).includes(n));
  if (unknown.length > 0) {
    refuse([
      {
        line: 1,
        message: `Unknown column ${unknown.map((n) => `"${n}"`).join(', ')}; the columns are ${PRODUCT_CSV_COLUMNS.join(', ')}`,
      },
    ]);
  }
  // A column named twice would leave one of its two cells unread without a word.
  const twice = header.find((name, i) => header.indexOf(name) !== i);
  if (twice !== undefined) refuse([{ line: 1, message: `The column "${twice}" is named twice` }]);
  const lineOf = lineCounter(bytes);
  let previousEnd = head.info.bytes;
  return rows.map(({ record, info }) => {
    const line = lineOf(previousEnd);
    previousEnd = info.bytes;
    if (record.length !== header.length) {
      return {
        line,
        record: {},
        problem: `Expected ${header.length} cells, found ${record.length}`,
      };
    }
    const cells = Object.fromEntries(header.map((name, i) => [name, fromCell(record[i] ?? '')]));
    return { line, record: cells as ProductCsvRecord };
  });
}

/**
 * The admin's import (importProducts): every row is checked first (the contract's rules, the picture's
 * host, then, in the transaction that writes, that an `_id` names a live product); with any
 * problem nothing is written and the 400 lists them all. Otherwise all rows are written in that
 * one transaction, in a few multi-row statements.
 */
export async function importProductsCsv(
  db: Db,
  bytes: Buffer,
  checkImage: (images: string | undefined) => void,
  userId: string,
): Promise<ImportProductsResponse> {
  const text = bytes.toString('utf8');
  if (text.includes('\u0000') || text.includes('\uFFFD')) {
    refuse([{ line: 1, message: 'The file must be UTF-8 text' }]);
  }
  const records = readRecords(bytes);
  if (records.length === 0) refuse([{ line: 2, message: 'The file has no product rows' }]);
  if (records.length > BULK_MAX_PRODUCTS) {
    refuse([{ line: 2, message: `At most ${formatCount(BULK_MAX_PRODUCTS)} rows at once` }]);
  }
  const problems: ImportProblem[] = [];
  const rows: { line: number; row: ProductCsvRow }[] = [];
  for (const { line, record, problem } of records) {
    if (problem) {
      problems.push({ line, message: problem });
      continue;
    }
    const parsed = parseProductCsvRow(record);
    if (!parsed.ok) {
      problems.push({ line, message: parsed.message });
      continue;
    }
    try {
      checkImage(parsed.row.body.images);
    } catch (error) {
      problems.push({ line, message: (error as Error).message });
      continue;
    }
    rows.push({ line, row: parsed.row });
  }
  const ids = rows.flatMap(({ row }) => (row.kind === 'update' ? [row.id] : []));
  return inTransaction(db, async (tx) => {
    // Checked in the transaction that writes, with the products locked: one deleted meanwhile
    // is a line of the answer, not a failure of the whole import.
    const live = await repo.lockLiveProductIds(tx, ids);
    const before = new Map((await repo.findLiveProducts(tx, [...live])).map((p) => [p.id, p]));
    const found = [...problems];
    const seen = new Set<string>();
    for (const { line, row } of rows) {
      if (row.kind !== 'update') continue;
      if (!live.has(row.id)) found.push({ line, message: 'No product has this _id' });
      else if (seen.has(row.id)) found.push({ line, message: 'This _id is on an earlier row too' });
      else {
        // Stock and expiry change the product's one lot holding stock, as the single edit does.
        const product = before.get(row.id);
        const problem = product && (await stockEditProblem(tx, product, row.body));
        if (problem) found.push({ line, message: problem });
      }
      seen.add(row.id);
    }
    if (found.length > 0) refuse(found.sort((a, b) => a.line - b.line));
    // A few large statements (WRITE_BATCH rows each), not one per row: on PGlite every other
    // request waits for this transaction to end.
    const creates = rows.flatMap(({ row }) =>
      row.kind === 'create' ? [newProductOf(row.body)] : [],
    );
    const updates = rows.flatMap(({ row }) =>
      row.kind === 'update' ? [{ id: row.id, patch: patchOf(row.body) }] : [],
    );
    await nameActor(tx, userId);
    // Before the patches: a row's stock and expiry are compared with what the product had.
    await correctProductsStock(
      tx,
      rows.flatMap(({ row }) => {
        const product = row.kind === 'update' ? before.get(row.id) : undefined;
        return product ? [{ product, sent: row.body }] : [];
      }),
      userId,
    );
    await repo.insertProducts(tx, creates);
    const updated = await repo.updateProductsEach(tx, updates);
    // The products were locked as live above: every update finds its product.
    if (updated !== updates.length)
      throw new Error(`import updated ${updated} of ${updates.length}`);
    // A size changed: the figures follow.
    const resized = updates.flatMap(({ id, patch }) =>
      Object.keys(patch).some((key) => key.endsWith('Size')) ? [id] : [],
    );
    await refreshProducts(tx, resized, shopToday());
    // A price tier set to none leaves the carts, as in updateProduct.
    for (const tier of ['halfPrice', 'retailPrice'] as const) {
      const gone = rows.flatMap(({ row }) =>
        row.kind === 'update' && row.body[tier] === null ? [row.id] : [],
      );
      await removeProductFromCarts(tx, gone, tier);
    }
    const created = creates.length;
    return {
      message: `Imported ${formatCount(rows.length)} products: ${formatCount(created)} created, ${formatCount(updated)} updated.`,
      created,
      updated,
    };
  });
}
