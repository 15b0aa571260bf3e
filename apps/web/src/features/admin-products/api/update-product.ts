import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type ProductResponse, type UpdateProductBody } from '@shop/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { staffProductsQueryOptions } from './get-products.ts';

export const updateProduct = ({ id, body }: { id: string; body: UpdateProductBody }) =>
  apiRequest<ProductResponse>(`/admin/update-product/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    fallbackMessage: MESSAGES.somethingWentWrong,
  });

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: staffProductsQueryOptions().queryKey }),
  });
}
