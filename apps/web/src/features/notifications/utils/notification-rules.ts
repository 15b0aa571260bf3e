import type { ChipProps } from '@mui/material/Chip';
import {
  NOTIFICATION_STATUSES,
  type Notification,
  type NotificationChannel,
  type NotificationStatus,
  type OrderStatus,
} from '@shop/contract';
import { formatTimestamp } from '../../../lib/format.ts';

/** A tab of the page: every message, or those of one status. */
export type NotificationFilter = 'all' | NotificationStatus;

export const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  sms: 'Text message',
  email: 'Email',
};

export const NOTIFICATION_STATUS_LABELS: Record<NotificationStatus, string> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Skipped',
};

/** Outlined chips keep their text at the palette's main colour, which passes 4.5:1 on white. */
export const NOTIFICATION_STATUS_COLORS: Record<NotificationStatus, ChipProps['color']> = {
  pending: 'warning',
  sent: 'success',
  failed: 'error',
  // Never sent on purpose (the number's texts of the day were used up): nothing to fix.
  skipped: 'default',
};

/** What the message told the customer, in the shop's words (ready reads the same either way). */
const ORDER_UPDATE_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  ready: 'Ready',
  completed: 'Completed (thank you)',
  declined: 'Declined',
  cancelled: 'Cancelled',
};
export const orderUpdateLabel = (status: OrderStatus): string => ORDER_UPDATE_LABELS[status];

export const NOTIFICATION_TABS: readonly { filter: NotificationFilter; label: string }[] = [
  { filter: 'all', label: 'All' },
  ...NOTIFICATION_STATUSES.map((status) => ({
    filter: status,
    label: NOTIFICATION_STATUS_LABELS[status],
  })),
];

/** The tab named in the address (`?status=failed`); All when none or an unknown one. */
export function notificationTabOf(value: string | null): NotificationFilter {
  return NOTIFICATION_TABS.find((tab) => tab.filter === value)?.filter ?? 'all';
}

/** What an empty tab says. */
export const emptyText = (filter: NotificationFilter): string =>
  filter === 'all' ? 'No messages yet.' : `No ${filter} messages.`;

/**
 * The message's second moment: when it went out, when it will be tried next (pending), or
 * nothing more (failed: Retry is the way on).
 */
export function deliveryMoment(message: Notification): { label: string; value: string } {
  if (message.status === 'sent' && message.sentAt)
    return { label: 'Sent', value: formatTimestamp(message.sentAt) };
  if (message.status === 'pending')
    return {
      label: 'Next try',
      value: message.nextAttemptAt ? formatTimestamp(message.nextAttemptAt) : 'Now',
    };
  return { label: 'Sent', value: '—' };
}

/** What the message's lastError is: why a skipped one was never sent, or the last try's error. */
export const lastErrorLabel = (message: Notification): string =>
  message.status === 'skipped' ? 'Reason' : 'Last error';

/** The Retry button's name: which message of which order (an order has several). */
export const retryLabel = (message: Notification): string =>
  `Retry ${CHANNEL_LABELS[message.channel].toLowerCase()} for Order #${message.orderNumber}`;
