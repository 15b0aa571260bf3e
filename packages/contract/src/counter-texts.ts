import { formatPeso } from './format.ts';
import { orderLabel } from './order-texts.ts';

/*
 * What the server says about counter sales, refunds, shifts and GCash references (issue 27):
 * the screens show these same words.
 */

const REFERENCE_USED = 'This GCash reference number was already used on ';

/** A GCash reference another order already carries (409, in checkout, later entry and counter). */
export const referenceUsed = (orderNumber: number): string =>
  `${REFERENCE_USED}${orderLabel(orderNumber)}.`;

/** Whether a refusal is referenceUsed's: the screens show it on the reference field. */
export const isReferenceUsed = (message: string): boolean => message.startsWith(REFERENCE_USED);

/*
 * The shop's GCash or QR Ph code picture (Settings), shown to payers at checkout, in the
 * success message and history card of an order still to pay, and at the counter.
 */
export const PAYMENT_QR_ALT = "The shop's GCash QR code";
/** Beside the picture: the amount to send. */
export const qrAmount = (amount: number): string => `Amount to pay: ${formatPeso(amount)}`;
/** Beside the picture once the order exists: the shop matches the payment by it. */
export const qrOrderNote = (orderNumber: number): string =>
  `Put ${orderLabel(orderNumber)} in the message`;

export const COUNTER_MESSAGES = {
  noOpenShift: 'You have no open shift: open one with the cash in the drawer first.',
  shiftAlreadyOpen: 'You already have an open shift: close it before opening another.',
  shiftClosedAlready: 'This shift is already closed.',
  shiftNotFound: 'Shift not found.',
  shiftOpened: 'Shift opened.',
  saleNotFound: 'Sale not found.',
  onlyCounterRefunds: 'Only counter sales can be refunded at the counter.',
  nothingToRefund: 'Everything in this sale was already refunded.',
  counterSalePaid: 'A counter sale is paid at the counter: its paid mark cannot change.',
} as const;

/** Cash handed over that does not cover the sale (400). */
export const tenderedShort = (tendered: number, total: number): string =>
  `The amount tendered (${formatPeso(tendered)}) is less than the total (${formatPeso(total)}).`;

/** A refund asking for more of a line than is left to refund (409). */
export const refundTooMuch = (name: string, left: number): string =>
  left === 0
    ? `${name} was already refunded in full.`
    : `Only ${left} of ${name} can still be refunded.`;

export const saleRecorded = (orderNumber: number): string => `Sale #${orderNumber} recorded.`;
export const refundRecorded = (amount: number): string => `Refunded ${formatPeso(amount)}.`;

/** The drawer against the count: over, short, or balanced. */
export const drawerDifference = (difference: number): string =>
  difference === 0
    ? 'The drawer balances.'
    : `${formatPeso(Math.abs(difference))} ${difference > 0 ? 'over' : 'short'}`;

export const shiftClosed = (difference: number): string =>
  difference === 0
    ? 'Shift closed: the drawer balances.'
    : `Shift closed: ${drawerDifference(difference)}.`;
