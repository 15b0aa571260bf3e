import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, pathOf, type LiveOrderEvent } from '@shop/contract';
import { installFakeEventSource, openStream } from '../test/fake-event-source.ts';
import {
  LIVE_REFRESH_COALESCE_MS,
  LIVE_RETRY_MAX_MS,
  LIVE_RETRY_MIN_MS,
  onLiveOrderEvent,
  openLiveEvents,
  parseLiveOrderEvent,
  useLivePollInterval,
  useLiveStore,
} from './live-events.ts';

const created: LiveOrderEvent = {
  orderId: '00000000-0000-4000-8000-000000000001',
  orderNumber: 1042,
  status: 'pending',
  at: '2026-11-20T02:30:00.000Z',
};
const approved: LiveOrderEvent = { ...created, status: 'approved', at: '2026-11-20T02:31:00.000Z' };
const readied: LiveOrderEvent = { ...created, status: 'ready', at: '2026-11-20T02:32:00.000Z' };

const state = () => useLiveStore.getState().state;

/** The query keys invalidated so far, as "orders", "products", "notifications". */
function invalidations(queryClient: QueryClient) {
  const spy = vi.spyOn(queryClient, 'invalidateQueries');
  return () => spy.mock.calls.map(([filters]) => (filters?.queryKey ?? []).join('/'));
}

let stop: (() => void) | undefined;
const open = (queryClient = new QueryClient()) => {
  stop = openLiveEvents(queryClient);
  return queryClient;
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
});

describe('the live stream of order events', () => {
  it('opens one stream on the events call with the session cookie, and is open once the server says ready', () => {
    const EventSource = installFakeEventSource();
    open();
    expect(EventSource.instances).toHaveLength(1);
    const source = openStream();
    expect(source.url).toBe(pathOf(api.events));
    expect(source.init).toEqual({ withCredentials: true });
    expect(state()).toBe('connecting');
    source.emit('ready');
    expect(state()).toBe('open');
  });

  it('refreshes orders (and stock) once for events that come together, and tells listeners each one', async () => {
    installFakeEventSource();
    const queryClient = open();
    const invalidated = invalidations(queryClient);
    const heard: [string, LiveOrderEvent][] = [];
    const unsubscribe = onLiveOrderEvent((type, event) => heard.push([type, event]));
    try {
      const source = openStream();
      source.emit('ready');
      source.emit('order-created', created);
      source.emit('order-status', approved);
      expect(invalidated()).toEqual([]);
      await vi.advanceTimersByTimeAsync(LIVE_REFRESH_COALESCE_MS);
      expect(invalidated().sort()).toEqual(['notifications', 'orders', 'products']);
      expect(heard).toEqual([
        ['order-created', created],
        ['order-status', approved],
      ]);

      // Ready for pickup changes no stock: only the orders and the messages are asked again.
      source.emit('order-status', readied);
      await vi.advanceTimersByTimeAsync(LIVE_REFRESH_COALESCE_MS);
      expect(invalidated().slice(3).sort()).toEqual(['notifications', 'orders']);
    } finally {
      unsubscribe();
    }
  });

  it('ignores data that is not an order event', async () => {
    installFakeEventSource();
    const queryClient = open();
    const invalidated = invalidations(queryClient);
    const heard = vi.fn();
    const unsubscribe = onLiveOrderEvent(heard);
    try {
      const source = openStream();
      source.emit('order-created', 'not json');
      source.emit('order-created', { ...created, status: 'lost' });
      source.emit('order-status', { ...created, orderNumber: '1042' });
      await vi.advanceTimersByTimeAsync(LIVE_REFRESH_COALESCE_MS);
      expect(heard).not.toHaveBeenCalled();
      expect(invalidated()).toEqual([]);
    } finally {
      unsubscribe();
    }
    expect(parseLiveOrderEvent(JSON.stringify({ ...created, extra: 1 }))).toEqual(created);
  });

  it('is down while the browser reconnects, and catches up on what it missed once ready again', async () => {
    const EventSource = installFakeEventSource();
    const queryClient = open();
    const invalidated = invalidations(queryClient);
    const source = openStream();
    source.emit('ready');
    source.fail();
    expect(state()).toBe('down');
    // The browser reconnects the same EventSource by itself: no second one.
    await vi.advanceTimersByTimeAsync(LIVE_RETRY_MAX_MS);
    expect(EventSource.instances).toHaveLength(1);
    source.emit('ready');
    expect(state()).toBe('open');
    await vi.advanceTimersByTimeAsync(LIVE_REFRESH_COALESCE_MS);
    expect(invalidated().sort()).toEqual(['notifications', 'orders', 'products']);
  });

  it('opens a new stream after 5 s, then 10 s, when the browser gives up on one', async () => {
    const EventSource = installFakeEventSource();
    open();
    EventSource.instances[0]!.fail({ closed: true });
    expect(state()).toBe('down');
    await vi.advanceTimersByTimeAsync(LIVE_RETRY_MIN_MS - 1);
    expect(EventSource.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(EventSource.instances).toHaveLength(2);
    expect(EventSource.instances[0]!.closed).toBe(true);

    EventSource.instances[1]!.fail({ closed: true });
    await vi.advanceTimersByTimeAsync(LIVE_RETRY_MIN_MS);
    expect(EventSource.instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(LIVE_RETRY_MIN_MS);
    expect(EventSource.instances).toHaveLength(3);

    // Once a stream opens, the next loss starts again from 5 s.
    EventSource.instances[2]!.emit('ready');
    EventSource.instances[2]!.fail({ closed: true });
    await vi.advanceTimersByTimeAsync(LIVE_RETRY_MIN_MS);
    expect(EventSource.instances).toHaveLength(4);
  });

  it('closes the stream when stopped (logout), and opens nothing more', async () => {
    const EventSource = installFakeEventSource();
    open();
    const source = openStream();
    source.emit('ready');
    stop!();
    stop = undefined;
    expect(source.closed).toBe(true);
    expect(state()).toBe('off');
    source.fail({ closed: true });
    await vi.advanceTimersByTimeAsync(LIVE_RETRY_MAX_MS);
    expect(EventSource.instances).toHaveLength(1);
    expect(state()).toBe('off');
  });

  it('stays off in a browser without EventSource: the screens poll', () => {
    vi.stubGlobal('EventSource', undefined);
    open();
    expect(state()).toBe('off');
  });
});

describe('useLivePollInterval', () => {
  it('polls at the short interval unless the stream is open', () => {
    installFakeEventSource();
    const { result } = renderHook(() => useLivePollInterval(10_000, 60_000));
    expect(result.current).toBe(10_000);
    act(() => void open());
    expect(result.current).toBe(10_000);
    act(() => openStream().emit('ready'));
    expect(result.current).toBe(60_000);
    act(() => openStream().fail());
    expect(result.current).toBe(10_000);
  });
});
