import { z } from 'zod';
import { ORDER_STATUSES } from './constants.ts';

/**
 * Messages to customers about their orders (issue 15): a text through the shop's SMS gateway
 * phone, an email through SMTP. Each is written to the outbox with the status change that
 * caused it and sent by a background worker: pending until delivered (sent), failed when it
 * cannot be (a number that is not a Philippine mobile, a refusal, or every retry used up),
 * skipped when it is never to be sent (issue 25: the number's texts of the day are used up).
 * `lastError` says why a message failed or was skipped.
 */
export const NOTIFICATION_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const NOTIFICATION_CHANNELS = ['sms', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Statuses that send the customer a message (pending is where every order starts). */
export const NOTIFIED_ORDER_STATUSES = [
  'approved',
  'declined',
  'ready',
  'completed',
  'cancelled',
] as const satisfies readonly (typeof ORDER_STATUSES)[number][];

/** The admin's list shows at most this many, newest first. */
export const NOTIFICATIONS_LIST_LIMIT = 200;

export const notification = z.object({
  _id: z.string(),
  orderId: z.string(),
  orderNumber: z.number().int(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  /** Partly masked: "•••4567", "ma•••@gmail.com"; "(cleared)" after Clear Customer Info. */
  recipient: z.string(),
  /** The order status the message tells of. */
  orderStatus: z.enum(ORDER_STATUSES),
  status: z.enum(NOTIFICATION_STATUSES),
  attempts: z.number().int(),
  /** Why the last try failed, or why a skipped message was never sent. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  /** When the next try is due (pending only). */
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notification>;

export const notificationsQuery = z.strictObject({
  status: z
    .enum(NOTIFICATION_STATUSES, {
      message: `Status must be one of ${NOTIFICATION_STATUSES.join(', ')}`,
    })
    .optional(),
});

export const notificationsResponse = z.object({ notifications: z.array(notification) });

export const retryNotificationResponse = z.object({
  message: z.string(),
  notification,
});

/**
 * GET /events (Server-Sent Events): what a stream carries. `order-created` when a customer
 * checks out (or a counter sale is made), `order-status` when an order moves, `order-payment`
 * when a customer gives a GCash reference or staff set the paid mark; staff receive every
 * order's, a customer only their own. The stream opens with `ready`, and a comment line keeps it
 * alive every 25 s.
 */
export const LIVE_EVENT_TYPES = [
  'ready',
  'order-created',
  'order-status',
  'order-payment',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export const liveOrderEvent = z.object({
  orderId: z.string(),
  orderNumber: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  /** ISO time of the change. */
  at: z.string(),
});
export type LiveOrderEvent = z.infer<typeof liveOrderEvent>;

/** Retry on a message that has not failed (409). */
export const retryRefused = (status: NotificationStatus): string =>
  `Only a failed message can be sent again; this one is ${status}.`;
