import { useEffect, useEffectEvent } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import routes from 'virtual:api-routes';
import {
  ORDER_STATUSES,
  STAFF_MOVES,
  orderHoldsStock,
  pathOf,
  type LiveOrderEvent,
  type LiveEventType,
  type OrderStatus,
} from '@shop/contract';
import { queryRoots } from './query-roots.ts';

/**
 * The live stream of order events (GET events, Server-Sent Events): one EventSource per tab
 * while someone is signed in. Each event refreshes the screens that show orders (the cashier's
 * queue, the customer's history), stock and the admin's messages; features may also listen (the
 * queue's chime). While the stream is not open, the screens keep polling (useLivePollInterval).
 */

/**
 * off: nobody signed in, or a browser without EventSource; connecting: the first try;
 * open: the server said ready; down: lost, reconnecting (the browser's own retry or ours).
 */
export type LiveState = 'off' | 'connecting' | 'open' | 'down';

export type LiveOrderEventType = Exclude<LiveEventType, 'ready'>;
const ORDER_EVENT_TYPES: readonly LiveOrderEventType[] = [
  'order-created',
  'order-status',
  'order-payment',
];

export const useLiveStore = create<{ state: LiveState }>()(() => ({ state: 'off' }));
const setState = (state: LiveState) => useLiveStore.setState({ state });

/** When the browser gives up on the stream (an error answer), we try again after this, doubling. */
export const LIVE_RETRY_MIN_MS = 5_000;
export const LIVE_RETRY_MAX_MS = 60_000;
/**
 * Events that arrive together (a burst of orders, one order moved twice) refresh the screens
 * once: well inside the 2 s a new order may take to show, and far fewer requests for staff, who
 * receive every order's events.
 */
export const LIVE_REFRESH_COALESCE_MS = 150;

/** EventSource.CLOSED: the browser will not reconnect by itself. */
const CLOSED = 2;

type Listener = (type: LiveOrderEventType, event: LiveOrderEvent) => void;
const listeners = new Set<Listener>();

/** Calls `listener` for every order event of the stream until the returned function is called. */
export function onLiveOrderEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The same, for a component: the latest `listener` runs, and it stops on unmount. */
export function useLiveOrderEvents(listener: Listener) {
  const onEvent = useEffectEvent(listener);
  useEffect(() => onLiveOrderEvent((type, event) => onEvent(type, event)), []);
}

/**
 * The refetch interval of a screen that the stream keeps fresh: `downMs` while the stream is
 * not open (polling is then how changes arrive), `liveMs` while it is (a safety net; false for
 * none).
 */
export function useLivePollInterval(downMs: number, liveMs: number | false): number | false {
  const open = useLiveStore((s) => s.state === 'open');
  return open ? liveMs : downMs;
}

// The stream's data is checked by hand: the contract's zod schema would bring zod into the
// first screen's download (docs/decisions/0061), and the server is ours; this only guards
// against a malformed line breaking the tab.
const isOrderStatus = (value: unknown): value is OrderStatus =>
  (ORDER_STATUSES as readonly unknown[]).includes(value);

export function parseLiveOrderEvent(data: unknown): LiveOrderEvent | undefined {
  if (typeof data !== 'string') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== 'object') return undefined;
  const event = parsed as Record<string, unknown>;
  if (
    typeof event.orderId !== 'string' ||
    typeof event.orderNumber !== 'number' ||
    !isOrderStatus(event.status) ||
    typeof event.at !== 'string'
  )
    return undefined;
  return {
    orderId: event.orderId,
    orderNumber: event.orderNumber,
    status: event.status,
    at: event.at,
  };
}

/**
 * The statuses an order's stock may have moved to reach (the event carries only the new one):
 * those that hold none (the stock went back), and those a move from one that held none reaches
 * (approving a declined order takes it again). From the contract's orderHoldsStock and STAFF_MOVES.
 */
const STOCK_MOVES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (to) =>
    !orderHoldsStock(to) ||
    ORDER_STATUSES.some(
      (from) =>
        !orderHoldsStock(from) && (STAFF_MOVES[from] as readonly OrderStatus[]).includes(to),
    ),
);

/** What an event may have changed on screen. */
function rootsFor(type: LiveOrderEventType, event: LiveOrderEvent): (readonly string[])[] {
  const roots: (readonly string[])[] = [queryRoots.orders];
  if (type === 'order-created' || STOCK_MOVES.includes(event.status)) {
    roots.push(queryRoots.products);
  }
  // A status change queues messages to the customer.
  if (type === 'order-status') roots.push(queryRoots.notifications);
  return roots;
}

/**
 * Opens the stream and keeps it open until the returned function is called (logout, another
 * user, unmount). The browser reconnects by itself after a dropped connection; when it gives up
 * (an error answer: a restarting server, a lost session), we open a new one after a backoff.
 */
export function openLiveEvents(queryClient: QueryClient): () => void {
  if (typeof EventSource === 'undefined') {
    setState('off');
    return () => {};
  }
  let source: EventSource | undefined;
  let stopped = false;
  let lostOnce = false;
  let retryDelay = LIVE_RETRY_MIN_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  const pending = new Map<string, readonly string[]>();

  const refresh = (roots: (readonly string[])[]) => {
    for (const root of roots) pending.set(root.join('/'), root);
    if (refreshTimer !== undefined) return;
    refreshTimer = setTimeout(() => {
      refreshTimer = undefined;
      const keys = [...pending.values()];
      pending.clear();
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    }, LIVE_REFRESH_COALESCE_MS);
  };

  const connect = () => {
    retryTimer = undefined;
    setState(lostOnce ? 'down' : 'connecting');
    const current = new EventSource(pathOf(routes.events), { withCredentials: true });
    source = current;
    current.addEventListener('ready', () => {
      retryDelay = LIVE_RETRY_MIN_MS;
      setState('open');
      // Whatever happened while the stream was down was not told: catch up once.
      if (lostOnce) refresh([queryRoots.orders, queryRoots.products, queryRoots.notifications]);
    });
    for (const type of ORDER_EVENT_TYPES) {
      current.addEventListener(type, (message) => {
        const event = parseLiveOrderEvent((message as MessageEvent).data);
        if (!event) return;
        refresh(rootsFor(type, event));
        for (const listener of listeners) listener(type, event);
      });
    }
    current.onerror = () => {
      if (stopped || source !== current) return;
      lostOnce = true;
      setState('down');
      if (current.readyState !== CLOSED) return; // the browser is reconnecting
      current.close();
      retryTimer = setTimeout(connect, retryDelay);
      retryDelay = Math.min(retryDelay * 2, LIVE_RETRY_MAX_MS);
    };
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    clearTimeout(refreshTimer);
    source?.close();
    setState('off');
  };
}
