import { MESSAGES, type ImportProblem } from '@shop/contract';
import { apiClient } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';

/** A refused import: the server's message and each bad row (nothing was imported). */
export class ImportRefused extends Error {
  constructor(
    message: string,
    readonly problems: ImportProblem[],
  ) {
    super(message);
    this.name = 'ImportRefused';
  }
}

/** Sends the file as multipart field `file`; a refusal keeps every row's line and reason. */
export async function importProducts(file: File) {
  const body = new FormData();
  body.append('file', file);
  let answer;
  try {
    answer = await apiClient.importProducts({ body });
  } catch {
    throw new ImportRefused(MESSAGES.networkError, []);
  }
  if (answer.ok) return answer.body;
  throw new ImportRefused(
    answer.body.message || MESSAGES.somethingWentWrong,
    answer.body.errors ?? [],
  );
}

/** Imported products show in every product list (the admin's table, the shop's pages). */
export const useImportProducts = () =>
  useCallMutation(importProducts, { invalidates: [queryRoots.products] });
