import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Link as RouterLink, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { OfflineBanner } from '../../components/offline-banner.tsx';
import { SiteFooter, BRAND } from '../../components/site-footer.tsx';
import { BreadIcon, CartIcon } from '../../components/shell-icons.tsx';
import { useAuthStore, useSignOutStore } from '../../lib/auth-store.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { cartQueryOptions } from '../../features/cart/api/get-cart.ts';
import { homeFor, paths } from '../../config/paths.ts';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { count, i18n } from '../../i18n/i18n.ts';

const words = i18n('site-layout', {
  cart: 'Cart',
  cartCount: count({ one: 'Cart, {count} item', other: 'Cart, {count} items' }),
  logout: 'Logout',
  logIn: 'Log In',
});

/**
 * The header's way to the cart, with how many items it holds (the sum of the quantities), named
 * "Cart, 12 items" for screen readers. What shows ("Cart 12", on phones "12") is part of that
 * name, as speech control needs (a space keeps the word and the number apart).
 */
function CartLink() {
  const t = useStore(words);
  const cart = useQuery(cartQueryOptions());
  const count = cart.data?.items.reduce((sum, item) => sum + item.quantity, 0);
  const label = count === undefined ? t.cart : t.cartCount(count);
  return (
    // On phones the word is not drawn, so the brand keeps one line; the name stays.
    <RouterLink className="bar-button cart-link" to={paths.cart} aria-label={label}>
      <CartIcon />
      <span className="wide-only">{t.cart}</span>
      {count !== undefined && count > 0 && (
        <>
          {' '}
          <span className="cart-count">{count}</span>
        </>
      )}
    </RouterLink>
  );
}

/**
 * Public and customer pages: brand bar with the account menu, content, footer. Plain elements
 * styled by styles/shell.css (the first screen a visitor downloads carries no MUI components; the
 * bar looks like the MUI AppBar it replaced).
 */
export function SiteLayout() {
  const user = useAuthStore((s) => s.user);
  const signingOut = useSignOutStore((s) => s.signingOut);
  const setSigningOut = useSignOutStore((s) => s.set);
  const location = useLocation();
  const { pathname } = location;
  // Logout ends on the landing page; from here on, guarded pages send visitors to /login again.
  useEffect(() => {
    if (signingOut && pathname === paths.home) setSigningOut(false);
  }, [signingOut, pathname, setSigningOut]);
  const logout = useLogout();
  const t = useStore(words);
  return (
    <div className="site">
      <header className="shell-bar">
        <RouterLink className="site-brand" to={user ? homeFor(user.role) : paths.home}>
          <BreadIcon />
          <span className="brand-name">{BRAND}</span>
        </RouterLink>
        {user?.role === 'customer' && <CartLink />}
        {(!user || user.role === 'customer') && <LanguageSwitch />}
        {user ? (
          <button
            type="button"
            className="bar-button"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
          >
            {t.logout}
          </button>
        ) : (
          <RouterLink
            className="bar-button"
            to={paths.login}
            // After logging in, back here (a category page becomes the customer's own); on the
            // login and signup pages, on to wherever the visitor was already going.
            state={
              pathname === paths.login || pathname === paths.signup
                ? (location.state as unknown)
                : { from: `${pathname}${location.search}${location.hash}` }
            }
          >
            {t.logIn}
          </RouterLink>
        )}
      </header>
      <OfflineBanner />
      <main className="site-main">
        <Outlet />
      </main>
      <SiteFooter />
      {/* Back and Forward return to where the page was scrolled; a new page starts at the top. */}
      <ScrollRestoration />
    </div>
  );
}
