import { PHONE_NUMBER_MESSAGE, isPhilippinePhone } from './phone.ts';
import { z } from 'zod';
import {
  DELIVERY_MODES,
  GCASH_REFERENCE_PATTERN,
  ORDER_NOTE_MAX_LENGTH,
  PAYMENT_METHODS,
  ORDER_CHANNELS,
  ORDER_STATUSES,
  QUEUE_FILTERS,
  QUEUE_SEARCH_MAX_LENGTH,
  SETTABLE_ORDER_STATUSES,
} from './constants.ts';
import { id, text, todayOrLater } from './common.ts';
import { priceType } from './cart.ts';

export const deliveryMode = z.enum(DELIVERY_MODES, {
  message: 'Delivery mode must be pickup or delivery',
});
export const orderStatus = z.enum(ORDER_STATUSES);

export const phoneNumber = text('Phone number', 20).refine(isPhilippinePhone, {
  message: PHONE_NUMBER_MESSAGE,
});

/** A GCash reference number: 13 digits (spaces allowed and dropped). */
export const gcashReference = z
  .string({ message: 'GCash reference number is required' })
  .transform((v) => v.replace(/\s+/g, ''))
  .refine((v) => GCASH_REFERENCE_PATTERN.test(v), {
    message: 'GCash reference number must be 13 digits',
  });

/**
 * POST /product/post-checkout. The spec's fields, plus the delivery area (required for delivery
 * while any active area exists, refused for pickup), how the customer pays, and whether they
 * want text messages about the order. Pickup needs no address: the order stores the shop's.
 */
export const checkoutBody = z
  .strictObject({
    name: text('Name', 100),
    address: z
      .string({ message: 'Address must be text' })
      .trim()
      .max(300, { message: 'Address must be at most 300 characters' })
      .optional(),
    phoneNumber,
    pickupDate: todayOrLater('Pickup date'),
    deliveryMode,
    zoneId: id.optional(),
    paymentMethod: z
      .enum(PAYMENT_METHODS, { message: 'Payment method must be cash or gcash' })
      .default('cash'),
    gcashReference: gcashReference.optional(),
    smsUpdates: z.boolean({ message: 'smsUpdates must be true or false' }).default(true),
  })
  .superRefine((body, ctx) => {
    if (body.deliveryMode === 'delivery' && !body.address) {
      ctx.addIssue({
        code: 'custom',
        path: ['address'],
        message: 'Address is required for delivery',
      });
    }
    if (body.deliveryMode === 'pickup' && body.zoneId !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['zoneId'],
        message: 'A delivery area is only for delivery orders',
      });
    }
    if (body.paymentMethod !== 'gcash' && body.gcashReference !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['gcashReference'],
        message: 'A GCash reference number is only for GCash payments',
      });
    }
  });
export type CheckoutBody = z.input<typeof checkoutBody>;

/** An order line: a snapshot of name, price type and unit price at checkout. */
export const orderItem = z.object({
  _id: id,
  product: z.object({ _id: id, name: z.string(), description: z.string() }),
  name: z.string(),
  description: z.string(),
  priceType,
  price: z.number(),
  /** The tier's unit when the order was placed ("sack (25 kg)"), null when not said. */
  unit: z.string().nullable(),
  quantity: z.number().int(),
  subtotal: z.number(),
});
export type OrderItem = z.infer<typeof orderItem>;
/**
 * A line as staff see it: which lots it took (stock units from each, with the lot's expiry and
 * the product's stock unit, so the counter takes the right sack), first-expired-first-out;
 * empty while the order holds no stock (declined, cancelled) or for a line sold before lots.
 */
export const staffOrderItem = orderItem.extend({
  lots: z.array(
    z.object({
      lotId: id,
      quantity: z.number(),
      expirationDate: z.string(),
      stockUnit: z.string(),
    }),
  ),
  /** How many of the line a counter refund has given back (0 for online orders). */
  refundedQuantity: z.number().int(),
});

/** Name, phone and address are null once a cashier cleared the customer info. */
export const customerInfo = z.object({
  name: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  pickupDate: z.string(),
});

/** One step of an order's timeline: the first is pending, at the order's time. */
export const statusChange = z.object({
  status: orderStatus,
  at: z.string(),
  note: z.string().nullable(),
});
export type StatusChange = z.infer<typeof statusChange>;
/**
 * The staff see who made each change (the customer never does), and what the record says for
 * them alone (an approval over the day's limit, a corrected delivery area), when it does.
 */
export const staffStatusChange = statusChange.extend({
  by: z.string().nullable(),
  detail: z.string().optional(),
});
export type StaffStatusChange = z.infer<typeof staffStatusChange>;

/** What the order costs: goods, the delivery fee (0 for pickup), and their sum. */
const orderMoney = {
  subtotal: z.number(),
  deliveryFee: z.number(),
  totalAmount: z.number(),
  /** The delivery area's name when the order was placed; null for pickup or without areas. */
  deliveryZone: z.string().nullable(),
};
/** How it is paid: the method, the GCash reference, and whether the cashier saw the money. */
const orderPayment = {
  paymentMethod: z.enum(PAYMENT_METHODS),
  gcashReference: z.string().nullable(),
  paid: z.boolean(),
  paidAt: z.string().nullable(),
  /** The customer asked for text messages about this order. */
  smsUpdates: z.boolean(),
};

