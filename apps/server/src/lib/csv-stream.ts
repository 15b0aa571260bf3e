import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';

/** A spreadsheet reads the file as UTF-8 when it starts with the byte order mark. */
const BOM = '\uFEFF';

/**
 * An export streamed a page at a time (the orders and the stock ledger, issue 28): the byte order
 * mark and the header row, then each page of rows as `pages` yields it, lines ended by CRLF. The
 * server holds one page, whatever the export's size; each page is read when the client has taken
 * the one before (the stream's back-pressure).
 */
export function streamCsv(
  columns: readonly string[],
  pages: AsyncIterable<Record<string, string>[]>,
): Readable {
  const csv = (rows: Record<string, string>[], header: boolean) =>
    stringify(rows, { header, columns: [...columns], record_delimiter: '\r\n' });
  async function* chunks() {
    yield BOM + csv([], true);
    for await (const rows of pages) if (rows.length > 0) yield csv(rows, false);
  }
  return Readable.from(chunks());
}
