import { MESSAGING_TEXTS } from '@shop/contract';
import { defineMessages } from '../../../i18n/define-messages.ts';
import { OPEN_DATES_FAILED } from '../api/get-open-dates.ts';
import { UPDATE_CART_FAILED } from '../api/update-cart.ts';

/*
 * What the server and the contract's schemas may answer a customer with about the cart and the
 * checkout, beyond the contract's message lists (i18n/server-messages.ts): registered here, so a
 * customer reading Filipino sees them in Filipino wherever the cart shows them. A {placeholder}
 * stands for the varying part (a product's name, a number, a date: its English day and month
 * names turn Filipino by themselves).
 */

/** The cart's refusals (apps/server/src/modules/cart, products/stock.service.ts, the contract's cart.ts). */
export const CART_SERVER_MESSAGES = defineMessages('cart/server', {
  noLongerAvailable: '{name} is no longer available.',
  outOfStock: '{name} is out of stock.',
  notEnoughStock: 'Not enough stock for {name}.',
  onlyInStock: 'Only {stock} of {name} in stock.',
  onlyInStockWithCart: 'Only {stock} of {name} in stock, and your cart already has {inCart}.',
  lineMax:
    'One line of the cart holds at most {max}; your cart already has {inLine} of {name} at this price.',
  quantityNumber: 'Quantity must be a number',
  quantityWhole: 'Quantity must be a whole number',
  quantityAtLeastOne: 'Quantity must be at least 1',
  quantityAtMost: 'Quantity must be at most {max}',
  unknownPriceType: 'Unknown price type',
});

/**
 * The checkout's refusals (apps/server/src/modules/orders/checkout.service.ts and the contract's
 * checkoutBody, dateRefusal, dayFullRefusal and referenceUsed, as the server words them).
 */
export const CHECKOUT_SERVER_MESSAGES = defineMessages('cart/checkout-server', {
  fullPriceGone: 'Full Price is no longer available for {name}.',
  halfPriceGone: 'Half Price is no longer available for {name}.',
  retailPriceGone: 'Retail Price is no longer available for {name}.',
  minimum: 'The minimum order is {minimum}; your order comes to {subtotal}.',
  referenceUsed: 'This GCash reference number was already used on Order #{number}.',
  referenceFormat: 'GCash reference number must be 13 digits',
  referenceRequired: 'GCash reference number is required',
  referenceOnlyGcash: 'A GCash reference number is only for GCash payments',
  datePassed: 'That date has passed. Please choose today or a later date.',
  dateAfterCutoff: 'Orders after {time} are ready from {day}. Please choose that day or later.',
  dateTooFar:
    'We take orders up to {count} days ahead, until {day}. Please choose an earlier date.',
  dateClosed: 'We are closed on {day}. Please choose another date.',
  pickupsFull: '{day} is fully booked for pickups. Please choose another date.',
  deliveriesFull: '{day} is fully booked for deliveries. Please choose another date.',
  pickupDateRequired: 'Pickup date is required',
  pickupDateInvalid: 'Pickup date must be a valid date (YYYY-MM-DD)',
  pickupDatePast: 'Pickup date cannot be in the past',
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  addressText: 'Address must be text',
  addressTooLong: 'Address must be at most 300 characters',
  addressForDelivery: 'Address is required for delivery',
  phoneRequired: 'Phone number is required',
  phoneTooLong: 'Phone number must be at most 20 characters',
  deliveryMode: 'Delivery mode must be pickup or delivery',
  paymentMethod: 'Payment method must be cash or gcash',
  zoneOnlyDelivery: 'A delivery area is only for delivery orders',
});

/** The FILL OUT form's own messages (utils/checkout-form.ts) and the cart's fallbacks. */
export const CHECKOUT_FORM_MESSAGES = defineMessages('cart/checkout-form', {
  selectMode: 'Please select a delivery mode',
  addressRequired: 'Address is required',
  pickupDateRequired: 'Pickup Date is required',
  deliveryDateRequired: 'Delivery Date is required',
  pickupDateInvalid: 'Pickup Date must be a valid date',
  deliveryDateInvalid: 'Delivery Date must be a valid date',
  selectArea: 'Please select a delivery area',
  updateFailed: UPDATE_CART_FAILED,
  openDatesFailed: OPEN_DATES_FAILED,
  placed: '{order} is placed. Follow it, or cancel it while it is pending, in your Order History.',
  noTexts: MESSAGING_TEXTS.checkoutNoTexts,
});

/** A registered message with its {placeholders} filled: the English the code says. */
export const fill = (message: string, values: Record<string, string | number>): string =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
