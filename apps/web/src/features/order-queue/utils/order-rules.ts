import { lineTotal, sumPesos, type OrderItem, type OrderStatus } from '@shop/contract';

/** Spec section 4: green when approved, red when declined; pending keeps the plain row. */
export function orderRowTint(status: OrderStatus): string | undefined {
  if (status === 'approved') return '#e8f5e9';
  if (status === 'declined') return '#ffebee';
  return undefined;
}

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
};

/** The cashier's subtotal is price × quantity (spec section 3), in exact centavos. */
export const itemSubtotal = (item: Pick<OrderItem, 'price' | 'quantity'>) =>
  lineTotal(item.price, item.quantity);

export const orderTotal = (items: readonly Pick<OrderItem, 'price' | 'quantity'>[]) =>
  sumPesos(items.map(itemSubtotal));
