import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { api, type CallName, type User } from '@shop/contract';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';
import { useAuthStore } from '../lib/auth-store.ts';

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

type Answer = { status?: number; body?: unknown };
type Handler = (call: RecordedCall) => Answer | undefined;
/** A call's name, or `name:id` for the call on one id (`setOrderStatus:${order._id}`). */
type HandlerKey = CallName | `${CallName}:${string}`;

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
 * Stands in for the network in component tests: answers each request from `handlers` (keyed by
 * the contract call's name, or `name:id` for one id) and records every call so tests can assert
 * what was sent. The browser journeys in e2e/ exercise the real server.
 */
export function mockApi(handlers: Partial<Record<HandlerKey, Handler | Answer>>) {
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
    if (!answer)
      return new Response(JSON.stringify({ message: 'Route not found.' }), { status: 404 });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
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

/** Renders the whole app at `path`, signed in as `role` (or as a visitor). */
export function renderRoute(path: string, options: { role?: User['role'] } = {}) {
  localStorage.clear();
  if (options.role) useAuthStore.getState().setUser(testUsers[options.role]);
  else useAuthStore.getState().clear();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
