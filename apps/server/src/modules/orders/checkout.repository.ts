import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DeliveryMode, PaymentMethod } from '@shop/contract';
import type { Executor } from '../../db/types.ts';
import { functionRefusal } from '../../db/functions.ts';
import { jsonColumn, jsonTimestamp, oneRow } from '../../db/rows.ts';
import { orderItems, orders, type OrderItemRow, type OrderRow } from '../../db/schema/index.ts';

/** What `shop_checkout` refuses (db/functions/shop_checkout.sql), with the reason it gives. */
const checkoutRefusals = z.discriminatedUnion('reason', [
  z.object({ status: z.literal(401), reason: z.literal('session') }),
  z.object({ status: z.literal(422), reason: z.literal('idempotency-mismatch') }),
  z.object({ status: z.literal(409), reason: z.literal('date') }),
  z.object({ status: z.literal(400), reason: z.literal('cart-empty') }),
  z.object({ status: z.literal(400), reason: z.literal('total') }),
  z.object({ status: z.literal(409), reason: z.literal('unavailable'), productId: z.string() }),
  z.object({
    status: z.literal(409),
    reason: z.literal('tier'),
    priceType: z.enum(orderItems.priceType.enumValues),
    name: z.string(),
  }),
  z.object({ status: z.literal(400), reason: z.literal('zone-required') }),
  z.object({ status: z.literal(409), reason: z.literal('zone-unavailable') }),
  z.object({
    status: z.literal(409),
    reason: z.literal('day-full'),
    date: z.string(),
    deliveryMode: z.enum(orders.deliveryMode.enumValues),
  }),
  z.object({ status: z.literal(409), reason: z.literal('gcash-reused'), orderNumber: z.number() }),
  z.object({
    status: z.literal(409),
    reason: z.literal('minimum'),
    minimum: z.string(),
    subtotal: z.string(),
  }),
]);
export type CheckoutRefusal = z.output<typeof checkoutRefusals>;

/** The refusal inside a database error raised by `shop_checkout`, if it is one. */
export const checkoutRefusal = (error: unknown): CheckoutRefusal | undefined =>
  functionRefusal(error, checkoutRefusals);

/** The order as shop_order_json writes it, as the orders table's row. */
export const orderJson: z.ZodType<OrderRow> = z.object({
  id: z.string(),
  orderNumber: z.number().int(),
  userId: z.string().nullable(),
  status: z.enum(orders.status.enumValues),
  customerName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  pickupDate: z.string(),
  deliveryMode: z.enum(orders.deliveryMode.enumValues),
  subtotal: z.string(),
  deliveryFee: z.string(),
  totalAmount: z.string(),
  deliveryZoneId: z.string().nullable(),
  deliveryZoneName: z.string().nullable(),
  paymentMethod: z.enum(orders.paymentMethod.enumValues),
  gcashReference: z.string().nullable(),
  paid: z.boolean(),
  paidAt: jsonTimestamp.nullable(),
  paidBy: z.string().nullable(),
  smsUpdates: z.boolean(),
  customerInfoClearedAt: jsonTimestamp.nullable(),
  idempotencyKey: z.string().nullable(),
  idempotencyFingerprint: z.string().nullable(),
  channel: z.enum(orders.channel.enumValues),
  soldBy: z.string().nullable(),
  shiftId: z.string().nullable(),
  tendered: z.string().nullable(),
  trackingCode: z.string().nullable(),
  createdAt: jsonTimestamp,
});

/** An order line as shop_order_json writes it, as the order_items table's row. */
export const orderItemJson: z.ZodType<OrderItemRow> = z.object({
  id: z.string(),
  orderId: z.string(),
  productId: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  priceType: z.enum(orderItems.priceType.enumValues),
  unitPrice: z.string(),
  unit: z.string().nullable(),
  quantity: z.number().int(),
  refundedQuantity: z.number().int(),
});

const checkoutAnswer = oneRow(
  z.object({
    result: jsonColumn(
      z.object({ replayed: z.boolean(), order: orderJson, items: z.array(orderItemJson) }),
    ),
  }),
);

/**
 * Runs the whole checkout in the database in one call (`shop_checkout`, one transaction and one
 * round trip): the session check, the cart lock, the idempotency lookup, the conditional stock
 * updates in product id order, the order and its lines, the emptied cart. Refusals come back as
 * errors that `checkoutRefusal` reads.
 */
export async function checkoutCart(
  db: Executor,
  input: {
    userId: string;
    /** the session token's version: the call refuses (401) unless it is the user's */
    tokenVersion: number;
    idempotencyKey: string | null;
    /** with an Idempotency-Key, the sha256 of the checkout's details (checkout.service) */
    requestHash: string | null;
    /** the date rules refuse the pickup date: only a retry of an order already made goes through */
    dateRefused: boolean;
    customerName: string;
    phoneNumber: string;
    address: string | null;
    pickupDate: string;
    deliveryMode: DeliveryMode;
    zoneId: string | null;
    paymentMethod: PaymentMethod;
    gcashReference: string | null;
    smsUpdates: boolean;
    /** the shop's today (shopToday): shop_sellable decides from it */
    today: string;
    /** the shop's minimum order subtotal, as a numeric; null: none */
    minSubtotal: string | null;
    /** the daily limit of orders of this kind; null: none */
    dayLimit: number | null;
    maxTotal: string;
  },
): Promise<{ replayed: boolean; order: OrderRow; items: OrderItemRow[] }> {
  // One document, the function's one argument: its fields are named, not placed.
  const result = await db.execute(
    sql`select shop_checkout(${JSON.stringify(input)}::jsonb) as result`,
  );
  return checkoutAnswer.parse(result).rows[0].result;
}
