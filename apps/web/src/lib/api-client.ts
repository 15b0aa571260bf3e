import { MESSAGES } from '@shop/contract';

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

type Query = Record<string, string | undefined>;

function requestUrl(path: string, query?: Query): string {
  const search = query
    ? new URLSearchParams(
        Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ).toString()
    : '';
  return search ? `${path}?${search}` : path;
}

/** GETs a route loader started while the page's code was still downloading. */
const prefetched = new Map<string, { at: number; response: Promise<Response> }>();
const PREFETCH_FRESH_MS = 10_000;

/**
 * Starts a GET now (a route loader, in parallel with the page's code); the page's first
 * apiRequest for the same URL within a few seconds takes this answer instead of asking again.
 */
export function prefetchGet(path: string, query?: Query): void {
  const url = requestUrl(path, query);
  if (prefetched.has(url)) return;
  const response = fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
  // A failed prefetch is dropped; the page's own request then runs (and reports) as usual.
  response.catch(() => prefetched.delete(url));
  prefetched.set(url, { at: Date.now(), response });
}

function takePrefetched(url: string): Promise<Response> | undefined {
  const entry = prefetched.get(url);
  prefetched.delete(url);
  return entry && Date.now() - entry.at < PREFETCH_FRESH_MS ? entry.response : undefined;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Thrown when the server's answer has no `message` (spec section 8 names one per call). */
  fallbackMessage: string;
}

/**
 * The one way the web app calls the API: same origin, cookies included (the session token
 * lives in an HttpOnly cookie, so page scripts never see it), JSON in and out, and every
 * failure turned into an ApiError with the server's `message`.
 */
export async function apiRequest<T>(path: string, options: RequestOptions): Promise<T> {
  const { method = 'GET', body, query, signal, headers, fallbackMessage } = options;
  const url = requestUrl(path, query);
  // A write may change what an unused prefetched read says (stock after add to cart).
  if (method !== 'GET') prefetched.clear();
  let response: Response;
  try {
    const early = method === 'GET' && !headers ? takePrefetched(url) : undefined;
    response = await (early ??
      fetch(url, {
        method,
        credentials: 'include',
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      }));
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    console.warn(MESSAGES.networkError);
    throw new ApiError(fallbackMessage, 0);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message =
      payload &&
      typeof payload === 'object' &&
      'message' in payload &&
      typeof payload.message === 'string'
        ? payload.message
        : fallbackMessage;
    throw new ApiError(message, response.status);
  }
  return payload as T;
}
