import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { AUTH_STORAGE_KEY, type User } from '@shop/contract';

interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  setUser(user: User): void;
  clear(): void;
}

/**
 * Who is signed in, persisted under `auth-storage`. The token itself stays in the HttpOnly
 * cookie; this is only what the screens need to choose routes and menus.
 */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      isAuthenticated: false,
      setUser: (user) => set({ user, isAuthenticated: true }),
      clear: () => set({ user: null, isAuthenticated: false }),
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ user: state.user, isAuthenticated: state.isAuthenticated }),
    },
  ),
);

/**
 * True from logout until the landing page is reached: guards then send the page being left to /
 * instead of /login. Kept apart from the persisted store so logout leaves local storage empty.
 */
export const useSignOutStore = create<{ signingOut: boolean; set(signingOut: boolean): void }>()(
  (set) => ({ signingOut: false, set: (signingOut) => set({ signingOut }) }),
);
