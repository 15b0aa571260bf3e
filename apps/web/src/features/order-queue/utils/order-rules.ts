import {
  STAFF_MOVES,
  ZONE_CHANGEABLE_STATUSES,
  formatPeso,
  type CustomerQueueEntry,
  type OrderStatus,
  type QueueFilter,
  type SettableOrderStatus,
} from '@shop/contract';
import type { AlertIcon } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatTimestamp } from '../../../lib/format.ts';
import { colors } from '../../../styles/tokens.ts';

/** Spec section 4: green when approved, red when declined; every other status keeps the plain row. */
export function orderRowTint(status: OrderStatus): string | undefined {
  if (status === 'approved') return colors.primaryPale;
  if (status === 'declined') return colors.errorPale;
  return undefined;
}

/** The queue's tabs, each asking the server for its `?status=`; Open comes first and is the default. */
export const QUEUE_TABS: readonly { filter: QueueFilter; label: string }[] = [
  { filter: 'open', label: 'Open' },
  // Today's pickups and deliveries, by time: what the counter works through this day.
  { filter: 'today', label: 'Today' },
  { filter: 'pending', label: 'Pending' },
  { filter: 'approved', label: 'Approved' },
  { filter: 'ready', label: 'Ready' },
  { filter: 'done', label: 'Done' },
];

/** The tab named in the address (`/cashier?status=ready`); Open when none or an unknown one. */
export function queueTabOf(value: string | null): QueueFilter {
  return QUEUE_TABS.find((tab) => tab.filter === value)?.filter ?? 'open';
}

type ButtonColor = 'success' | 'error' | 'primary';

/** The status buttons, in the order an order moves; each says which status it sets. */
export const STATUS_ACTIONS: readonly {
  status: SettableOrderStatus;
  label: string;
  color: ButtonColor;
}[] = [
  { status: 'approved', label: 'Approve', color: 'success' },
  { status: 'declined', label: 'Decline', color: 'error' },
  { status: 'ready', label: 'Mark Ready', color: 'primary' },
  { status: 'completed', label: 'Complete', color: 'primary' },
];

/** Whether staff may move an order from `from` to `to`: the contract's rule, never restated. */
export const canMove = (from: OrderStatus, to: SettableOrderStatus): boolean =>
  STAFF_MOVES[from].includes(to);

/** Declining turns the customer away: the confirm button is red and the note is its reason. */
export const isDestructiveMove = (to: SettableOrderStatus): boolean => to === 'declined';

export const noteLabel = (to: SettableOrderStatus): string =>
  isDestructiveMove(to) ? 'Reason (optional)' : 'Note to the customer (optional)';

/**
 * The icon of the Success! dialog: a decline went through as asked, so it is told neutrally
 * (info) rather than with the red error icon, which the failure dialog keeps.
 */
export const resultIcon = (to: SettableOrderStatus): AlertIcon =>
  to === 'declined' ? 'info' : 'success';

/** The status chip's colour: each passes 4.5:1 against the chip's white face. */
export const STATUS_CHIP_COLORS: Record<
  OrderStatus,
  'default' | 'warning' | 'success' | 'secondary' | 'error'
> = {
  pending: 'warning',
  approved: 'success',
  ready: 'secondary',
  completed: 'default',
  declined: 'error',
  cancelled: 'default',
};

/** A cleared order leaves the queue; until the refetch lands its details read as a dash. */
export const orDash = (value: string | null): string => value ?? '—';

/** "You are about to mark this order paid.": the spec's confirmation pattern for the paid mark. */
export const paidConfirmText = (paid: boolean): string =>
  `You are about to mark this order ${paid ? 'paid' : 'unpaid'}.`;

/**
 * What the cashier checks against the GCash app before marking a GCash order paid: the
 * customer's reference beside the amount ("Check GCash reference 1234567890123 for ₱2,551.30.");
 * null for other payment methods.
 */
export function paymentCheckText(
  order: Pick<CustomerQueueEntry, 'paymentMethod' | 'gcashReference' | 'totalAmount'>,
): string | null {
  if (order.paymentMethod !== 'gcash') return null;
  const amount = formatPeso(order.totalAmount);
  return order.gcashReference === null
    ? `No GCash reference yet: check the GCash app for ${amount}.`
    : `Check GCash reference ${order.gcashReference} for ${amount}.`;
}

/**
 * Who set the paid mark last, and when: "Marked paid by Carlo, Nov 20, 2026, 10:30 AM"; null
 * while nobody has set it.
 */
export function paidMarkText(
  order: Pick<CustomerQueueEntry, 'paid' | 'paidAt' | 'paidBy'>,
): string | null {
  if (order.paidBy === null && order.paidAt === null) return null;
  const who = order.paidBy === null ? '' : ` by ${order.paidBy}`;
  const when = order.paidAt === null ? '' : `, ${formatTimestamp(order.paidAt)}`;
  return `Marked ${order.paid ? 'paid' : 'unpaid'}${who}${when}`;
}

/**
 * The server refused to approve a declined order because its day is fully booked (409): the
 * cashier may approve it anyway (override), which the order's history records.
 */
export const isDayFullRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409 && error.message.includes('fully booked');

/** The button that confirms approving over the day's limit. */
export const APPROVE_ANYWAY = 'Approve anyway';

/** Whether the counter may still correct the order's delivery area: the contract's rule. */
export const canChangeZone = (order: Pick<CustomerQueueEntry, 'deliveryMode' | 'status'>) =>
  order.deliveryMode === 'delivery' && ZONE_CHANGEABLE_STATUSES.includes(order.status);
