import { useEffect, useEffectEvent, useState } from 'react';

/** A search is sent once typing pauses this long, not on every key. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The text of a search box whose search lives in the address: what is typed goes to `onSearch`
 * (trimmed) after a short pause, or at once with `sendNow` (Enter); a search changed elsewhere
 * (Clear search, Back) shows in the box. Shared by the shop's and the admin's search boxes.
 */
export function useSearchDraft(search: string, onSearch: (search: string) => void) {
  const [draft, setDraft] = useState(search);
  // The search this box last sent, and the address's last one: when the address changes to
  // something this box did not send, the box shows it.
  const [sent, setSent] = useState(search);
  const [seen, setSeen] = useState(search);
  if (search !== seen) {
    setSeen(search);
    if (search !== sent) {
      setSent(search);
      setDraft(search);
    }
  }

  function sendNow(value = draft) {
    const trimmed = value.trim();
    setSent(trimmed);
    onSearch(trimmed);
  }
  // The page's handler may change on every render; the pause must not restart with it.
  const sendLater = useEffectEvent(sendNow);
  useEffect(() => {
    if (draft.trim() === sent) return;
    const timer = setTimeout(() => sendLater(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, sent]);

  return { draft, setDraft, sendNow };
}
