import { BOOKING_DAYS_AHEAD } from './constants.ts';
import type { ShopSettings } from './settings.ts';

// Apart from settings.ts and its schemas: the web app's first download reads the default name
// (page titles) and must not take zod with it.

/** The settings of a shop whose admin has not changed any yet: no rule, no detail. */
export const DEFAULT_SHOP_SETTINGS: Readonly<ShopSettings> = {
  shopName: 'Bakery Supply Shop',
  address: null,
  phone: null,
  hours: null,
  gcashNumber: null,
  gcashName: null,
  facebookUrl: null,
  instagramUrl: null,
  gmailAddress: null,
  contactUrl: null,
  minimumOrder: null,
  cutoffTime: null,
  closedWeekdays: [],
  closedDates: [],
  maxPickupsPerDay: null,
  maxDeliveriesPerDay: null,
  bookingDays: BOOKING_DAYS_AHEAD,
  paymentQrImage: null,
  messengerUrl: null,
  viberNumber: null,
  searchSynonyms: [],
};
