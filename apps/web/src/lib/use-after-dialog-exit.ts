import { useRef } from 'react';

/**
 * Defers work until a MUI dialog has finished closing. SweetAlert2 remembers which page
 * elements were aria-hidden when it opens and restores that when it closes; opened while a MUI
 * dialog is still on screen, it would restore MUI's aria-hidden on the page and leave the whole
 * shop hidden from screen readers (and from role queries). So result alerts wait for the exit.
 *
 * Pass `onExited` to the dialog's transition: `slotProps={{ transition: { onExited } }}`.
 * `always` runs on every exit before the deferred work: a dialog that is mounted only while
 * shown passes its `onClose` there, so its parent unmounts it once the exit has finished.
 */
export function useAfterDialogExit(always?: () => void) {
  const pending = useRef<(() => void) | null>(null);
  return {
    later: (work: () => void) => {
      pending.current = work;
    },
    onExited: () => {
      const work = pending.current;
      pending.current = null;
      always?.();
      work?.();
    },
  };
}
