import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type CartResponse, type RemoveFromCartBody } from '@shop/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { cartQueryOptions } from './get-cart.ts';

export const removeFromCart = (body: RemoveFromCartBody) =>
  apiRequest<CartResponse>('/product/remove-from-cart', {
    method: 'POST',
    body,
    fallbackMessage: MESSAGES.removeFromCartThrown,
  });

export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromCart,
    // The answer is the whole cart: show it at once, then confirm with a fresh read.
    onSuccess: ({ cart }) => {
      queryClient.setQueryData(cartQueryOptions().queryKey, cart);
      return queryClient.invalidateQueries({ queryKey: cartQueryOptions().queryKey });
    },
  });
}
