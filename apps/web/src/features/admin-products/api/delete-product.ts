import { MESSAGES } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';

export const deleteProduct = (id: string) =>
  answerOf(apiClient.deleteProduct({ params: { id } }), MESSAGES.productDeleteThrown);

export const useDeleteProduct = () =>
  useCallMutation(deleteProduct, { invalidates: [queryRoots.products], when: 'settled' });
