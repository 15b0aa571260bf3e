import { useEffect } from 'react';

/** "(3) " at the start of a title, as this hook writes it (usePageTitle keeps it). */
export const COUNT_PREFIX = /^\(\d+\) /;

/** The title with `count` in front when there is something waiting: "(3) Bakery Supply Shop". */
export const titleWithCount = (title: string, count: number): string => {
  const plain = title.replace(COUNT_PREFIX, '');
  return count > 0 ? `(${count}) ${plain}` : plain;
};

/**
 * Shows `count` in the browser tab's title while the component is mounted, so a cashier working
 * in another tab sees orders waiting; the plain title comes back on unmount. It only adds to the
 * page's own title (usePageTitle), which keeps the count when it changes.
 */
export function useTitleCount(count: number) {
  useEffect(() => {
    document.title = titleWithCount(document.title, count);
  }, [count]);
  useEffect(
    () => () => {
      document.title = titleWithCount(document.title, 0);
    },
    [],
  );
}
