import { useEffect } from 'react';
import { useAuthStore } from '../lib/auth-store.ts';
import { ApiError } from '../lib/api-client.ts';
import { useMe } from '../features/auth/api/get-me.ts';

/**
 * The remembered user is only a hint: when the session cookie has expired or was ended
 * (logout elsewhere, account deleted), the current-user lookup fails and we forget the user.
 * No answer at all (the phone is offline, issue 29) says nothing about the session: the customer
 * stays signed in and the pages the phone kept still open.
 */
export function SessionCheck() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const setUser = useAuthStore((s) => s.setUser);
  const clear = useAuthStore((s) => s.clear);
  const me = useMe(isAuthenticated);
  useEffect(() => {
    if (me.data) setUser(me.data.data);
    const unanswered = me.error instanceof ApiError && me.error.status === 0;
    if (me.isError && !unanswered) clear();
  }, [me.data, me.isError, me.error, setUser, clear]);
  return null;
}
