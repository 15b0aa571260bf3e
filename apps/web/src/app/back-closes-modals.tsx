import { useEffect } from 'react';

/** What MUI draws for an open dialog, menu, drawer or popover: a Modal root in a portal. */
const OPEN_MODAL = 'body > .MuiModal-root:not(.MuiModal-hidden)';
/** The mark on the history entry opened for a modal. */
const MARK = 'shopModal';

/** Longer than MUI's leaving transitions (195 to 225 ms). */
const STILL_OPEN_AFTER_MS = 400;

const marked = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as Record<string, unknown>)[MARK] === true;

/**
 * The phone's Back button closes an open dialog or menu instead of leaving the page (issue 29),
 * for every MUI modal at once. Opening one adds a history entry (same address, marked); Back
 * pops it and the top modal gets an Escape, its usual way to close. Closing it on screen takes
 * the entry back. These moves between an entry and its marked twin are the page's own: they
 * are stopped before the router sees them (a capture listener runs before the router's), so
 * nothing reloads or scrolls. A modal that stays open on Escape (a checkout being sent) gets
 * its entry again.
 */
export function BackClosesModals() {
  useEffect(() => {
    let pushed = false;
    let takingBack = false;
    const topModal = () => [...document.querySelectorAll<HTMLElement>(OPEN_MODAL)].at(-1);

    const sync = () => {
      const open = topModal() !== undefined;
      if (open && !pushed) {
        pushed = true;
        window.history.pushState({ ...(window.history.state as object), [MARK]: true }, '');
      } else if (!open && pushed) {
        pushed = false;
        // Unless a link in it went elsewhere (a new entry is on top), take the entry back.
        if (marked(window.history.state)) {
          takingBack = true;
          window.history.back();
        }
      }
    };

    const onPop = (event: PopStateEvent) => {
      if (takingBack) {
        takingBack = false;
        event.stopImmediatePropagation();
        return;
      }
      if (pushed) {
        // Back with a modal open: it closes, the page stays.
        pushed = false;
        event.stopImmediatePropagation();
        topModal()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
        // Once its closing animation is over: still open means it refused to close.
        window.setTimeout(sync, STILL_OPEN_AFTER_MS);
        return;
      }
      if (marked(event.state)) {
        // Back or Forward onto a marked entry left behind: it holds no modal, so pass it by.
        event.stopImmediatePropagation();
        window.history.back();
      }
    };

    window.addEventListener('popstate', onPop, { capture: true });
    const observer = new MutationObserver((mutations) => {
      // Portals come and go as children of <body>; a kept-mounted one toggles its class.
      if (
        mutations.some((m) => m.target === document.body || m.target.parentNode === document.body)
      )
        sync();
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class'],
    });
    return () => {
      window.removeEventListener('popstate', onPop, { capture: true });
      observer.disconnect();
    };
  }, []);
  return null;
}
