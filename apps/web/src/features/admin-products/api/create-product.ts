import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type CreateProductBody } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';

export const createProduct = (body: CreateProductBody) =>
  // "Oops!" shows the server's message or this (spec section 8).
  answerOf(apiClient.createProduct({ body }), MESSAGES.somethingWentWrong);

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.products }),
  });
}
