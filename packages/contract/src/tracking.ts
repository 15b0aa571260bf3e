import { z } from 'zod';
import { DELIVERY_MODES, ORDER_STATUSES, PAYMENT_METHODS } from './constants.ts';

/**
 * An order's public tracking page (issue 29): /t/{code}, linked from every text and email about
 * the order. Whoever has the link sees how the order stands, never who placed it: no name,
 * phone or address (the shop's own are shown, to find and reach it).
 */

/** A code is 24 base64url characters (18 bytes, 138 of them random bits). */
export const TRACKING_CODE_PATTERN = /^[A-Za-z0-9_-]{24}$/;

export const trackOrderParams = z.object({
  // Anything else is no code: answered 404 like an unknown one, without a database read.
  code: z.string().max(100),
});

export const trackedOrder = z.object({
  orderNumber: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  /** The latest status change's note from the shop (null when it had none). */
  note: z.string().nullable(),
  statusHistory: z.array(
    z.object({ status: z.enum(ORDER_STATUSES), at: z.string(), note: z.string().nullable() }),
  ),
  deliveryMode: z.enum(DELIVERY_MODES),
  /** YYYY-MM-DD: the pickup or delivery date. */
  pickupDate: z.string(),
  createdAt: z.string(),
  totalAmount: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paid: z.boolean(),
  shop: z.object({
    shopName: z.string(),
    address: z.string().nullable(),
    hours: z.string().nullable(),
    phone: z.string().nullable(),
    messengerUrl: z.string().nullable(),
    viberNumber: z.string().nullable(),
    contactUrl: z.string().nullable(),
  }),
});
export type TrackedOrder = z.infer<typeof trackedOrder>;

export const trackOrderResponse = z.object({ order: trackedOrder });

export const TRACKING_MESSAGES = {
  notFound: 'This tracking link does not work. It may be mistyped, or the order was cleared.',
} as const;
