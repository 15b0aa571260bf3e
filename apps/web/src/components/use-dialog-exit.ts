import { useRef, useState } from 'react';

/**
 * For a dialog that is mounted while shown: close it with its exit transition, then run the
 * next step (unmount it, show a SweetAlert2 result). Opening a SweetAlert2 alert while an MUI
 * dialog is still closing makes it remember the page as aria-hidden and restore that, hiding the
 * whole app from screen readers; waiting for `onExited` avoids it.
 */
export function useDialogExit(onClosed: () => void) {
  const [open, setOpen] = useState(true);
  const next = useRef<(() => void) | undefined>(undefined);
  return {
    open,
    close: (then?: () => void) => {
      next.current = then;
      setOpen(false);
    },
    onExited: () => {
      onClosed();
      next.current?.();
    },
  };
}
