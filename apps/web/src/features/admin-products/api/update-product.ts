import { MESSAGES, type UpdateProductBody } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';

export const updateProduct = ({ id, body }: { id: string; body: UpdateProductBody }) =>
  answerOf(apiClient.updateProduct({ params: { id }, body }), MESSAGES.somethingWentWrong);

export const useUpdateProduct = () =>
  useCallMutation(updateProduct, { invalidates: [queryRoots.products] });
