import { defineMessages } from '../../../i18n/define-messages.ts';

/**
 * The order history's words that reach the screen as plain text (a dialog's title, text or
 * button, a refusal under the reference field, the notices of Order again), registered so that
 * a customer reading Filipino sees them in Filipino where they are shown. The contract writes
 * some of them (reorderMessage, reorderChangeText, referenceUsed, referenceFixed, the reference
 * schema): these are its words, a {placeholder} standing for the order, name or amount.
 */
export const ORDER_MESSAGES = defineMessages('orders', {
  cancelConfirm: 'You are about to cancel {order}.',
  yesCancel: 'Yes, cancel it',
  cancelFailed: 'Failed to cancel order',
  addedToCart: 'Added to your cart',
  reorderFailed: 'Could not put the order in your cart.',
  reorderAdded: "{order} is in your cart at today's prices.",
  reorderNothing: 'Nothing from {order} can be ordered now.',
  changeGone: '{name} is no longer available.',
  changeLess: 'Only {added} of {name} could be added (the order had {ordered}).',
  changePrice: '{name} is now {now} (was {was}).',
  referenceInvalid: 'GCash reference number must be 13 digits',
  referenceFailed: 'Failed to save the GCash reference',
  referenceUsed: 'This GCash reference number was already used on {order}.',
  referenceFixedCleared: "This order's customer info was cleared: its GCash reference is fixed.",
  referenceFixedPaid: 'This order is already marked paid: its GCash reference is fixed.',
  // Only a finished order's reference is fixed for its status: one message each, all Filipino.
  referenceFixedCompleted: 'This order is completed: its GCash reference is fixed.',
  referenceFixedDeclined: 'This order is declined: its GCash reference is fixed.',
  referenceFixedCancelled: 'This order is cancelled: its GCash reference is fixed.',
});
