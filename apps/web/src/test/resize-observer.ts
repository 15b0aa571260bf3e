import { beforeEach, vi } from 'vitest';

/**
 * The charts measure their box with a ResizeObserver; jsdom has no layout, so a file that draws
 * one calls this to give every observed element a 600 × 320 box.
 */
export function giveChartsABox() {
  class FakeResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      this.callback(
        [{ target, contentRect: { width: 600, height: 320 } } as unknown as ResizeObserverEntry],
        this as unknown as ResizeObserver,
      );
    }
    unobserve() {}
    disconnect() {}
  }
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  });
}
