import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdateNotice } from '../app/app-update.tsx';
import { OfflineBanner } from '../components/offline-banner.tsx';
import { ApiError, apiClient, answerOf } from './api-client.ts';
import { notePricesAt, OFFLINE_MESSAGE, offlineText, SLOW_MESSAGE } from './connection.ts';

/** The browser's own word on the network, as Chrome's offline mode sets it. */
function goOffline(offline: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => !offline });
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
}
afterEach(() => {
  goOffline(false);
  localStorage.clear();
});

const answered = (date: string) => new Response('{}', { headers: { date } });

describe('offline (issue 29)', () => {
  it('says how old the prices on screen are, in the shop’s time', () => {
    const now = new Date('2026-11-27T09:00:00Z');
    expect(offlineText(now)).toBe('Offline: showing what this phone saved');
    // 06:30 UTC is 2:30 PM in Manila.
    notePricesAt(answered('Fri, 27 Nov 2026 06:30:00 GMT'));
    expect(offlineText(now)).toBe('Offline: prices as of 2:30 PM');
    // An older copy (served from the cache) never passes for the newer one.
    notePricesAt(answered('Thu, 26 Nov 2026 01:00:00 GMT'));
    expect(offlineText(now)).toBe('Offline: prices as of 2:30 PM');
    expect(offlineText(new Date('2026-11-28T09:00:00Z'))).toBe(
      'Offline: prices as of Nov 27, 2:30 PM',
    );
  });

  it('shows the banner only while the phone is offline', () => {
    notePricesAt(answered(new Date().toUTCString()));
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => goOffline(true));
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Offline: prices as of \d{1,2}:\d\d [AP]M$/,
    );
    act(() => goOffline(false));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a request that needs the server says so at once when offline, and when too slow', async () => {
    goOffline(true);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(answerOf(apiClient.getCart(), 'Failed to get cart')).rejects.toEqual(
      new ApiError(OFFLINE_MESSAGE, 0),
    );
    goOffline(false);
    vi.stubGlobal('fetch', () =>
      Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')),
    );
    await expect(answerOf(apiClient.getCart(), 'Failed to get cart')).rejects.toEqual(
      new ApiError(SLOW_MESSAGE, 0),
    );
    // Any other network failure keeps the call's own message (spec section 8).
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(answerOf(apiClient.getCart(), 'Failed to get cart')).rejects.toEqual(
      new ApiError('Failed to get cart', 0),
    );
  });

  it('gives every request a time limit', async () => {
    let signal: AbortSignal | undefined;
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return Promise.resolve(new Response('{"items":[],"totalAmount":0}', { status: 200 }));
    });
    await answerOf(apiClient.getCart(), 'Failed to get cart');
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(signal!.aborted).toBe(false);
  });
});

describe('a new version', () => {
  it('is announced with Reload and Later, never forced', async () => {
    const onReload = vi.fn();
    const onLater = vi.fn();
    render(<UpdateNotice onReload={onReload} onLater={onLater} />);
    expect(screen.getByRole('status')).toHaveTextContent('A new version of the shop is ready.');
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(onLater).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
