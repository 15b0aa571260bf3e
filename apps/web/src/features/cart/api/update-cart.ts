import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateCartBody } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';
import { cartQueryOptions } from './get-cart.ts';

/** Shown when the server gives no reason (the spec names none for this call). */
export const UPDATE_CART_FAILED = 'Failed to update the quantity';

export const updateCart = (body: UpdateCartBody) =>
  answerOf(apiClient.updateCart({ body }), UPDATE_CART_FAILED);

/**
 * Sets one line's quantity. The answer is the whole cart: shown at once; the cart is then read
 * again, and the product lists too (a refusal may mean the stock on the cards is out of date).
 */
export function useUpdateCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCart,
    // A read of the cart still under way would land after this answer with the old quantity.
    onMutate: () => queryClient.cancelQueries({ queryKey: queryRoots.cart }),
    onSuccess: ({ cart }) => queryClient.setQueryData(cartQueryOptions().queryKey, cart),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryRoots.cart });
      void queryClient.invalidateQueries({ queryKey: queryRoots.products });
    },
  });
}