export const order = z.object({
  _id: id,
  /** The number people quote ("Order #1042"), from a sequence: never two orders with one. */
  orderNumber: z.number().int().positive(),
  status: orderStatus,
  /** The note of the latest status change (null when it had none): the cashier's word to the customer. */
  note: z.string().nullable(),
  statusHistory: z.array(statusChange),
  /** The order's public tracking page is /t/{trackingCode} (issue 29); null once cleared. */
  trackingCode: z.string().nullable(),
  customerInfo,
  items: z.array(orderItem),
  deliveryMode,
  createdAt: z.string(),
  ...orderMoney,
  ...orderPayment,
});
export type Order = z.infer<typeof order>;

export const orderResponse = z.object({ order });
export const ordersResponse = z.object({ orders: z.array(order) });

/** An entry of the cashier queue (GET /product/get-customer-info), in the spec's shape. */
export const customerQueueEntry = z.object({
  _id: id,
  orderNumber: z.number().int().positive(),
  status: orderStatus,
  note: z.string().nullable(),
  statusHistory: z.array(staffStatusChange),
  customerInfo,
  orderId: z.object({ _id: id, items: z.array(staffOrderItem), totalAmount: z.number() }),
  deliveryMode,
  createdAt: z.string(),
  ...orderMoney,
  ...orderPayment,
  /** The staff member who last set the paid mark. */
  paidBy: z.string().nullable(),
  /** online: the web shop's checkout; counter: a walk-in sale (issue 27). */
  channel: z.enum(ORDER_CHANNELS),
  /** A counter cash sale: what the customer handed over and the change given; else null. */
  tendered: z.number().nullable(),
  change: z.number().nullable(),
  /** Pesos refunded at the counter so far. */
  refundedAmount: z.number(),
});
export type CustomerQueueEntry = z.infer<typeof customerQueueEntry>;
export const customerQueueResponse = z.object({ customer: z.array(customerQueueEntry) });

/**
 * `?status=` of the queue: open (pending, approved, ready; the default), done, or one status;
 * `?search=`; `?shiftId=`: only the orders whose money went into that shift (its counter sales,
 * and online orders marked paid in cash during it).
 */
export const customerQueueQuery = z.object({
  status: z
    .enum(QUEUE_FILTERS, { message: `Status must be one of ${QUEUE_FILTERS.join(', ')}` })
    .default('open'),
  /** An order number ("1042" or "#1042"), or part of the customer's name or phone. */
  search: z
    .string({ message: 'Search must be text' })
    .trim()
    .max(QUEUE_SEARCH_MAX_LENGTH, {
      message: `Search must be at most ${QUEUE_SEARCH_MAX_LENGTH} characters`,
    })
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  shiftId: z.uuid({ message: 'Shift id must be an id' }).optional(),
});

/** The cashier's note to the customer: trimmed; empty means none. */
export const orderNote = z
  .string({ message: 'Note must be text' })
  .trim()
  .max(ORDER_NOTE_MAX_LENGTH, {
    message: `Note must be at most ${ORDER_NOTE_MAX_LENGTH} characters`,
  })
  .transform((v) => (v === '' ? undefined : v));

export const setOrderStatusBody = z.strictObject({
  status: z.enum(SETTABLE_ORDER_STATUSES, {
    message: 'Status must be approved, declined, ready or completed',
  }),
  note: orderNote.nullish(),
  /** Approve a declined order even though its day is fully booked (recorded in its history). */
  override: z.boolean({ message: 'Override must be true or false' }).optional(),
});
export type SetOrderStatusBody = z.input<typeof setOrderStatusBody>;
export const setOrderStatusResponse = z.object({
  customerOrder: z.object({
    _id: id,
    orderNumber: z.number().int().positive(),
    status: orderStatus,
    note: z.string().nullable(),
  }),
  message: z.string(),
});
export type SetOrderStatusResponse = z.infer<typeof setOrderStatusResponse>;

/** PATCH /product/order-payment/{id}: the customer gives the GCash reference later. */
export const setOrderReferenceBody = z.strictObject({ gcashReference });

/** PUT /product/customer-order/{id}/payment: the cashier marks the order paid or unpaid. */
export const setOrderPaidBody = z.strictObject({
  paid: z.boolean({ message: 'Paid must be true or false' }),
});
export const setOrderPaidResponse = z.object({
  customerOrder: z.object({
    _id: id,
    orderNumber: z.number().int().positive(),
    paid: z.boolean(),
    paidAt: z.string().nullable(),
    paidBy: z.string().nullable(),
  }),
  message: z.string(),
});
export type SetOrderPaidResponse = z.infer<typeof setOrderPaidResponse>;

/** PUT /product/customer-order/{id}/zone: staff correct a delivery order's area. */
export const setOrderZoneBody = z.strictObject({
  zoneId: z.uuid({ message: 'Delivery area must be a valid id' }),
});
export const setOrderZoneResponse = z.object({ message: z.string(), order: customerQueueEntry });
export type SetOrderZoneResponse = z.infer<typeof setOrderZoneResponse>;

/** The customer's cancelled order, as their history shows it. */
export const cancelOrderResponse = z.object({ message: z.string(), order });

/** Idempotency-Key header of checkout: a retry with the same key returns the same order. */
export const checkoutHeaders = z.object({
  'idempotency-key': z.string().min(1).max(200).optional(),
});
