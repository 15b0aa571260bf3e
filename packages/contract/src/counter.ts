import { z } from 'zod';
import {
  CART_LINE_QUANTITY_MAX,
  COUNTER_NOTE_MAX_LENGTH,
  COUNTER_SALE_LINES_MAX,
  MONEY_MAX,
  ORDER_CHANNELS,
  PAYMENT_METHODS,
  TEXT_MAX_LENGTH,
} from './constants.ts';
import { calendarDate, id, optionalText, text } from './common.ts';
import { priceType } from './cart.ts';
import { customerQueueEntry, gcashReference, phoneNumber } from './order.ts';

/*
 * The counter (issue 27, docs/decisions/0082): walk-in sales from the same lots as the web shop,
 * refunds back to the lots they came from, and the cashier's shifts that count the drawer.
 */

/** Pesos the drawer holds or a customer hands over: 0 or more, at most two decimals. */
const cash = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .min(0, { message: `${label} cannot be negative` })
    .max(MONEY_MAX, { message: `${label} is too large` })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      message: `${label} can have at most two decimals`,
    });

const quantity = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .int({ message: `${label} must be a whole number` })
    .min(1, { message: `${label} must be at least 1` })
    .max(CART_LINE_QUANTITY_MAX, {
      message: `${label} must be at most ${CART_LINE_QUANTITY_MAX.toLocaleString('en-PH')}`,
    });

/** One line of a counter sale: a product, its tier and how many. */
export const counterSaleLine = z.strictObject({
  productId: id,
  priceType,
  quantity: quantity('Quantity'),
});

/** How the walk-in customer pays: cash with the amount handed over, or GCash with its reference. */
export const counterPayment = z
  .strictObject({
    method: z.enum(PAYMENT_METHODS, { message: 'Payment method must be cash or gcash' }),
    tendered: cash('Amount tendered').optional(),
    gcashReference: gcashReference.optional(),
  })
  .superRefine((payment, ctx) => {
    if (payment.method === 'cash' && payment.tendered === undefined) {
      ctx.addIssue({ code: 'custom', path: ['tendered'], message: 'Amount tendered is required' });
    }
    if (payment.method === 'cash' && payment.gcashReference !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['gcashReference'],
        message: 'A GCash reference number is only for GCash payments',
      });
    }
    if (payment.method === 'gcash' && payment.gcashReference === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['gcashReference'],
        message: 'GCash reference number is required',
      });
    }
    if (payment.method === 'gcash' && payment.tendered !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['tendered'],
        message: 'Amount tendered is only for cash payments',
      });
    }
  });

/**
 * POST /cashier/sales (with an Idempotency-Key header): a walk-in sale, completed and paid at
 * once. The name and phone are optional; with a phone the receipt is also texted.
 */
export const counterSaleBody = z.strictObject({
  lines: z
    .array(counterSaleLine, { message: 'Lines must be a list' })
    .min(1, { message: 'Add at least one product' })
    .max(COUNTER_SALE_LINES_MAX, {
      message: `A sale can have at most ${COUNTER_SALE_LINES_MAX} lines`,
    }),
  payment: counterPayment,
  customerName: optionalText('Customer name', TEXT_MAX_LENGTH),
  phoneNumber: phoneNumber.nullable().optional(),
});
export type CounterSaleBody = z.input<typeof counterSaleBody>;

/** The Idempotency-Key of a sale: a retry with the same key answers the same sale. */
export const counterSaleHeaders = z.object({
  'idempotency-key': z
    .string({ message: 'Idempotency-Key header is required' })
    .min(1, { message: 'Idempotency-Key header is required' })
    .max(200, { message: 'Idempotency-Key must be at most 200 characters' }),
});

/** A refund of a counter sale: what went back, how much money, why, by whom, into which shift. */
export const refund = z.object({
  _id: id,
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS),
  reason: z.string(),
  at: z.string(),
  by: z.string().nullable(),
  lines: z.array(z.object({ lineId: id, quantity: z.number().int(), amount: z.number() })),
});

/** A counter sale as staff see it: the queue's entry, with what was handed over and refunded. */
export const counterSale = customerQueueEntry;
export const counterSaleResponse = z.object({ message: z.string(), sale: counterSale });
export type CounterSaleResponse = z.infer<typeof counterSaleResponse>;

/**
 * POST /cashier/sales/{id}/refund: some lines (each with how many of it) or, without `lines`,
 * everything not yet refunded. The reason is required.
 */
export const refundBody = z.strictObject({
  lines: z
    .array(z.strictObject({ lineId: id, quantity: quantity('Quantity') }), {
      message: 'Lines must be a list',
    })
    .min(1, { message: 'Choose at least one line to refund' })
    .max(COUNTER_SALE_LINES_MAX, {
      message: `A refund can have at most ${COUNTER_SALE_LINES_MAX} lines`,
    })
    .optional(),
  reason: text('Reason', COUNTER_NOTE_MAX_LENGTH),
});
export const refundResponse = z.object({ message: z.string(), refund, sale: counterSale });
export type RefundResponse = z.infer<typeof refundResponse>;

/** A GCash payment taken during a shift, to check against the wallet's history. */
export const shiftGcashPayment = z.object({
  orderId: id,
  orderNumber: z.number().int(),
  channel: z.enum(ORDER_CHANNELS),
  reference: z.string().nullable(),
  amount: z.number(),
  at: z.string(),
});

/**
 * A cashier's shift: the float they started with, the cash that came in (counter cash sales,
 * online orders they marked paid in cash) and went out (cash refunds), what the drawer should
 * hold, and once closed what was counted and the difference (positive over, negative short).
 */
export const shift = z.object({
  _id: id,
  cashierId: id.nullable(),
  cashier: z.string().nullable(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  float: z.number(),
  cashSales: z.number(),
  cashSalesCount: z.number().int(),
  onlineCash: z.number(),
  onlineCashCount: z.number().int(),
  cashRefunds: z.number(),
  cashRefundsCount: z.number().int(),
  expectedCash: z.number(),
  countedCash: z.number().nullable(),
  difference: z.number().nullable(),
  note: z.string().nullable(),
  gcashPayments: z.array(shiftGcashPayment),
  gcashTotal: z.number(),
});
export type Shift = z.infer<typeof shift>;

/** POST /cashier/shifts: open a shift with the cash in the drawer. */
export const openShiftBody = z.strictObject({ float: cash('Float') });
/** POST /cashier/shifts/{id}/close: the cash counted in the drawer, and a note. */
export const closeShiftBody = z.strictObject({
  countedCash: cash('Counted cash'),
  note: optionalText('Note', COUNTER_NOTE_MAX_LENGTH),
});
export const shiftResponse = z.object({ message: z.string(), shift });
export type ShiftResponse = z.infer<typeof shiftResponse>;
/** GET /cashier/shifts/current: the caller's open shift, or null. */
export const currentShiftResponse = z.object({ shift: shift.nullable() });

/**
 * GET /cashier/shifts: a cashier sees their own; the admin every cashier's, filtered by
 * `cashierId`, `status` and the Manila days `from` and `to` the shift opened (both included).
 */
export const shiftsQuery = z.object({
  cashierId: id.optional(),
  status: z.enum(['open', 'closed'], { message: 'Status must be open or closed' }).optional(),
  from: calendarDate('From').optional(),
  to: calendarDate('To').optional(),
});
export const shiftsResponse = z.object({ shifts: z.array(shift) });
