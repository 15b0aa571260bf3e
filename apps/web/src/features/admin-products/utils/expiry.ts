import type { ExpiryStatus } from '@shop/contract';

/** Spec section 4: Expired red, Expiring Soon orange, Active green (light tints keep text readable). */
export const EXPIRY_TINTS: Record<ExpiryStatus, string> = {
  Expired: '#ffcdd2',
  'Expiring Soon': '#ffe0b2',
  // Most rows are Active: a lighter green keeps the red and orange ones standing out.
  Active: '#e8f5e9',
};

/** Status chips: white text on these passes WCAG AA (MUI's warning orange does not). */
export const EXPIRY_CHIP_COLORS: Record<ExpiryStatus, string> = {
  Expired: '#c62828',
  'Expiring Soon': '#a84300',
  Active: '#2e7d32',
};
