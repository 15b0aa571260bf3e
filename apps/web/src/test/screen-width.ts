import { vi } from 'vitest';

/** What matchMedia answers for a query: whether it matches, and listeners that never fire. */
export const mediaQueryList = (query: string, matches: boolean) => ({
  matches,
  media: query,
  onchange: null,
  addEventListener: () => {},
  removeEventListener: () => {},
  addListener: () => {},
  removeListener: () => {},
  dispatchEvent: () => false,
});

/**
 * A screen this many pixels wide, as CSS media queries see it (jsdom has no layout): MUI's
 * useMediaQuery then picks the phone or the desktop layout. Undone by vi.unstubAllGlobals.
 */
export function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const sized = Boolean(min || max);
    const matches = sized && (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return mediaQueryList(query, matches);
  });
}
