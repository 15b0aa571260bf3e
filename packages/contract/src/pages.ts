import { isCategory, type Category } from './constants.ts';

const PUBLIC_CATEGORY = '/landing-page-category/';
const CUSTOMER_CATEGORY = '/user-products/category/';

/**
 * The web pages that list one category's products (spec section 2). The web app routes them,
 * and the server recognises them to send their product list ahead of the app (preload hints),
 * so both read the paths from here.
 */
export const categoryPages = {
  /** a visitor's category page */
  public: (category: Category | ':category') => `${PUBLIC_CATEGORY}${category}`,
  /** a signed-in customer's category page */
  customer: (category: Category | ':category') => `${CUSTOMER_CATEGORY}${category}`,
} as const;

/** The category a visitor's or customer's category page lists, if `pathname` is one. */
export function categoryOfPage(pathname: string): Category | undefined {
  const prefix = [PUBLIC_CATEGORY, CUSTOMER_CATEGORY].find((p) => pathname.startsWith(p));
  if (prefix === undefined) return undefined;
  const category = pathname.slice(prefix.length).replace(/\/$/, '');
  return isCategory(category) ? category : undefined;
}

/**
 * An order's public tracking page (issue 29); texts and emails put the shop's PUBLIC_URL before
 * it. Here, apart from tracking.ts and its schemas: the web app's first download reads it.
 */
export const trackingPage = (code: string) => `/t/${code}`;

/**
 * The web page an emailed link to set a new password opens (`?token=`): the server writes the
 * link, the web app routes the page.
 */
export const RESET_PASSWORD_PAGE = '/reset-password';
