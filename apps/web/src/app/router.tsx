import { createBrowserRouter, type RouteObject } from 'react-router';
import StorefrontIcon from '@mui/icons-material/Storefront';
import DashboardIcon from '@mui/icons-material/Dashboard';
import InsightsIcon from '@mui/icons-material/Insights';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import BadgeIcon from '@mui/icons-material/Badge';
import { paths } from '../config/paths.ts';
import { SiteLayout } from './layouts/site-layout.tsx';
import { StaffLayout, type DrawerLink } from './layouts/staff-layout.tsx';
import { RequireRole } from './require-role.tsx';
import { RouteError } from './route-error.tsx';
import { PageLoading } from '../components/page-loading.tsx';

const cashierLinks: DrawerLink[] = [
  { label: 'Dashboard', to: paths.cashierDashboard, icon: <DashboardIcon /> },
  { label: 'Products', to: paths.cashierProducts, icon: <StorefrontIcon /> },
];
const adminLinks: DrawerLink[] = [
  { label: 'Analytics', to: paths.adminDashboard, icon: <InsightsIcon /> },
  { label: 'Products', to: paths.adminProducts, icon: <Inventory2Icon /> },
  { label: 'Cashier', to: paths.adminCashiers, icon: <BadgeIcon /> },
];

/** Every route of spec section 2. Each page module exports `Component` and loads on demand. */
const pageRoutes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home, lazy: () => import('../features/public/routes/landing-page.tsx') },
      { path: paths.login, lazy: () => import('../features/auth/routes/login-page.tsx') },
      { path: paths.signup, lazy: () => import('../features/auth/routes/signup-page.tsx') },
      {
        path: paths.publicCategory(':category'),
        lazy: () => import('../features/public/routes/public-category-page.tsx'),
      },
      {
        element: <RequireRole roles={['customer']} />,
        children: [
          {
            path: paths.userProducts,
            lazy: () => import('../features/products/routes/user-products-page.tsx'),
          },
          {
            path: paths.allProducts,
            lazy: () => import('../features/products/routes/all-products-page.tsx'),
          },
          {
            path: paths.userCategory(':category'),
            lazy: () => import('../features/products/routes/user-category-page.tsx'),
          },
          { path: paths.cart, lazy: () => import('../features/cart/routes/cart-page.tsx') },
          {
            path: paths.orderHistory,
            lazy: () => import('../features/orders/routes/order-history-page.tsx'),
          },
        ],
      },
    ],
  },
  {
    element: (
      <RequireRole roles={['cashier']}>
        <StaffLayout links={cashierLinks} />
      </RequireRole>
    ),
    errorElement: <RouteError />,
    children: [
      {
        path: paths.cashierDashboard,
        lazy: () => import('../features/cashier/routes/cashier-dashboard-page.tsx'),
      },
      {
        path: paths.cashierProducts,
        lazy: () => import('../features/products/routes/cashier-products-page.tsx'),
      },
      {
        path: paths.cashierCategory(':category'),
        lazy: () => import('../features/products/routes/cashier-category-page.tsx'),
      },
    ],
  },
  {
    element: (
      <RequireRole roles={['admin']}>
        <StaffLayout links={adminLinks} />
      </RequireRole>
    ),
    errorElement: <RouteError />,
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
        path: paths.adminCashiers,
        lazy: () => import('../features/cashiers/routes/cashiers-page.tsx'),
      },
    ],
  },
  {
    path: '*',
    element: <SiteLayout />,
    children: [{ path: '*', lazy: () => import('./not-found-page.tsx') }],
  },
];

/** A pathless root shows a spinner while the first page's code loads. */
export const routes: RouteObject[] = [
  { hydrateFallbackElement: <PageLoading />, children: pageRoutes },
];

export const createRouter = () => createBrowserRouter(routes);
