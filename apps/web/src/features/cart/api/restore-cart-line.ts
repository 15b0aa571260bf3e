import { MESSAGES, type AddToCartBody } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';
import { cartQueryOptions } from './get-cart.ts';

/**
 * Undo of a removed cart line (issue 29): the line goes back as it was, through add to cart, so
 * the same stock rules hold (stock may have gone meanwhile: the refusal is said).
 */
export const useRestoreCartLine = () =>
  useCallMutation(
    (body: AddToCartBody) => answerOf(apiClient.addToCart({ body }), MESSAGES.addToCartThrown),
    {
      onSuccess: ({ cart }, queryClient) =>
        queryClient.setQueryData(cartQueryOptions().queryKey, cart),
      invalidates: [cartQueryOptions().queryKey],
    },
  );
