import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type LoginBody } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { queryRoots } from '../../../lib/query-roots.ts';
import { adoptAccountLanguage } from '../../../i18n/choose-language.ts';

export const login = (body: LoginBody) =>
  answerOf(apiClient.login({ body }), MESSAGES.loginFailedThrown);

/**
 * The server sets the HttpOnly session cookie; we keep only the user. Staff see more products
 * than visitors, so the cached lists are refreshed (spec section 4). A customer's screens take
 * their account's language.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  const setUser = useAuthStore((s) => s.setUser);
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => {
      setUser(user);
      void queryClient.invalidateQueries({ queryKey: queryRoots.products });
      void adoptAccountLanguage(user, queryClient);
    },
  });
}
