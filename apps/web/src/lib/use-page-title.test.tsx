import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@shop/contract';
import { mockApi } from '../test/render.tsx';
import { createQueryClient } from './query-client.ts';
import { pageTitle, usePageTitle, withCurrentCount } from './use-page-title.ts';
import { useTitleCount } from './use-title-count.ts';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
);

const settings = (shopName: string) => ({
  getShopSettings: { body: { settings: { ...DEFAULT_SHOP_SETTINGS, shopName } } },
});

beforeEach(() => {
  document.title = 'Bakery Supply Shop';
});

describe('pageTitle', () => {
  it('puts the page before the shop name, or the shop name alone', () => {
    expect(pageTitle('My Cart', 'Lola Baking Supply')).toBe('My Cart · Lola Baking Supply');
    expect(pageTitle(null, 'Lola Baking Supply')).toBe('Lola Baking Supply');
  });

  it('keeps a count already in front of the title', () => {
    expect(
      withCurrentCount('(3) Bakery Supply Shop', 'Cashier Dashboard · Bakery Supply Shop'),
    ).toBe('(3) Cashier Dashboard · Bakery Supply Shop');
    expect(withCurrentCount('Bakery Supply Shop', 'My Cart · Bakery Supply Shop')).toBe(
      'My Cart · Bakery Supply Shop',
    );
  });
});

describe('usePageTitle', () => {
  it("names the tab with index.html's name while the settings load, then with the shop's name", async () => {
    const { calls } = mockApi(settings('Lola Baking Supply'));
    renderHook(() => usePageTitle('Flour Products'), { wrapper });
    expect(document.title).toBe('Flour Products · Bakery Supply Shop');
    await waitFor(() => expect(document.title).toBe('Flour Products · Lola Baking Supply'));
    expect(calls.filter((c) => c.name === 'getShopSettings')).toHaveLength(1);
  });

  it('keeps the fallback name when the settings cannot be read', async () => {
    const { calls } = mockApi({ getShopSettings: { status: 500 } });
    renderHook(() => usePageTitle('My Cart'), { wrapper });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(document.title).toBe('My Cart · Bakery Supply Shop');
  });

  it('gives the shop name back when the page goes', async () => {
    mockApi(settings('Lola Baking Supply'));
    const { unmount } = renderHook(() => usePageTitle('Order History'), { wrapper });
    await waitFor(() => expect(document.title).toBe('Order History · Lola Baking Supply'));
    unmount();
    expect(document.title).toBe('Lola Baking Supply');
  });

  it('works with the pending count in front, whichever changes', async () => {
    mockApi(settings('Lola Baking Supply'));
    const { rerender, unmount } = renderHook(
      ({ count }) => {
        usePageTitle('Cashier Dashboard');
        useTitleCount(count);
      },
      { wrapper, initialProps: { count: 3 } },
    );
    expect(document.title).toBe('(3) Cashier Dashboard · Bakery Supply Shop');
    // The shop's name arrives after the count: the count stays.
    await waitFor(() => expect(document.title).toBe('(3) Cashier Dashboard · Lola Baking Supply'));
    rerender({ count: 0 });
    expect(document.title).toBe('Cashier Dashboard · Lola Baking Supply');
    rerender({ count: 4 });
    expect(document.title).toBe('(4) Cashier Dashboard · Lola Baking Supply');
    unmount();
    expect(document.title).toBe('Lola Baking Supply');
  });
});
