import type { DeliveryMode, Language, OrderStatus } from './constants.ts';
import { formatCalendarDate } from './dates.ts';
import { formatPeso } from './format.ts';

/**
 * The words an order's status is told in, to the customer and at the counter: one file, so the
 * history, the queue, the slips and (later) the messages to the customer say the same thing.
 */

/** "Order #1042": how an order is named everywhere people see it (the same in Filipino). */
export const orderLabel = (orderNumber: number): string => `Order #${orderNumber}`;

/** The status as a short label; ready depends on how the order leaves the shop. */
export function statusLabel(
  status: OrderStatus,
  deliveryMode: DeliveryMode,
  language: Language = 'en',
): string {
  if (language === 'fil') return filipinoStatusLabel(status, deliveryMode);
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

/** The status labels in everyday Filipino (issue 29). */
function filipinoStatusLabel(status: OrderStatus, deliveryMode: DeliveryMode): string {
  switch (status) {
    case 'pending':
      return 'Hinihintay';
    case 'approved':
      return 'Aprubado';
    case 'ready':
      return deliveryMode === 'delivery' ? 'Papunta na sa iyo' : 'Handa nang kunin';
    case 'completed':
      return 'Tapos na';
    case 'declined':
      return 'Tinanggihan';
    case 'cancelled':
      return 'Kinansela';
  }
}

/** What happens next, in plain words, for the customer's order history. */
export function nextStepText(
  status: OrderStatus,
  deliveryMode: DeliveryMode,
  pickupDate: string,
  language: Language = 'en',
): string {
  if (language === 'fil') return filipinoNextStep(status, deliveryMode, pickupDate);
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

/** nextStepText in everyday Filipino. */
function filipinoNextStep(status: OrderStatus, deliveryMode: DeliveryMode, pickupDate: string) {
  const date = formatCalendarDate(pickupDate, 'fil');
  const delivery = deliveryMode === 'delivery';
  switch (status) {
    case 'pending':
      return 'Tinitingnan pa ng shop ang order mo. Puwede mo pa itong i-cancel habang hinihintay.';
    case 'approved':
      return delivery
        ? `Aprubado na ang order mo. Ide-deliver namin ito sa ${date}.`
        : `Aprubado na ang order mo. Kunin mo ito sa shop sa ${date}.`;
    case 'ready':
      return delivery
        ? 'Papunta na sa iyo ang order mo.'
        : 'Handa na ang order mo. Kunin mo na sa shop.';
    case 'completed':
      return 'Salamat! Tapos na ang order na ito.';
    case 'declined':
      return 'Tinanggihan ng shop ang order na ito. Wala kang babayaran dito.';
    case 'cancelled':
      return 'Kinansela mo ang order na ito. Wala kang babayaran dito.';
  }
}

/** Why a move is refused (409): names both statuses. */
export const statusMoveRefused = (from: OrderStatus, to: OrderStatus): string =>
  `Cannot move an order from ${from} to ${to}.`;

/** Clear Customer Info on an order the counter still has to handle (409). */
export const clearInfoRefused = (status: OrderStatus): string =>
  `Only finished orders (completed, declined or cancelled) can be cleared; this order is ${status}.`;

/** Any move of an order whose customer info was cleared (409): a cleared order is final. */
export const CLEARED_ORDER_FINAL =
  "This order's customer info was cleared: it is final and can no longer change.";

/** The customer's GCash reference once the order is settled (409): paid, finished or cleared. */
export function referenceFixed(order: { paid: boolean; status: OrderStatus; cleared: boolean }) {
  if (order.cleared) return "This order's customer info was cleared: its GCash reference is fixed.";
  if (order.paid) return 'This order is already marked paid: its GCash reference is fixed.';
  return `This order is ${order.status}: its GCash reference is fixed.`;
}

/** The cashier's paid mark on an order nobody owes anything for (409). */
export const paidRefused = (status: OrderStatus): string =>
  `A ${status} order cannot be marked paid: nothing is owed for it.`;

/** Approving a declined order again on a day already full (409 unless the cashier overrides). */
export const reapprovalDayFull = (deliveryMode: DeliveryMode, date: string): string =>
  `${deliveryMode === 'delivery' ? 'Deliveries' : 'Pickups'} for ${formatCalendarDate(date)} are fully booked. Approve anyway to go over the day's limit.`;

/** What the history records, for staff, of an approval over the day's limit. */
export const approvedOverLimit = (deliveryMode: DeliveryMode, date: string): string =>
  `Approved over the day's limit: ${deliveryMode === 'delivery' ? 'deliveries' : 'pickups'} for ${formatCalendarDate(date)} were fully booked.`;

/** Why a delivery order's area cannot be corrected (409). */
export function zoneChangeRefused(order: {
  deliveryMode: DeliveryMode;
  status: OrderStatus;
  cleared: boolean;
}): string {
  if (order.deliveryMode !== 'delivery') return 'A pickup order has no delivery area to change.';
  if (order.cleared)
    return "This order's customer info was cleared: its area can no longer change.";
  return `Only a pending or approved order can change its delivery area; this order is ${order.status}.`;
}

/** The word to the customer when staff correct their order's area: what it costs now. */
export const zoneChangedNote = (zone: string, fee: number, total: number): string =>
  `Your delivery area is now ${zone}: delivery fee ${formatPeso(fee)}, total ${formatPeso(total)}.`;

/** What the history records, for staff, of a corrected area. */
export const zoneChangedDetail = (from: string | null, to: string): string =>
  `Delivery area changed from ${from ?? 'none'} to ${to}.`;
