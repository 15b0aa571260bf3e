import { z } from 'zod';
import {
  DELIVERY_MODES,
  ORDER_NOTE_MAX_LENGTH,
  ORDER_STATUSES,
  QUEUE_FILTERS,
  SETTABLE_ORDER_STATUSES,
} from './constants.ts';
import { id, text, todayOrLater } from './common.ts';
import { priceType } from './cart.ts';

export const deliveryMode = z.enum(DELIVERY_MODES, {
  message: 'Delivery mode must be pickup or delivery',
});
export const orderStatus = z.enum(ORDER_STATUSES);

export const checkoutBody = z.strictObject({
  name: text('Name', 100),
  address: text('Address', 300),
  phoneNumber: text('Phone number', 20).regex(/^\+?[0-9][0-9 -]{5,18}[0-9]$/, {
    message: 'Phone number must contain digits only, like +639123456789',
  }),
  pickupDate: todayOrLater('Pickup date'),
  deliveryMode,
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
  quantity: z.number().int(),
  subtotal: z.number(),
});
export type OrderItem = z.infer<typeof orderItem>;

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
/** The staff see who made each change (the customer never does). */
export const staffStatusChange = statusChange.extend({ by: z.string().nullable() });
export type StaffStatusChange = z.infer<typeof staffStatusChange>;

export const order = z.object({
  _id: id,
  /** The number people quote ("Order #1042"), from a sequence: never two orders with one. */
  orderNumber: z.number().int().positive(),
  status: orderStatus,
  /** The note of the latest status change (null when it had none): the cashier's word to the customer. */
  note: z.string().nullable(),
  statusHistory: z.array(statusChange),
  customerInfo,
  items: z.array(orderItem),
  deliveryMode,
  createdAt: z.string(),
  totalAmount: z.number(),
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
  orderId: z.object({ _id: id, items: z.array(orderItem), totalAmount: z.number() }),
  deliveryMode,
  createdAt: z.string(),
  totalAmount: z.number(),
});
export type CustomerQueueEntry = z.infer<typeof customerQueueEntry>;
export const customerQueueResponse = z.object({ customer: z.array(customerQueueEntry) });

/** `?status=` of the queue: open (pending, approved, ready; the default), done, or one status. */
export const customerQueueQuery = z.object({
  status: z
    .enum(QUEUE_FILTERS, { message: `Status must be one of ${QUEUE_FILTERS.join(', ')}` })
    .default('open'),
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

/** The customer's cancelled order, as their history shows it. */
export const cancelOrderResponse = z.object({ message: z.string(), order });

/** Idempotency-Key header of checkout: a retry with the same key returns the same order. */
export const checkoutHeaders = z.object({
  'idempotency-key': z.string().min(1).max(200).optional(),
});
