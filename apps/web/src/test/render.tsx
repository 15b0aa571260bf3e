import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { User } from '@shop/contract';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';
import { useAuthStore } from '../lib/auth-store.ts';

export interface RecordedCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

type Handler = (call: RecordedCall) => { status?: number; body?: unknown } | undefined;

/**
 * Stands in for the network in component tests: answers each request from `handlers`
 * (keyed "METHOD /path") and records every call so tests can assert what was sent.
 * The browser journeys in e2e/ exercise the real server.
 */
export function mockApi(handlers: Record<string, Handler | { status?: number; body?: unknown }>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      search: url.search,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
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
