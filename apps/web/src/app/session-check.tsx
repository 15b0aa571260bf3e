import { useEffect } from 'react';
import { useAuthStore } from '../lib/auth-store.ts';
import { useMe } from '../features/auth/api/get-me.ts';

/**
 * The remembered user is only a hint: when the session cookie has expired or was ended
 * (logout elsewhere, account deleted), the current-user lookup fails and we forget the user.
 */
export function SessionCheck() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const setUser = useAuthStore((s) => s.setUser);
  const clear = useAuthStore((s) => s.clear);
  const me = useMe(isAuthenticated);
  useEffect(() => {
    if (me.data) setUser(me.data.data);
    if (me.isError) clear();
  }, [me.data, me.isError, setUser, clear]);
  return null;
}
