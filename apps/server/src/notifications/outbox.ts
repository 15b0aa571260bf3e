import { and, desc, eq, ne, sql } from 'drizzle-orm';
import {
  NOTIFICATIONS_LIST_LIMIT,
  NOTIFIED_ORDER_STATUSES,
  SHOP_TIME_ZONE,
  type NotificationChannel,
  type Notification,
  type NotificationStatus,
  type OrderStatus,
  trackingPage,
} from '@shop/contract';
import type { Executor } from '../db/types.ts';
import { notifications, orders, users, type NotificationRow } from '../db/schema/index.ts';
import { numericToPesos } from '../lib/money.ts';
import { readShopSettings } from '../modules/shop/settings.service.ts';
import { maskRecipient } from './mask.ts';
import { toPhilippineE164 } from './phone.ts';
import { orderMessage } from './templates.ts';

/** Which channels are configured (SMS_GATEWAY_URL, SMTP_URL): nothing is queued for the others. */
export interface Channels {
  sms: boolean;
  email: boolean;
  /** SMS_PER_NUMBER_PER_DAY: texts to one number per Manila day; the rest are skipped. */
  smsPerNumberPerDay: number;
  /** The start of the links in messages (lib/public-url.ts): PUBLIC_URL, or this server. */
  publicUrl: string;
}

export const NOT_A_MOBILE = 'Not a Philippine mobile number; not sent.';
export const smsDailyLimitReached = (limit: number) =>
  `Daily limit of ${limit} texts to this number reached; not sent.`;

/**
 * Whether one more text may go to this number today (Manila day), decided in the transaction
 * that queues it. Texts of every status count but skipped ones (which cost nothing). On
 * PostgreSQL two transactions texting one number wait for each other here (a lock held to
 * their end), so the second counts the first's text: concurrent orders cannot pass the limit.
 */
async function underDailyLimit(tx: Executor, phone: string, limit: number): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`shop-sms:${phone}`}))`);
  // Read after the lock, in a statement of its own: under READ COMMITTED it sees what the
  // transaction that held the lock committed.
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(
      and(
        eq(notifications.channel, 'sms'),
        eq(notifications.recipient, phone),
        ne(notifications.status, 'skipped'),
        sql`${notifications.createdAt} >= (date_trunc('day', now() at time zone ${SHOP_TIME_ZONE}) at time zone ${SHOP_TIME_ZONE})`,
      ),
    );
  return (row?.count ?? 0) < limit;
}

/**
 * Writes the messages that tell the customer of an order's new status, inside the transaction
 * that changes it. A text only when the customer kept "Text me updates" ticked, and never for a
 * cancel: only the customer cancels (staff decline), and their screen has told them already;
 * texting it let anyone make the shop's phone text any number by ordering and cancelling. A
 * number that is not a Philippine mobile is recorded as failed at once (retrying cannot fix
 * it); a text past the number's daily limit is recorded as skipped, with the reason.
 * Both are in the customer's language (users.language; English for an order with no account).
 * `correction`: the message is about a change the shop made to the order (its delivery area)
 * rather than a move, news whatever the status, a pending one included.
 */
export async function enqueueOrderMessages(
  tx: Executor,
  orderId: string,
  status: OrderStatus,
  note: string | null,
  channels: Channels,
  correction = false,
): Promise<void> {
  const news = correction || (NOTIFIED_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
  if (!news || (!channels.sms && !channels.email)) return;
  const [order] = await tx
    .select({
      orderNumber: orders.orderNumber,
      totalAmount: orders.totalAmount,
      deliveryMode: orders.deliveryMode,
      pickupDate: orders.pickupDate,
      phoneNumber: orders.phoneNumber,
      smsUpdates: orders.smsUpdates,
      trackingCode: orders.trackingCode,
      email: users.email,
      // The customer's language, from the row that gives their email: no read of its own.
      language: users.language,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!order) return;
  const { shopName } = await readShopSettings(tx);
  const message = orderMessage({
    shopName,
    orderNumber: order.orderNumber,
    status,
    totalAmount: numericToPesos(order.totalAmount),
    deliveryMode: order.deliveryMode,
    pickupDate: order.pickupDate,
    note,
    trackingUrl: order.trackingCode
      ? `${channels.publicUrl}${trackingPage(order.trackingCode)}`
      : null,
    language: order.language,
  });
  const rows: (typeof notifications.$inferInsert)[] = [];
  if (channels.sms && status !== 'cancelled' && order.smsUpdates && order.phoneNumber) {
    const phone = toPhilippineE164(order.phoneNumber);
    const refusal = !phone
      ? { status: 'failed', lastError: NOT_A_MOBILE }
      : !(await underDailyLimit(tx, phone, channels.smsPerNumberPerDay))
        ? { status: 'skipped', lastError: smsDailyLimitReached(channels.smsPerNumberPerDay) }
        : {};
    rows.push({
      orderId,
      channel: 'sms',
      recipient: phone ?? order.phoneNumber,
      orderStatus: status,
      body: message.sms,
      ...refusal,
    });
  }
  if (channels.email && order.email) {
    rows.push({
      orderId,
      channel: 'email',
      recipient: order.email,
      orderStatus: status,
      subject: message.email.subject,
      body: message.email.text,
      html: message.email.html,
    });
  }
  if (rows.length > 0) await tx.insert(notifications).values(rows);
}

export const CLEARED_RECIPIENT = '(cleared)';

/** Clear Customer Info also clears where the order's messages went (same transaction). */
export async function clearRecipients(tx: Executor, orderId: string): Promise<void> {
  await tx
    .update(notifications)
    .set({ recipient: CLEARED_RECIPIENT })
    .where(and(eq(notifications.orderId, orderId), eq(notifications.channel, 'sms')));
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toNotification(row: NotificationRow & { orderNumber: number }): Notification {
  return {
    _id: row.id,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    channel: row.channel as NotificationChannel,
    recipient:
      row.recipient === CLEARED_RECIPIENT
        ? CLEARED_RECIPIENT
        : maskRecipient(row.channel, row.recipient),
    orderStatus: row.orderStatus as OrderStatus,
    status: row.status as NotificationStatus,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
    sentAt: iso(row.sentAt),
  };
}

const listColumns = { row: notifications, orderNumber: orders.orderNumber };

export async function listNotifications(
  db: Executor,
  status: NotificationStatus | undefined,
): Promise<Notification[]> {
  const rows = await db
    .select(listColumns)
    .from(notifications)
    .innerJoin(orders, eq(orders.id, notifications.orderId))
    .where(status ? eq(notifications.status, status) : undefined)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_LIST_LIMIT);
  return rows.map(({ row, orderNumber }) => toNotification({ ...row, orderNumber }));
}

/**
 * A failed message, pending again and due now with its tries counted afresh. Answers the
 * message as it is now (undefined when unknown) and whether it was requeued.
 */
export async function requeueFailed(
  db: Executor,
  id: string,
): Promise<{ requeued: boolean; notification: Notification } | undefined> {
  const updated = await db
    .update(notifications)
    .set({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: sql`now()`,
      claimedUntil: null,
    })
    .where(and(eq(notifications.id, id), eq(notifications.status, 'failed')))
    .returning({ id: notifications.id });
  const [row] = await db
    .select(listColumns)
    .from(notifications)
    .innerJoin(orders, eq(orders.id, notifications.orderId))
    .where(eq(notifications.id, id));
  if (!row) return undefined;
  return {
    requeued: updated.length > 0,
    notification: toNotification({ ...row.row, orderNumber: row.orderNumber }),
  };
}
