import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { useAuthStore, useSignOutStore } from '../../../lib/auth-store.ts';
import { paths } from '../../../config/paths.ts';
import { defineMessages } from '../../../i18n/define-messages.ts';

// Shown when the call fails without the server's words (in Filipino where it is shown).
const WORDS = defineMessages('auth/logout', { failed: 'Logout failed' });

export const logout = () => answerOf(apiClient.logout(), WORDS.failed);

/** Logout: tell the server (it clears the cookie), clear all local storage and caches, go to /. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const clear = useAuthStore((s) => s.clear);
  const setSigningOut = useSignOutStore((s) => s.set);
  return useMutation({
    mutationFn: logout,
    onSettled: async () => {
      // The guard of the page being left sees the user gone at once; the sign-out flag tells it to
      // send the page to / (not /login), where this navigation is going anyway (the site
      // layout ends the sign-out there).
      setSigningOut(true);
      clear();
      localStorage.clear();
      queryClient.clear();
      await navigate(paths.home, { replace: true });
    },
  });
}
