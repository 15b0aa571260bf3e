import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import Swal from 'sweetalert2';
import { afterEach, vi } from 'vitest';

// jsdom has neither matchMedia nor scrolling; SweetAlert2 asks about reduced motion and
// restores the scroll position when it closes.
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.scrollTo = () => {};

// Vitest globals are off, so Testing Library cannot register its own cleanup: unmount every
// rendered tree (and close any alert, drop stubs) after each test, before jsdom is torn down (React would otherwise keep
// scheduling work against a window that no longer exists).
afterEach(() => {
  cleanup();
  Swal.close();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
