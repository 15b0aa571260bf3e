import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type CreateProductBody, type ProductResponse } from '@shop/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { staffProductsQueryOptions } from './get-products.ts';

export const createProduct = (body: CreateProductBody) =>
  apiRequest<ProductResponse>('/admin/post-product', {
    method: 'POST',
    body,
    // "Oops!" shows the server's message or this (spec section 8).
    fallbackMessage: MESSAGES.somethingWentWrong,
  });

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: staffProductsQueryOptions().queryKey }),
  });
}
