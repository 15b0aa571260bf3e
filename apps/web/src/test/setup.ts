import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Swal from 'sweetalert2';
import { afterAll, afterEach, vi } from 'vitest';
import { mediaQueryList } from './screen-width.ts';

// jsdom has neither matchMedia nor scrolling; SweetAlert2 asks about reduced motion and
// restores the scroll position when it closes.
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string) => mediaQueryList(query, false),
});
window.scrollTo = () => {};

// SweetAlert2 writes its input's label with innerText, which jsdom lacks (browsers have it).
if (!('innerText' in HTMLElement.prototype)) {
  Object.defineProperty(HTMLElement.prototype, 'innerText', {
    configurable: true,
    get(this: HTMLElement) {
      return this.textContent;
    },
    set(this: HTMLElement, value: string) {
      this.textContent = value;
    },
  });
}

// Pages load their code on demand (lazy routes), and the landing page no longer pulls in MUI:
// the first test of a file that opens a page waits for that page's MUI modules to import, which
// can pass the default 1 s on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// Vitest globals are off, so Testing Library cannot register its own cleanup: unmount every
// rendered tree (and close any alert, drop stubs) after each test, before jsdom is torn down (React would otherwise keep
// scheduling work against a window that no longer exists).
afterEach(async () => {
  cleanup();
  const alertOpen = Swal.isVisible();
  Swal.close();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (alertOpen) await outlastAlertFocusRestore();
});

// A closing SweetAlert2 dialog gives focus back 100 ms later from a timer. If the file ended
// first, that timer would fire after jsdom is gone ("HTMLElement is not defined") and fail the
// run, so the last test of every file waits for it as well.
afterAll(outlastAlertFocusRestore);

function outlastAlertFocusRestore() {
  return new Promise<void>((resolve) => setTimeout(resolve, 150));
}
