import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../lib/auth-store.ts';
import { openLiveEvents } from '../lib/live-events.ts';

/**
 * One live stream per tab while someone is signed in: opened on login (or on a page load with a
 * remembered session), closed on logout, and opened afresh for another user, whose events differ.
 */
export function LiveUpdates() {
  const userId = useAuthStore((s) => s.user?._id);
  const queryClient = useQueryClient();
  useEffect(
    () => (userId === undefined ? undefined : openLiveEvents(queryClient)),
    [userId, queryClient],
  );
  return null;
}
