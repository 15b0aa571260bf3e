import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { dismissAlert } from '../lib/alerts.ts';
import { mediaQueryList } from './screen-width.ts';

// jsdom has neither matchMedia nor scrolling; MUI asks about the screen's width and motion.
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string) => mediaQueryList(query, false),
});
window.scrollTo = () => {};

// Pages load their code on demand (lazy routes), and the landing page no longer pulls in MUI:
// the first test of a file that opens a page waits for that page's MUI modules to import, which
// can pass the default 1 s on a busy machine. Two test files run at once on two cores (the root
// vitest.config.ts), so a wait is given 10 s (the tests' own limit is 15 s): a limit for a slow
// machine, never a timing assertion.
configure({ asyncUtilTimeout: 10_000 });

// Vitest globals are off, so Testing Library cannot register its own cleanup: unmount every
// rendered tree after each test, before jsdom is torn down (React would otherwise keep
// scheduling work against a window that no longer exists), and leave no alert waiting, stub,
// spy or fake clock behind for the next test. Every web test file gets this; none repeats it.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  dismissAlert();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
