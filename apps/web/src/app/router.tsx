import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { isCategory, type Role } from '@shop/contract';
import { paths } from '../config/paths.ts';
import { SiteLayout } from './layouts/site-layout.tsx';
import { RequireRole } from './require-role.tsx';
import { RouteError } from './route-error.tsx';
import { PageLoading } from '../components/page-loading.tsx';
import { BRAND } from '../components/site-footer.tsx';
import { prefetch } from '../lib/api-client.ts';
import { useAuthStore } from '../lib/auth-store.ts';
// The front door and the public category pages (where the landing page's cards lead, and where
// shared links land) are in the first download: no second round trip before they can draw.
import { Component as LandingPage } from '../features/public/routes/landing-page.tsx';
import { Component as PublicCategoryPage } from '../features/public/routes/public-category-page.tsx';

/**
 * Loaders only start the page's main request, so it travels while the page's code downloads
 * (the page's query then takes that answer); they never wait for it.
 */
const signedInAs = (role: Role) => useAuthStore.getState().user?.role === role;
const prefetchCategory =
  (role?: Role) =>
  ({ params, request }: LoaderFunctionArgs) => {
    const category = params.category ?? '';
    // A search or another order in the address asks for another list than the plain one.
    const { searchParams } = new URL(request.url);
    const plainList = !searchParams.get('q') && !searchParams.get('sort');
    if (isCategory(category) && plainList && (!role || signedInAs(role)))
      prefetch('getProducts', { query: { category } });
    return null;
  };
const prefetchCart = () => {
  if (signedInAs('customer')) prefetch('getCart');
  return null;
};

/**
 * MUI's theme and baseline load with the first page drawn with MUI, in parallel with its code;
 * the public pages and the cart are plain elements and never wait for them.
 */
const muiLayout = async () => ({ Component: (await import('./mui-theme.tsx')).Component });

/** Staff layouts (drawer, icons) load with the first staff page, never for visitors. */
const cashierLayout = async () => ({
  Component: (await import('./layouts/staff-layout.tsx')).CashierLayout,
});
const adminLayout = async () => ({
  Component: (await import('./layouts/staff-layout.tsx')).AdminLayout,
});

/** The cashier's drawer for a cashier, the admin's for the admin (pages both use). */
const staffLayout = async () => (signedInAs('admin') ? adminLayout() : cashierLayout());

/** Every route of spec section 2. Each page module exports `Component` and loads on demand. */
const pageRoutes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home, Component: LandingPage },
      {
        lazy: muiLayout,
        children: [
          { path: paths.login, lazy: () => import('../features/auth/routes/login-page.tsx') },
          { path: paths.signup, lazy: () => import('../features/auth/routes/signup-page.tsx') },
          {
            path: paths.tracking(':code'),
            lazy: () => import('../features/tracking/routes/tracking-page.tsx'),
          },
          {
            path: paths.forgotPassword,
            lazy: () => import('../features/auth/routes/forgot-password-page.tsx'),
          },
          {
            path: paths.resetPassword,
            lazy: () => import('../features/auth/routes/reset-password-page.tsx'),
          },
        ],
      },
      {
        path: paths.publicCategory(':category'),
        loader: prefetchCategory(),
        Component: PublicCategoryPage,
      },
      {
        element: <RequireRole roles={['customer']} />,
        children: [
          {
            lazy: muiLayout,
            children: [
              {
                path: paths.userProducts,
                lazy: () => import('../features/shop/routes/user-products-page.tsx'),
              },
              {
                path: paths.allProducts,
                lazy: () => import('../features/shop/routes/all-products-page.tsx'),
              },
              {
                path: paths.userCategory(':category'),
                loader: prefetchCategory('customer'),
                lazy: () => import('../features/shop/routes/user-category-page.tsx'),
              },
              {
                path: paths.orderHistory,
                lazy: () => import('../features/orders/routes/order-history-page.tsx'),
              },
              {
                path: paths.account,
                lazy: () => import('../features/account/routes/account-page.tsx'),
              },
            ],
          },
          // Plain elements like the public pages; its checkout form brings MUI when opened.
          {
            path: paths.cart,
            loader: prefetchCart,
            lazy: () => import('../features/cart/routes/cart-page.tsx'),
          },
        ],
      },
    ],
  },
  {
    element: <RequireRole roles={['cashier']} />,
    errorElement: <RouteError />,
    children: [
      {
        lazy: cashierLayout,
        children: [
          {
            path: paths.cashierDashboard,
            lazy: () => import('../features/order-queue/routes/cashier-dashboard-page.tsx'),
          },
          {
            path: paths.cashierProducts,
            lazy: () => import('../features/staff-products/routes/cashier-products-page.tsx'),
          },
          {
            path: paths.cashierCategory(':category'),
            lazy: () => import('../features/staff-products/routes/cashier-category-page.tsx'),
          },
        ],
      },
    ],
  },
  {
    // The counter is for both: each sees it inside their own drawer.
    element: <RequireRole roles={['cashier', 'admin']} />,
    errorElement: <RouteError />,
    children: [
      {
        lazy: staffLayout,
        children: [
          {
            path: paths.cashierSale,
            lazy: () => import('../features/counter/routes/new-sale-page.tsx'),
          },
        ],
      },
    ],
  },
  {
    element: <RequireRole roles={['admin']} />,
    errorElement: <RouteError />,
    children: [
      {
        lazy: adminLayout,
        children: [
          {
            path: paths.adminDashboard,
            lazy: () => import('../features/analytics/routes/admin-dashboard-page.tsx'),
          },
          {
            path: paths.adminProducts,
            lazy: () => import('../features/admin-products/routes/admin-products-page.tsx'),
          },
          {
            path: paths.adminStock,
            lazy: () => import('../features/stock/routes/stock-page.tsx'),
          },
          {
            path: paths.adminProductsCsv,
            lazy: () => import('../features/product-csv/routes/products-csv-page.tsx'),
          },
          {
            path: paths.adminCashiers,
            lazy: () => import('../features/cashier-accounts/routes/cashiers-page.tsx'),
          },
          {
            path: paths.adminSettings,
            lazy: () => import('../features/shop-settings/routes/shop-settings-page.tsx'),
          },
          {
            path: paths.adminNotifications,
            lazy: () => import('../features/notifications/routes/notifications-page.tsx'),
          },
        ],
      },
    ],
  },
  {
    path: '*',
    element: <SiteLayout />,
    children: [
      { lazy: muiLayout, children: [{ path: '*', lazy: () => import('./not-found-page.tsx') }] },
    ],
  },
];

/**
 * A pathless root shows a spinner while the first page's code loads, under the brand bar that
 * index.html paints before any script runs (its `shell-bar` style is inlined there).
 */
export const routes: RouteObject[] = [
  {
    hydrateFallbackElement: (
      <>
        <div className="shell-bar">
          <span className="site-brand">
            <span className="icon-space" />
            {BRAND}
          </span>
        </div>
        <PageLoading />
      </>
    ),
    children: pageRoutes,
  },
];

export const createRouter = () => createBrowserRouter(routes);
