import type { OrderStatus } from '@shop/contract';
import { colors } from '../../../styles/tokens.ts';

/** Spec section 4: green when approved, red when declined; pending keeps the plain row. */
export function orderRowTint(status: OrderStatus): string | undefined {
  if (status === 'approved') return colors.primaryPale;
  if (status === 'declined') return colors.errorPale;
  return undefined;
}

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
};
