import type { ExpiryStatus } from '@shop/contract';
import { colors } from '../styles/tokens.ts';

/** Spec section 4: Expired red, Expiring Soon orange, Active green (light tints keep text readable). */
export const EXPIRY_TINTS: Record<ExpiryStatus, string> = {
  Expired: colors.errorLight,
  'Expiring Soon': colors.warningPale,
  // Most rows are Active: a lighter green keeps the red and orange ones standing out.
  Active: colors.primaryPale,
};

/** Status chips: white text on these passes WCAG AA (MUI's default orange and red would not). */
export const EXPIRY_CHIP_COLORS: Record<ExpiryStatus, string> = {
  Expired: colors.errorDark,
  'Expiring Soon': colors.warning,
  Active: colors.primary,
};
