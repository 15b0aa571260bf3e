import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { productsQueryOptions } from '../../../lib/get-products.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { mockApi, testUsers } from '../../../test/render.tsx';
import { useLogin } from './login.ts';

describe('useLogin', () => {
  it('stores the user and marks cached product lists stale', async () => {
    mockApi({ login: { body: { token: 'token', user: testUsers.customer } } });
    const queryClient = new QueryClient();
    const key = productsQueryOptions('flour').queryKey;
    queryClient.setQueryData(key, { products: [] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useLogin(), { wrapper });

    result.current.mutate({ email: 'maria@gmail.com', password: 'secret-password' });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    expect(useAuthStore.getState().user).toEqual(testUsers.customer);
  });

  it('throws the server message, or Login failed when there is none', async () => {
    mockApi({ login: { status: 500 } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useLogin(), { wrapper });
    result.current.mutate({ email: 'maria@gmail.com', password: 'x' });
    await waitFor(() => expect(result.current.error?.message).toBe('Login failed'));
  });
});
