import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { User } from '@shop/contract';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';
import { useAuthStore } from '../lib/auth-store.ts';
import { testUsers } from './mock-api.ts';

export { mockApi, testUsers, type RecordedCall } from './mock-api.ts';

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
