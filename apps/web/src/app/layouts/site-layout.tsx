import { useEffect } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { SiteFooter, BRAND } from '../../components/site-footer.tsx';
import { BreadIcon, CartIcon } from '../../components/shell-icons.tsx';
import { useAuthStore, useSignOutStore } from '../../lib/auth-store.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { homeFor, paths } from '../../config/paths.ts';

/**
 * Public and customer pages: brand bar with the account menu, content, footer. Plain elements
 * styled by styles/shell.css (the first screen a visitor downloads carries no MUI components; the
 * bar looks like the MUI AppBar it replaced).
 */
export function SiteLayout() {
  const user = useAuthStore((s) => s.user);
  const signingOut = useSignOutStore((s) => s.signingOut);
  const setSigningOut = useSignOutStore((s) => s.set);
  const { pathname } = useLocation();
  // Logout ends on the landing page; from here on, guarded pages send visitors to /login again.
  useEffect(() => {
    if (signingOut && pathname === paths.home) setSigningOut(false);
  }, [signingOut, pathname, setSigningOut]);
  const logout = useLogout();
  return (
    <div className="site">
      <header className="shell-bar">
        <RouterLink className="site-brand" to={user ? homeFor(user.role) : paths.home}>
          <BreadIcon />
          {BRAND}
        </RouterLink>
        {user?.role === 'customer' && (
          // On phones only the icon shows, so the brand keeps one line; the name stays.
          <RouterLink className="bar-button" to={paths.cart} aria-label="Cart">
            <CartIcon />
            <span className="wide-only">Cart</span>
          </RouterLink>
        )}
        {user ? (
          <button
            type="button"
            className="bar-button"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
          >
            Logout
          </button>
        ) : (
          <RouterLink className="bar-button" to={paths.login}>
            Log In
          </RouterLink>
        )}
      </header>
      <main className="site-main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
