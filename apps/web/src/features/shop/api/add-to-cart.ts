import { MESSAGES, type AddToCartBody } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';

export const addToCart = (body: AddToCartBody) =>
  answerOf(apiClient.addToCart({ body }), MESSAGES.addToCartThrown);

/** The cart changed, and the server may have refreshed stock figures too. */
export const useAddToCart = () =>
  useCallMutation(addToCart, {
    invalidates: [queryRoots.cart, queryRoots.products],
    // Not awaited: the confirmation need not wait for the lists to reload.
    wait: false,
  });
