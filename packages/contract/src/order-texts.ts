import type { DeliveryMode, OrderStatus } from './constants.ts';
import { formatCalendarDate } from './dates.ts';

/**
 * The words an order's status is told in, to the customer and at the counter: one file, so the
 * history, the queue, the slips and (later) the messages to the customer say the same thing.
 */

/** "Order #1042": how an order is named everywhere people see it. */
export const orderLabel = (orderNumber: number): string => `Order #${orderNumber}`;

/** The status as a short label; ready depends on how the order leaves the shop. */
export function statusLabel(status: OrderStatus, deliveryMode: DeliveryMode): string {
  switch (status) {
    case 'pending':
      return 'Pending';
    case 'approved':
      return 'Approved';
    case 'ready':
      return deliveryMode === 'delivery' ? 'Out for delivery' : 'Ready for pickup';
    case 'completed':
      return 'Completed';
    case 'declined':
      return 'Declined';
    case 'cancelled':
      return 'Cancelled';
  }
}

/** What happens next, in plain words, for the customer's order history. */
export function nextStepText(
  status: OrderStatus,
  deliveryMode: DeliveryMode,
  pickupDate: string,
): string {
  const date = formatCalendarDate(pickupDate);
  const delivery = deliveryMode === 'delivery';
  switch (status) {
    case 'pending':
      return 'The shop is checking your order. You can still cancel it while it is pending.';
    case 'approved':
      return delivery
        ? `Your order is approved. We will deliver it on ${date}.`
        : `Your order is approved. Collect it at the shop on ${date}.`;
    case 'ready':
      return delivery
        ? 'Your order is on its way to you.'
        : 'Your order is ready. Collect it at the shop.';
    case 'completed':
      return 'Thank you! This order is complete.';
    case 'declined':
      return 'The shop declined this order. Nothing is owed for it.';
    case 'cancelled':
      return 'You cancelled this order. Nothing is owed for it.';
  }
}

/** Why a move is refused (409): names both statuses. */
export const statusMoveRefused = (from: OrderStatus, to: OrderStatus): string =>
  `Cannot move an order from ${from} to ${to}.`;

/** Clear Customer Info on an order the counter still has to handle (409). */
export const clearInfoRefused = (status: OrderStatus): string =>
  `Only finished orders (completed, declined or cancelled) can be cleared; this order is ${status}.`;
