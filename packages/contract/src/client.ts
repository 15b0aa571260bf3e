import type { z } from 'zod';
import type { Api, CallName, Endpoint, RouteTable } from './api.ts';
import type { ErrorResponse } from './common.ts';

/** What one call sends, typed from its contract entry: path params, query, body, headers. */
export type CallInput<E extends Endpoint> = (E extends { params: z.ZodType }
  ? { params: z.input<E['params']> }
  : { params?: undefined }) &
  (E extends { query: z.ZodType } ? { query?: z.input<E['query']> } : { query?: undefined }) &
  (E extends { upload: object }
    ? { body: FormData }
    : E extends { body: z.ZodType }
      ? { body: z.input<E['body']> }
      : { body?: undefined }) &
  (E extends { headers: z.ZodType } ? { headers?: z.input<E['headers']> } : unknown);

/** The same, untyped: for tests that send what a client never would (hostile input). */
export interface LooseInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The answer of one call: its success body, or the error every call sends. */
export type Answer<E extends Endpoint> =
  | { ok: true; status: E['status']; body: z.output<E['response']>; headers: Headers }
  | { ok: false; status: number; body: ErrorResponse; headers: Headers };

export interface CallOptions {
  signal?: AbortSignal;
  /** Extra request headers (a test's If-None-Match, a client's Accept-Encoding). */
  headers?: Record<string, string>;
}

type Args<E extends Endpoint> = E extends
  { params: z.ZodType } | { body: z.ZodType } | { upload: object }
  ? [input: CallInput<E>, options?: CallOptions]
  : [input?: CallInput<E>, options?: CallOptions];

/** One function per call of the contract, and the same client for another session. */
export type ApiClient = {
  readonly [K in CallName]: (...args: Args<Api[K]>) => Promise<Answer<Api[K]>>;
} & { withToken(token: string | undefined): ApiClient };

export interface ClientOptions {
  /** Origin of the API ('' or absent: same origin, as the web app calls it). */
  baseUrl?: string;
  /** Bearer token of the session (the web app relies on its HttpOnly cookie instead). */
  token?: string | undefined;
  credentials?: 'include' | 'same-origin' | 'omit';
  /** Defaults to the global fetch; the web app passes one that can reuse a prefetched answer. */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
}

export interface BuiltRequest {
  method: string;
  /** Path and query string, without the origin. */
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
}

/** The path of a call with its parameters filled in (`/product/delete-product/:id` -> `.../42`). */
export function pathOf(route: Pick<Endpoint, 'path'>, params: LooseInput['params'] = {}): string {
  return route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Method, URL, headers and JSON body of one call; every client builds its requests here. */
export function buildRequest(
  route: Pick<Endpoint, 'method' | 'path'>,
  input: LooseInput = {},
  token?: string,
): BuiltRequest {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const query = search.toString();
  const hasBody = input.body !== undefined;
  // A file upload goes as multipart/form-data: fetch writes its content type and boundary.
  const isForm = typeof FormData !== 'undefined' && input.body instanceof FormData;
  return {
    method: route.method,
    url: `${pathOf(route, input.params)}${query ? `?${query}` : ''}`,
    headers: {
      accept: 'application/json',
      ...(hasBody && !isForm ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...input.headers,
    },
    ...(hasBody ? { body: isForm ? (input.body as FormData) : JSON.stringify(input.body) } : {}),
  };
}

/**
 * Reads an answer: JSON when there is any; a download's file (a call with `produces`, such as the
 * products' CSV) as its text when it succeeds; an error without a JSON message gets an empty one.
 */
async function readAnswer(response: Response, download: boolean): Promise<Answer<Endpoint>> {
  const text = await response.text();
  let body: unknown;
  try {
    body = !text ? undefined : download && response.ok ? text : JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (response.ok) {
    return { ok: true, status: response.status as 200, body, headers: response.headers };
  }
  const error =
    body && typeof body === 'object' && typeof (body as ErrorResponse).message === 'string'
      ? (body as ErrorResponse)
      : { message: '' };
  return { ok: false, status: response.status, body: error, headers: response.headers };
}

/** Sends one call described by `route`; network failures reject. */
export async function send(
  route: Pick<Endpoint, 'method' | 'path' | 'produces'>,
  input: LooseInput = {},
  options: ClientOptions & CallOptions = {},
): Promise<Answer<Endpoint>> {
  const request = buildRequest(route, input, options.token);
  const doFetch = options.fetch ?? fetch;
  const response = await doFetch(`${options.baseUrl ?? ''}${request.url}`, {
    method: request.method,
    headers: { ...request.headers, ...options.headers },
    body: request.body,
    credentials: options.credentials,
    signal: options.signal,
  });
  return readAnswer(response, route.produces !== undefined);
}

/** A typed client with one function per call of the contract. */
export function createApiClient(routes: RouteTable, options: ClientOptions = {}): ApiClient {
  const client: Record<string, unknown> = {
    withToken: (token: string | undefined) => createApiClient(routes, { ...options, token }),
  };
  for (const [name, route] of Object.entries(routes)) {
    client[name] = (input?: LooseInput, callOptions?: CallOptions) =>
      send(route, input, { ...options, ...callOptions });
  }
  return client as ApiClient;
}

/** Thrown by `expectOk` when a call did not succeed. */
export class CallFailed extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorResponse,
    what: string,
  ) {
    super(`${what} answered ${status}: ${body.message}`);
    this.name = 'CallFailed';
  }
}

/** The success body of an answer; any other answer throws CallFailed (for set-up steps). */
export function expectOk<B>(
  answer: { ok: true; body: B } | { ok: false; status: number; body: ErrorResponse },
  what = 'the call',
): B {
  if (!answer.ok) throw new CallFailed(answer.status, answer.body, what);
  return answer.body;
}
