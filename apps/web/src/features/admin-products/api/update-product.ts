import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type UpdateProductBody } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';

export const updateProduct = ({ id, body }: { id: string; body: UpdateProductBody }) =>
  answerOf(apiClient.updateProduct({ params: { id }, body }), MESSAGES.somethingWentWrong);

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.products }),
  });
}
