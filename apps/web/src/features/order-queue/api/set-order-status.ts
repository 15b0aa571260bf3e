import { MESSAGES, type SetOrderStatusBody } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { customerQueueKey } from './get-customer-queue.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';

/**
 * Moves an order on; an empty note is not sent, and override (approve over a fully booked day)
 * only when the cashier said so.
 */
export const setOrderStatus = ({
  id,
  status,
  note,
  override,
}: {
  id: string;
  status: SetOrderStatusBody['status'];
  note?: string;
  override?: boolean;
}) =>
  // Shown to the cashier when the server gives no message (spec section 8).
  answerOf(
    apiClient.setOrderStatus({
      params: { id },
      body: {
        status,
        ...(note ? { note } : {}),
        ...(override ? { override } : {}),
      } satisfies SetOrderStatusBody,
    }),
    MESSAGES.statusFailed,
  );

export const useSetOrderStatus = () =>
  useCallMutation(setOrderStatus, { invalidates: [customerQueueKey], when: 'settled' });
