import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { staffProductsQueryOptions } from './get-products.ts';

export const deleteProduct = (id: string) =>
  answerOf(apiClient.deleteProduct({ params: { id } }), MESSAGES.productDeleteThrown);

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: staffProductsQueryOptions().queryKey }),
  });
}
