import type { ShopSettings } from '@shop/contract';

/** The shop's settings as the settings form's tests find them saved. */
export const savedSettings: ShopSettings = {
  shopName: 'Bakery Supply Shop',
  address: '12 Rizal Ave, Quezon City',
  phone: '+639171234567',
  hours: 'Mon to Sat, 7:00 AM to 5:00 PM',
  gcashNumber: '09171234567',
  gcashName: 'Juan Dela Cruz',
  facebookUrl: 'https://facebook.com/bakerysupply',
  instagramUrl: null,
  gmailAddress: 'bakerysupply@gmail.com',
  contactUrl: null,
  minimumOrder: 500,
  cutoffTime: '15:00',
  closedWeekdays: [0],
  closedDates: ['2026-12-25', '2027-01-01'],
  maxPickupsPerDay: 20,
  maxDeliveriesPerDay: null,
};
