import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { Role } from '@shop/contract';
import { useAuthStore, useSignOutStore } from '../lib/auth-store.ts';
import { homeFor, paths } from '../config/paths.ts';

/**
 * Route guard: visitors go to /login (someone who just logged out goes to /), signed-in users of another role go to their own home.
 * The server enforces the same rules; this only keeps people on screens that work for them.
 */
export function RequireRole({ roles, children }: { roles: Role[]; children?: ReactNode }) {
  const user = useAuthStore((s) => s.user);
  const signingOut = useSignOutStore((s) => s.signingOut);
  const location = useLocation();
  if (!user && signingOut) return <Navigate to={paths.home} replace />;
  // The page asked for (with its query and anchor) comes back after logging in.
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login} replace state={{ from }} />;
  }
  if (!roles.includes(user.role)) return <Navigate to={homeFor(user.role)} replace />;
  return children ?? <Outlet />;
}
