import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';

/** A spreadsheet reads the file as UTF-8 when it starts with the byte order mark. */
const BOM = '\uFEFF';

/**
 * The pages of a read by key (keyset paging): `read(after)` gives the rows after a cursor (null:
 * from the start), `cursorOf` the cursor of a page's last row; it ends at the first empty page.
 * Each page is its own query, so a long export holds no transaction open.
 */
export async function* pagesAfter<Row, Cursor>(
  read: (after: Cursor | null) => Promise<Row[]>,
  cursorOf: (last: Row) => Cursor,
): AsyncGenerator<Row[]> {
  let after: Cursor | null = null;
  for (;;) {
    const rows = await read(after);
    if (rows.length === 0) return;
    yield rows;
    after = cursorOf(rows[rows.length - 1]!);
  }
}

/**
 * An export streamed a page at a time (the orders and the stock ledger, issue 28): the byte order
 * mark and the header row, then each page's rows as `cells` writes them, lines ended by CRLF. The
 * server holds one page, whatever the export's size; each page is read when the client has taken
 * the one before (the stream's back-pressure).
 */
export function streamCsv<Row>(
  columns: readonly string[],
  pages: AsyncIterable<Row[]>,
  cells: (rows: Row[]) => Record<string, string>[],
): Readable {
  const csv = (rows: Record<string, string>[], header: boolean) =>
    stringify(rows, { header, columns: [...columns], record_delimiter: '\r\n' });
  async function* chunks() {
    yield BOM + csv([], true);
    for await (const rows of pages) yield csv(cells(rows), false);
  }
  return Readable.from(chunks());
}
