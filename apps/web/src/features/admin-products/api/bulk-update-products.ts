import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type BulkUpdateProductsBody } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';

export const bulkUpdateProducts = (body: BulkUpdateProductsBody) =>
  answerOf(apiClient.bulkUpdateProducts({ body }), MESSAGES.somethingWentWrong);

/** Every product list (this table, the landing's counts, the shop's pages) shows the new values. */
export function useBulkUpdateProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateProducts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.products }),
  });
}
