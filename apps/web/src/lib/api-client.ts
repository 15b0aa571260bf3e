import routes from 'virtual:api-routes';
import {
  FIRST_SCREEN_MESSAGES,
  buildRequest,
  createApiClient,
  type CallName,
  type ErrorResponse,
  type LooseInput,
} from '@shop/contract';
import { notePricesAt, OFFLINE_MESSAGE, SLOW_MESSAGE } from './connection.ts';

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

/**
 * How long a request may wait for the server before the page says the connection is too slow
 * (issue 29: a weak signal froze the pricing dialog for 30 s without a word). A file being
 * uploaded gets longer.
 */
const REQUEST_TIMEOUT_MS = 15_000;
const UPLOAD_TIMEOUT_MS = 120_000;

/** The caller's signal (a query being cancelled) and the time limit, whichever comes first. */
function withTimeout(init: RequestInit): RequestInit {
  const limit = AbortSignal.timeout(
    init.body instanceof FormData ? UPLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS,
  );
  return { ...init, signal: init.signal ? AbortSignal.any([init.signal, limit]) : limit };
}

const productsPath = routes.getProducts.path;

/**
 * fetch, but a plain read takes a prefetched answer, and a write drops unused ones; every
 * request has a time limit, and a product list notes how old its prices are.
 */
async function fetchOrPrefetched(url: string, init: RequestInit): Promise<Response> {
  const method = init.method ?? 'GET';
  // A write may change what an unused prefetched read says (stock after add to cart).
  if (method !== 'GET') prefetched.clear();
  const plainRead = method === 'GET' && !new Headers(init.headers).has('if-none-match');
  const response = await ((plainRead ? takePrefetched(url) : undefined) ??
    fetch(url, withTimeout(init)));
  if (response.ok && new URL(url, window.location.href).pathname === productsPath) {
    notePricesAt(response);
  }
  return response;
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
    console.warn(FIRST_SCREEN_MESSAGES.networkError);
    // Said at once, in words that say what happened to what was typed (issue 29).
    if (!navigator.onLine) throw new ApiError(OFFLINE_MESSAGE, 0);
    if ((error as Error).name === 'TimeoutError') throw new ApiError(SLOW_MESSAGE, 0);
    throw new ApiError(fallbackMessage, 0);
  }
  if (!answer.ok) throw new ApiError(answer.body.message || fallbackMessage, answer.status);
  return answer.body;
}
