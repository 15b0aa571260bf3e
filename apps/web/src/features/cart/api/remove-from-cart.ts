import { MESSAGES, type RemoveFromCartBody } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { cartQueryOptions } from './get-cart.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';

export const removeFromCart = (body: RemoveFromCartBody) =>
  answerOf(apiClient.removeFromCart({ body }), MESSAGES.removeFromCartThrown);

export const useRemoveFromCart = () =>
  useCallMutation(removeFromCart, {
    // The answer is the whole cart: show it at once, then confirm with a fresh read.
    onSuccess: ({ cart }, queryClient) =>
      queryClient.setQueryData(cartQueryOptions().queryKey, cart),
    invalidates: [cartQueryOptions().queryKey],
  });
