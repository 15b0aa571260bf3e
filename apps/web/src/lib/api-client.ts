import routes from 'virtual:api-routes';
import {
  MESSAGES,
  buildRequest,
  createApiClient,
  type CallName,
  type ErrorResponse,
  type LooseInput,
} from '@shop/contract';

/** An error answered by the server (or the network), carrying the message to show. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** GETs a route loader started while the page's code was still downloading. */
const prefetched = new Map<string, { at: number; response: Promise<Response> }>();
const PREFETCH_FRESH_MS = 10_000;

/**
 * Starts a read now (a route loader, in parallel with the page's code); the page's first
 * request for the same URL within a few seconds takes this answer instead of asking again.
 */
export function prefetch(name: CallName, input?: LooseInput): void {
  const { url, headers } = buildRequest(routes[name], input);
  if (prefetched.has(url)) return;
  const response = fetch(url, { credentials: 'include', headers });
  // A failed prefetch is dropped; the page's own request then runs (and reports) as usual.
  response.catch(() => prefetched.delete(url));
  prefetched.set(url, { at: Date.now(), response });
}

function takePrefetched(url: string): Promise<Response> | undefined {
  const entry = prefetched.get(url);
  prefetched.delete(url);
  return entry && Date.now() - entry.at < PREFETCH_FRESH_MS ? entry.response : undefined;
}

/** fetch, but a plain read takes a prefetched answer, and a write drops unused ones. */
function fetchOrPrefetched(url: string, init: RequestInit): Promise<Response> {
  const method = init.method ?? 'GET';
  // A write may change what an unused prefetched read says (stock after add to cart).
  if (method !== 'GET') prefetched.clear();
  const plainRead = method === 'GET' && !new Headers(init.headers).has('if-none-match');
  return (plainRead ? takePrefetched(url) : undefined) ?? fetch(url, init);
}

/**
 * The one client of the web app, built from the contract's table: same origin, cookies
 * included (the session token lives in an HttpOnly cookie, so page scripts never see it).
 * Only each call's method and path reach the bundle (virtual:api-routes, see vite.config.ts).
 */
export const apiClient = createApiClient(routes, {
  credentials: 'include',
  fetch: fetchOrPrefetched,
});

type Answered<B> = { ok: true; body: B } | { ok: false; status: number; body: ErrorResponse };

/**
 * The success body of a call; any failure becomes an ApiError with the server's `message`, or
 * `fallbackMessage` when it has none (spec section 8 names one per call).
 */
export async function answerOf<B>(call: Promise<Answered<B>>, fallbackMessage: string): Promise<B> {
  let answer: Answered<B>;
  try {
    answer = await call;
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    console.warn(MESSAGES.networkError);
    throw new ApiError(fallbackMessage, 0);
  }
  if (!answer.ok) throw new ApiError(answer.body.message || fallbackMessage, answer.status);
  return answer.body;
}
