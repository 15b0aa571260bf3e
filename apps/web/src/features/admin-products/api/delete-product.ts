import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';

export const deleteProduct = (id: string) =>
  answerOf(apiClient.deleteProduct({ params: { id } }), MESSAGES.productDeleteThrown);

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.products }),
  });
}
