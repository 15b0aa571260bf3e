import { sql } from 'drizzle-orm';
import type { LiveOrderEvent, Role } from '@shop/contract';
import type { Database, Executor } from '../db/types.ts';

/**
 * Live order events, from whichever server made the change to every server's open streams,
 * through PostgreSQL's NOTIFY (PGlite's, in one process): sent inside the transaction of the
 * change, so an event goes out only when the change commits, and a rolled-back change is never
 * announced. Works the same with or without Redis.
 */
const CHANNEL = 'shop_live_events';

export type LiveEventKind = 'order-created' | 'order-status';

interface BusMessage {
  type: LiveEventKind;
  /** The order's customer: who, besides staff, may see the event. Never sent to a browser. */
  userId: string | null;
  event: LiveOrderEvent;
}

export async function publishOrderEvent(
  db: Executor,
  type: LiveEventKind,
  userId: string | null,
  event: LiveOrderEvent,
): Promise<void> {
  const message: BusMessage = { type, userId, event };
  await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(message)})`);
}

export interface Viewer {
  id: string;
  role: Role;
}
export type LiveListener = (type: LiveEventKind, event: LiveOrderEvent) => void;

/** The streams open on this server, and who may see what: staff all orders, a customer their own. */
export class LiveHub {
  readonly #subscribers = new Set<{ viewer: Viewer; listener: LiveListener; end: () => void }>();
  #unlisten: (() => Promise<void>) | undefined;

  async start(database: Database): Promise<void> {
    this.#unlisten = await database.listen(CHANNEL, (payload) => this.dispatch(payload));
  }

  /** Ends every open stream (the server is closing) and stops listening. */
  async stop(): Promise<void> {
    for (const { end } of this.#subscribers) end();
    this.#subscribers.clear();
    await this.#unlisten?.();
  }

  get size(): number {
    return this.#subscribers.size;
  }

  /** `end` closes the stream when the server closes; answers the function that unsubscribes. */
  subscribe(viewer: Viewer, listener: LiveListener, end: () => void): () => void {
    const subscriber = { viewer, listener, end };
    this.#subscribers.add(subscriber);
    return () => this.#subscribers.delete(subscriber);
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
