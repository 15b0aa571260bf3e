import type { Readable } from 'node:stream';
import { ORDER_CSV_COLUMNS, type ordersCsvQuery } from '@shop/contract';
import type { z } from 'zod';
import type { Db } from '../../db/types.ts';
import { pagesAfter, streamCsv } from '../../lib/csv-stream.ts';
import { asCell } from '../products/products-csv.ts';
import { orderLinesPage, type OrdersCursor } from './reports.repository.ts';

/**
 * Orders read per page of the export: its memory is one page, whatever the range holds. Small
 * pages die young: with 500 orders a page the server grew 146 MB over a 200,000-line export
 * (rows lived long enough to reach the old generation), with 100 it grew 13 MB (bench:reports).
 */
const ORDERS_PER_PAGE = 100;
/** Pesos as a spreadsheet reads a number: "1280.50", no sign of currency, no grouping. */
const amount = (numeric: string) => Number(numeric).toFixed(2);

/**
 * The orders export (api.exportOrdersCsv), streamed: a header row, then one row per order line
 * of the orders placed in the range, in placed order, read a page of orders at a time (each page
 * its own query, so a long export holds no transaction open). Text a person typed (names) is
 * written as the product export writes it: a formula-looking cell with a ' in front.
 */
export function exportOrdersCsv(db: Db, range: z.output<typeof ordersCsvQuery>): Readable {
  const pages = pagesAfter(
    (after: OrdersCursor | null) => orderLinesPage(db, range, after, ORDERS_PER_PAGE),
    (last) => ({ createdAt: last.cursorAt, id: last.orderId }),
  );
  return streamCsv(ORDER_CSV_COLUMNS, pages, (lines) => {
    // A page holds whole orders: the fee goes on each order's first line.
    let previousOrder: string | null = null;
    return lines.map((l) => {
      const first = l.orderId !== previousOrder;
      previousOrder = l.orderId;
      return {
        orderNumber: String(l.orderNumber),
        placedAt: l.placedAt.toISOString(),
        finishedAt: l.finishedAt ? new Date(l.finishedAt).toISOString() : '',
        channel: l.channel,
        status: l.status,
        customerName: asCell(l.customerName ?? ''),
        product: asCell(l.product),
        tier: asCell(l.unit ? `${l.tier} (${l.unit})` : l.tier),
        quantity: String(l.quantity),
        refunded: String(l.refunded),
        unitPrice: amount(l.unitPrice),
        lineTotal: (
          (Math.round(Number(l.unitPrice) * 100) * (l.quantity - l.refunded)) /
          100
        ).toFixed(2),
        cost: l.cost === null ? '' : amount(l.cost),
        deliveryFee: first ? amount(l.deliveryFee) : '',
        paymentMethod: l.paymentMethod,
        reference: l.reference ?? '',
        paid: l.paid ? 'yes' : 'no',
      };
    });
  });
}
