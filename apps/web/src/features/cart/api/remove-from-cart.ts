import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type RemoveFromCartBody } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { cartQueryOptions } from './get-cart.ts';

export const removeFromCart = (body: RemoveFromCartBody) =>
  answerOf(apiClient.removeFromCart({ body }), MESSAGES.removeFromCartThrown);

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
