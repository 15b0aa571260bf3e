import { MESSAGES, type BulkUpdateProductsBody } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';

export const bulkUpdateProducts = (body: BulkUpdateProductsBody) =>
  answerOf(apiClient.bulkUpdateProducts({ body }), MESSAGES.somethingWentWrong);

/** Every product list (this table, the landing's counts, the shop's pages) shows the new values. */
export const useBulkUpdateProducts = () =>
  useCallMutation(bulkUpdateProducts, { invalidates: [queryRoots.products] });
