import { expect } from 'vitest';
import { DeliveryError } from '../notifications/delivery-error.ts';
import type { OrderMessageInput } from '../notifications/templates.ts';

/** The DeliveryError a send failed with (the test fails if it succeeded or threw another). */
export async function deliveryFailure(promise: Promise<unknown>): Promise<DeliveryError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
}

/** An approved pickup order of Sweet Crumbs, as the templates take it. */
export const orderMessageInput = (
  overrides: Partial<OrderMessageInput> = {},
): OrderMessageInput => ({
  shopName: 'Sweet Crumbs',
  orderNumber: 1042,
  status: 'approved',
  totalAmount: 1234.5,
  deliveryMode: 'pickup',
  pickupDate: '2025-11-26',
  note: null,
  customerName: 'Maria Santos',
  trackingUrl: null,
  ...overrides,
});
