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

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | undefined>;
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
  const search = query
    ? new URLSearchParams(
        Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ).toString()
    : '';
  let response: Response;
  try {
    response = await fetch(search ? `${path}?${search}` : path, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
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
