import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type CheckoutBody } from '@shop/contract';
import { ApiError, answerOf, apiClient } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';
import { cartQueryOptions } from './get-cart.ts';
import { openDatesKey } from './get-open-dates.ts';

export const checkout = (body: CheckoutBody, idempotencyKey: string) =>
  answerOf(
    apiClient.checkout({ body, headers: { 'idempotency-key': idempotencyKey } }),
    MESSAGES.checkoutFailed,
  );

// randomUUID needs a secure context; a shop opened over plain http on a LAN still checks out.
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * Sending the same details again (a retry after a lost answer) reuses the key, so the server
 * returns the first order instead of placing a second one; changed details get a new key.
 */
export function useCheckout() {
  const queryClient = useQueryClient();
  const last = useRef<{ body: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (body: CheckoutBody) => {
      const serialized = JSON.stringify(body);
      if (last.current?.body !== serialized) last.current = { body: serialized, key: newKey() };
      return checkout(body, last.current.key);
    },
    onSuccess: () => {
      last.current = null;
      // The cart is now empty, stock went down, a new order exists (the latest contact details
      // too) and the chosen day has less room left.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: cartQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: queryRoots.products }),
        queryClient.invalidateQueries({ queryKey: queryRoots.orders }),
        queryClient.invalidateQueries({ queryKey: openDatesKey }),
      ]);
    },
    // A refused checkout (sold out, price changed, the day just filled up) means the cart or the
    // open dates on screen may be out of date.
    onError: (error) => {
      // 422: the key belongs to another order (the cart changed after a lost answer); the
      // next try is a new checkout with a new key.
      if (error instanceof ApiError && error.status === 422) last.current = null;
      void queryClient.invalidateQueries({ queryKey: cartQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: openDatesKey });
    },
  });
}
