import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { PaymentMethod, PriceType } from '@shop/contract';
import type { Executor } from '../../db/types.ts';
import { functionRefusal } from '../../db/functions.ts';
import { jsonColumn, oneRow } from '../../db/rows.ts';
import { orderItems } from '../../db/schema/index.ts';
import type { LiveEventKind } from '../../live/hub.ts';
import { staffOrderJson } from '../orders/queue.service.ts';

/** What `shop_counter_sale` refuses (db/functions/shop_counter_sale.sql), with the reason it gives. */
const saleRefusals = z.discriminatedUnion('reason', [
  z.object({ status: z.literal(422), reason: z.literal('idempotency-mismatch') }),
  z.object({ status: z.literal(409), reason: z.literal('no-shift') }),
  z.object({ status: z.literal(404), reason: z.literal('product-missing') }),
  z.object({
    status: z.literal(409),
    reason: z.literal('tier'),
    priceType: z.enum(orderItems.priceType.enumValues),
    name: z.string(),
  }),
  z.object({ status: z.literal(400), reason: z.literal('total') }),
  z.object({ status: z.literal(400), reason: z.literal('tendered-short'), total: z.string() }),
  z.object({ status: z.literal(409), reason: z.literal('gcash-reused'), orderNumber: z.number() }),
  z.object({ status: z.literal(409), reason: z.literal('unavailable'), productId: z.string() }),
]);
export type SaleRefusal = z.output<typeof saleRefusals>;

/** The refusal inside a database error raised by `shop_counter_sale`, if it is one. */
export const saleRefusal = (error: unknown): SaleRefusal | undefined =>
  functionRefusal(error, saleRefusals);

const saleAnswer = oneRow(
  z.object({
    result: jsonColumn(z.object({ replayed: z.boolean(), sale: staffOrderJson })),
  }),
);

/**
 * The whole sale in the database in one call (`shop_counter_sale`, one statement and one round
 * trip): the idempotency lookup, the shift, the products locked in id order and priced, the
 * order and its lines, the stock, the sales totals, the history and the live event. Answers the
 * sale in shop_staff_order_json's pieces; refusals come back as errors that `saleRefusal` reads.
 */
export async function sellAtCounter(
  db: Executor,
  sale: {
    cashierId: string;
    idempotencyKey: string;
    /** the sha256 of the validated body (orders' requestHash) */
    fingerprint: string;
    lines: { productId: string; priceType: PriceType; quantity: number }[];
    customerName: string | null;
    phoneNumber: string | null;
    smsUpdates: boolean;
    paymentMethod: PaymentMethod;
    /** cash: the amount tendered, as a numeric */
    tendered: string | null;
    gcashReference: string | null;
    /** the shop's today (shopToday): the order's date, and which lots are expired */
    today: string;
    maxTotal: string;
    /** the history's note for staff */
    detail: string;
    /** live/hub.ts's orderNotice */
    live: { channel: string; type: LiveEventKind; at: string };
  },
) {
  const result = await db.execute(
    sql`select shop_counter_sale(${JSON.stringify(sale)}::jsonb) as result`,
  );
  return saleAnswer.parse(result).rows[0].result;
}
