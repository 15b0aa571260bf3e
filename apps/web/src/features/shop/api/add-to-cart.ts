import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type AddToCartBody, type CartResponse } from '@shop/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';

export const addToCart = (body: AddToCartBody) =>
  apiRequest<CartResponse>('/product/post-cart', {
    method: 'POST',
    body,
    fallbackMessage: MESSAGES.addToCartThrown,
  });

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
