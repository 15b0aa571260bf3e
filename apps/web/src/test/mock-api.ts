import { vi } from 'vitest';
import { api, errorResponse, type CallName, type User } from '@shop/contract';

export interface RecordedCall {
  /** The contract call the request was for (undefined: no call has that method and path). */
  name: CallName | undefined;
  /** Its path parameters (`{ id }`). */
  params: Record<string, string>;
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/** An answer: the call's success status and body unless told otherwise. */
type Answer = { status?: number; body?: unknown };
type Handler = (call: RecordedCall) => Answer | undefined;
/** A call's name, or `name:id` for the call on one id (`setOrderStatus:${order._id}`). */
type HandlerKey = CallName | `${CallName}:${string}`;
export type MockHandlers = Partial<Record<HandlerKey, Handler | Answer>>;

/** Statuses any call can answer besides its own `errors` (too large, wrong type, a crash, a proxy). */
const ANY_CALL_ERRORS = new Set([413, 415, 500, 502, 503]);

/** Matches a request's method and path against the contract's calls. */
function callOf(method: string, pathname: string): Pick<RecordedCall, 'name' | 'params'> {
  for (const [name, entry] of Object.entries(api) as [CallName, (typeof api)[CallName]][]) {
    if (entry.method !== method) continue;
    const keys: string[] = [];
    const pattern = entry.path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
      keys.push(key);
      return '([^/]+)';
    });
    const match = new RegExp(`^${pattern}$`).exec(pathname);
    if (match) {
      const params = Object.fromEntries(
        keys.map((key, i) => [key, decodeURIComponent(match[i + 1]!)]),
      );
      return { name, params };
    }
  }
  return { name: undefined, params: {} };
}

/**
 * Checks a mocked answer against the contract, as the server's own serializer would: a success
 * has the call's status and matches its `response` schema; an error has one of the call's error
 * statuses (or one any call can have) and, when it has a body, the error body's shape. Throws
 * when the server could never send it, so a test cannot pass on an answer that does not exist.
 */
export function checkAnswer(name: CallName, answer: Answer): void {
  const entry = api[name];
  const status = answer.status ?? entry.status;
  const where = `The mocked answer to ${name} (${status})`;
  if (status < 400) {
    if (status !== entry.status) throw new Error(`${where}: ${name} answers ${entry.status}`);
    const parsed = entry.response.safeParse(answer.body);
    if (!parsed.success) throw new Error(`${where} is not its response: ${parsed.error.message}`);
    return;
  }
  const errors: readonly number[] = entry.errors;
  if (!errors.includes(status) && !ANY_CALL_ERRORS.has(status))
    throw new Error(`${where}: ${name} never answers ${status}`);
  if (answer.body === undefined) return;
  const parsed = errorResponse.safeParse(answer.body);
  if (!parsed.success) throw new Error(`${where} is not an error body: ${parsed.error.message}`);
}

/**
 * Stands in for the network in component tests: answers each request from `handlers` (keyed by
 * the contract call's name, or `name:id` for one id), each answer checked against the contract
 * (`checkAnswer`), and records every call so tests can assert what was sent. The browser
 * journeys in e2e/ exercise the real server.
 */
export function mockApi(handlers: MockHandlers) {
  // Fixed answers are checked at once, so a wrong one fails where the test sets it up.
  for (const [key, handler] of Object.entries(handlers))
    if (typeof handler === 'object') checkAnswer(key.split(':')[0] as CallName, handler);
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const call: RecordedCall = {
      ...callOf(method, url.pathname),
      method,
      path: url.pathname,
      search: url.search,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler =
      call.name &&
      (handlers[`${call.name}:${call.params.id}` as HandlerKey] ?? handlers[call.name]);
    const answer = typeof handler === 'function' ? handler(call) : handler;
    if (!call.name || !answer)
      return new Response(JSON.stringify({ message: 'Route not found.' }), { status: 404 });
    if (typeof handler === 'function') checkAnswer(call.name, answer);
    const status = answer.status ?? api[call.name].status;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const testUsers: Record<User['role'], User> = {
  customer: {
    _id: '11111111-1111-4111-8111-111111111111',
    username: 'Maria',
    email: 'maria@gmail.com',
    role: 'customer',
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  cashier: {
    _id: '22222222-2222-4222-8222-222222222222',
    username: 'Carlo',
    email: 'carlo@gmail.com',
    role: 'cashier',
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  admin: {
    _id: '33333333-3333-4333-8333-333333333333',
    username: 'Ana',
    email: 'ana@gmail.com',
    role: 'admin',
    createdAt: '2026-01-01T00:00:00.000Z',
  },
};

/** `mockApi` for a page of a signed-in user: the session check answers with that user too. */
export const mockApiAs = (role: User['role'], handlers: MockHandlers = {}) =>
  mockApi({ getMe: { body: { data: testUsers[role] } }, ...handlers });
