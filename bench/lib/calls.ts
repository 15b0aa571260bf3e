/**
 * The bench's calls, all from the API contract (packages/contract/src/api.ts): the typed client
 * for set-up steps, the requests the loads send (buildRequest), and the names RESULTS.md gives
 * them. No path of the API is written in the bench itself.
 */
import {
  buildRequest,
  createApiClient,
  routeTable,
  type ApiClient,
  type Endpoint,
  type LooseInput,
} from '@shop/contract';

/** What every listing load asks for: one category's products, as its category page does. */
export const LISTING = { query: { category: 'flour' } } as const;

/** The contract's client for the server at `origin`, as `token` when given. */
export function shopClient(origin: string, token?: string): ApiClient {
  return createApiClient(routeTable(), { baseUrl: origin, token });
}

/** A call as the results name it: its method, then its path and query as the contract builds them. */
export function callLabel(route: Pick<Endpoint, 'method' | 'path'>, input?: LooseInput): string {
  const { method, url } = buildRequest(route, input);
  return `${method} ${url}`;
}
