import { z } from 'zod';
import { DELIVERY_MODES, ORDER_STATUSES, SETTABLE_ORDER_STATUSES } from './constants.ts';
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

export const order = z.object({
  _id: id,
  status: orderStatus,
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
  status: orderStatus,
  customerInfo,
  orderId: z.object({ _id: id, items: z.array(orderItem), totalAmount: z.number() }),
  deliveryMode,
  createdAt: z.string(),
  totalAmount: z.number(),
});
export type CustomerQueueEntry = z.infer<typeof customerQueueEntry>;
export const customerQueueResponse = z.object({ customer: z.array(customerQueueEntry) });

export const setOrderStatusBody = z.strictObject({
  status: z.enum(SETTABLE_ORDER_STATUSES, { message: 'Status must be approved or declined' }),
});
export type SetOrderStatusBody = z.infer<typeof setOrderStatusBody>;
export const setOrderStatusResponse = z.object({
  customerOrder: z.object({ _id: id, status: orderStatus }),
  message: z.string(),
});
export type SetOrderStatusResponse = z.infer<typeof setOrderStatusResponse>;

/** Idempotency-Key header of checkout: a retry with the same key returns the same order. */
export const checkoutHeaders = z.object({
  'idempotency-key': z.string().min(1).max(200).optional(),
});
