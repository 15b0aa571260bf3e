import { sql } from 'drizzle-orm';
import { LIVE_STREAMS_PER_USER, type LiveOrderEvent, type Role } from '@shop/contract';
import type { Database, Executor } from '../db/types.ts';
import { findSessions } from '../modules/users/users.repository.ts';

/**
 * Live order events, from whichever server made the change to every server's open streams,
 * through PostgreSQL's NOTIFY (PGlite's, in one process): sent inside the transaction of the
 * change, so an event goes out only when the change commits, and a rolled-back change is never
 * announced. Works the same with or without Redis.
 */
const CHANNEL = 'shop_live_events';

export type LiveEventKind = 'order-created' | 'order-status' | 'order-payment';

interface BusMessage {
  type: LiveEventKind;
  /** The order's customer: who, besides staff, may see the event. Never sent to a browser. */
  userId: string | null;
  event: LiveOrderEvent;
}

/**
 * What a database function that announces an order itself needs (shop_counter_sale): the
 * channel, the kind and the time; it sends `{ type, userId: null, event: { orderId,
 * orderNumber, status, at } }`, the message publishOrderEvent sends, inside its transaction.
 */
export const orderNotice = (type: LiveEventKind) => ({
  channel: CHANNEL,
  type,
  at: new Date().toISOString(),
});

export async function publishOrderEvent(
  db: Executor,
  type: LiveEventKind,
  userId: string | null,
  event: LiveOrderEvent,
): Promise<void> {
  const message: BusMessage = { type, userId, event };
  await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(message)})`);
}

/**
 * How often each server re-checks the users behind its open streams, so a stream ends at most
 * this long (plus one query) after its session did: logout, a new password, a deleted account.
 * Re-checking against the database, rather than announcing each session's end, holds on any
 * number of servers, whichever of them ended the session; it costs one query per round per
 * server, however many streams are open.
 */
export const SESSION_CHECK_MS = 2000;

/** Who a stream is for, as their session stood when it opened. */
export interface Viewer {
  id: string;
  role: Role;
  tokenVersion: number;
}
export type LiveListener = (type: LiveEventKind, event: LiveOrderEvent) => void;

interface Subscriber {
  viewer: Viewer;
  listener: LiveListener;
  end: () => void;
}

/** The streams open on this server, and who may see what: staff all orders, a customer their own. */
export class LiveHub {
  /** In the order they opened (a Set keeps it): the oldest of a user's comes first. */
  readonly #subscribers = new Set<Subscriber>();
  #unlisten: (() => Promise<void>) | undefined;
  #sessionCheck: NodeJS.Timeout | undefined;
  #checking = false;

  /** `sessionCheckMs`: SESSION_CHECK_MS; tests shorten it. */
  constructor(private readonly sessionCheckMs = SESSION_CHECK_MS) {}

  async start(database: Database): Promise<void> {
    this.#unlisten = await database.listen(CHANNEL, (payload) => this.dispatch(payload));
    this.#sessionCheck = setInterval(
      () => void this.#checkSessions(database.db),
      this.sessionCheckMs,
    );
    this.#sessionCheck.unref();
  }

  /** Ends every open stream (the server is closing) and stops listening. */
  async stop(): Promise<void> {
    clearInterval(this.#sessionCheck);
    for (const { end } of this.#subscribers) end();
    this.#subscribers.clear();
    await this.#unlisten?.();
  }

  get size(): number {
    return this.#subscribers.size;
  }

  /**
   * `end` closes the stream (the server closes, the session ended, the user opened too many);
   * answers the function that unsubscribes. A user's streams past LIVE_STREAMS_PER_USER end,
   * oldest first.
   */
  subscribe(viewer: Viewer, listener: LiveListener, end: () => void): () => void {
    const own = [...this.#subscribers].filter((s) => s.viewer.id === viewer.id);
    const over = own.length + 1 - LIVE_STREAMS_PER_USER;
    for (const oldest of own.slice(0, Math.max(0, over))) this.#end(oldest);
    const subscriber = { viewer, listener, end };
    this.#subscribers.add(subscriber);
    return () => this.#subscribers.delete(subscriber);
  }

  #end(subscriber: Subscriber): void {
    this.#subscribers.delete(subscriber);
    subscriber.end();
  }

  /**
   * Ends the streams whose session is over: the user is gone, or their token version or role is
   * no longer the one the stream opened with (logout and a new password raise the version).
   * Only the streams open before the query are judged, so one opened meanwhile with a newer
   * version is never mistaken for a stale one. The database unreachable: the streams stay (the
   * events they wait for need it too) and the next round asks again.
   */
  async #checkSessions(db: Executor): Promise<void> {
    if (this.#checking || this.#subscribers.size === 0) return;
    this.#checking = true;
    try {
      const open = [...this.#subscribers];
      const sessions = await findSessions(db, [...new Set(open.map((s) => s.viewer.id))]);
      const current = new Map(sessions.map((session) => [session.id, session]));
      for (const subscriber of open) {
        const { id, role, tokenVersion } = subscriber.viewer;
        const session = current.get(id);
        if (session?.tokenVersion !== tokenVersion || session.role !== role) this.#end(subscriber);
      }
    } catch {
      // Tried again next round.
    } finally {
      this.#checking = false;
    }
  }

  dispatch(payload: string): void {
    let message: BusMessage;
    try {
      message = JSON.parse(payload) as BusMessage;
    } catch {
      return;
    }
    for (const { viewer, listener } of this.#subscribers) {
      if (viewer.role !== 'customer' || (message.userId !== null && viewer.id === message.userId)) {
        listener(message.type, message.event);
      }
    }
  }
}
