import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type AddToCartBody } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';

export const addToCart = (body: AddToCartBody) =>
  answerOf(apiClient.addToCart({ body }), MESSAGES.addToCartThrown);

/** The cart changed, and the server may have refreshed stock figures too. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    // Not awaited: the confirmation need not wait for the lists to reload.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryRoots.cart });
      void queryClient.invalidateQueries({ queryKey: queryRoots.products });
    },
  });
}
