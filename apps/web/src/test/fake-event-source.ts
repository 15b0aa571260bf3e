import { vi } from 'vitest';

type Handler = (event: MessageEvent) => void;

/**
 * Stands in for the browser's EventSource in jsdom (which has none): records each stream the
 * app opens, and lets a test play the server's part (ready, order events, a dropped connection).
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  /** Every stream opened since installFakeEventSource(), oldest first. */
  static instances: FakeEventSource[] = [];

  readyState = FakeEventSource.CONNECTING;
  onerror: ((event: Event) => void) | null = null;
  private readonly handlers = new Map<string, Set<Handler>>();

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }

  get closed() {
    return this.readyState === FakeEventSource.CLOSED;
  }

  addEventListener(type: string, handler: Handler) {
    const set = this.handlers.get(type) ?? new Set<Handler>();
    set.add(handler);
    this.handlers.set(type, set);
  }

  removeEventListener(type: string, handler: Handler) {
    this.handlers.get(type)?.delete(handler);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server sends one event; objects are sent as JSON, like the real stream's data lines. */
  emit(type: string, data: unknown = {}) {
    this.readyState = FakeEventSource.OPEN;
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    for (const handler of this.handlers.get(type) ?? []) {
      handler(new MessageEvent(type, { data: text }));
    }
  }

  /** The connection drops: the browser reconnects by itself, or (closed) gives up. */
  fail({ closed = false } = {}) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.(new Event('error'));
  }
}

/** Installs the fake as the global EventSource (undone after each test by the setup). */
export function installFakeEventSource(): typeof FakeEventSource {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  return FakeEventSource;
}

/** The one stream still open; fails the test when there is none or more than one. */
export function openStream(): FakeEventSource {
  const open = FakeEventSource.instances.filter((source) => !source.closed);
  if (open.length !== 1) throw new Error(`expected one open stream, found ${open.length}`);
  return open[0]!;
}
