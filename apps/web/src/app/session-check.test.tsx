import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderRoute, testUsers } from '../test/render.tsx';
import { useAuthStore } from '../lib/auth-store.ts';

// The remembered user against the server's word: a session it refuses ends here; no answer at
// all (a phone offline, issue 29) ends nothing.

describe('the session check', () => {
  it('forgets the user when the server refuses the session (401)', async () => {
    const { calls } = mockApi({
      getMe: { status: 401, body: { message: 'Please log in to continue.' } },
    });
    renderRoute('/', { role: 'customer' });
    await waitFor(() => expect(calls.some((c) => c.name === 'getMe')).toBe(true));
    await waitFor(() => expect(useAuthStore.getState().user).toBeNull());
  });

  it('keeps the user signed in when the server cannot be reached', async () => {
    const { calls } = mockApi({
      getMe: () => {
        throw new TypeError('Failed to fetch');
      },
      getProducts: { body: { products: [], total: 0 } },
    });
    renderRoute('/', { role: 'customer' });
    await waitFor(() => expect(calls.some((c) => c.name === 'getMe')).toBe(true));
    // The failed lookup has settled (it is never retried) and the user is still remembered.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(useAuthStore.getState().user).toEqual(testUsers.customer);
  });
});
