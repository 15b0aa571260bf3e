import { MESSAGES, type CreateProductBody } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';

export const createProduct = (body: CreateProductBody) =>
  // "Oops!" shows the server's message or this (spec section 8).
  answerOf(apiClient.createProduct({ body }), MESSAGES.somethingWentWrong);

export const useCreateProduct = () =>
  useCallMutation(createProduct, { invalidates: [queryRoots.products] });
