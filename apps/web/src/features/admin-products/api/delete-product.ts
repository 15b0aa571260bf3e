import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type DeleteProductResponse } from '@shop/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { staffProductsQueryOptions } from './get-products.ts';

export const deleteProduct = (id: string) =>
  apiRequest<DeleteProductResponse>(`/product/delete-product/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackMessage: MESSAGES.productDeleteThrown,
  });

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: staffProductsQueryOptions().queryKey }),
  });
}
