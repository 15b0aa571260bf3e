import { isCategory, type Role } from '@shop/contract';
import { paths } from '../../../config/paths.ts';

/**
 * What the /login page's location carries: the page the visitor was trying to reach (set by the
 * route guard, the header's Log In link and a visitor's Avail Item? button).
 */
export interface LoginState {
  from?: unknown;
}

/** The pages each role may land on after logging in: these paths and the pages under them. */
const ROLE_PAGES: Record<Role, readonly string[]> = {
  customer: [paths.userProducts, paths.allProducts],
  cashier: [paths.cashierDashboard, paths.cashierProducts],
  admin: [paths.adminDashboard, paths.adminProducts, paths.adminCashiers],
};
/** Every admin page is named /admin-…; pages added later are the admin's as well. */
const ADMIN_PAGE_PREFIX = '/admin-';

const PUBLIC_CATEGORY = paths.publicCategory(':category').replace(':category', '');

const under = (pathname: string, page: string) =>
  pathname === page || pathname.startsWith(`${page}/`);

function allowed(pathname: string, role: Role): boolean {
  if (role === 'admin' && pathname.startsWith(ADMIN_PAGE_PREFIX)) return true;
  return ROLE_PAGES[role].some((page) => under(pathname, page));
}

/**
 * Where to go after logging in instead of the role's home: the page the visitor was trying to
 * reach, when it is a page of this site that the role may open. A visitor's category page
 * becomes the same category among the customer's (or the cashier's) products. Anything else
 * (another site, the landing page, a page of another role) gives undefined: the spec's landing.
 */
export function returnPathFor(from: unknown, role: Role): string | undefined {
  // A path on this site only: "//host" and "/\host" name another site.
  if (typeof from !== 'string' || !/^\/(?![/\\])/.test(from)) return undefined;
  const base = 'https://shop.invalid';
  let url: URL;
  try {
    url = new URL(from, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base) return undefined;
  const pathname = url.pathname.replace(/(.)\/+$/, '$1');

  if (pathname.startsWith(PUBLIC_CATEGORY)) {
    const category = pathname.slice(PUBLIC_CATEGORY.length);
    if (!isCategory(category)) return undefined;
    if (role === 'customer') return paths.userCategory(category);
    if (role === 'cashier') return paths.cashierCategory(category);
    return undefined;
  }
  if (!allowed(pathname, role)) return undefined;
  return `${pathname}${url.search}${url.hash}`;
}
