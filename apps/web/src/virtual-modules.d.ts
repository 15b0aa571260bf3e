/// <reference types="vite-plugin-pwa/client" />

/** The contract's calls without their schemas, made by vite.config.ts (apiRoutes). */
declare module 'virtual:api-routes' {
  import type { RouteTable } from '@shop/contract';

  const routes: RouteTable;
  export default routes;
}
