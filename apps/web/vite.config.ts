import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preprocessCSS, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { tokensCss } from './src/styles/tokens.ts';
// A relative import: Vite bundles the contract's TypeScript into the config (a package import
// would be left to Node, which cannot load .ts).
import { api, routeTable } from '../../packages/contract/src/api.ts';

const stylesDir = fileURLToPath(new URL('./src/styles/', import.meta.url));
const stylesEntry = `${stylesDir}index.css`;

/**
 * Puts the stylesheet into index.html as one <style> element: the design tokens (tokens.ts) that
 * it uses, as CSS custom properties, then src/styles/index.css with its @imports resolved. It goes in before
 * Vite reads the page, so the build minifies it like any inline style, and the first screen
 * draws without a second request or any script. The CSP allows inline styles; no JS chunk
 * imports this CSS, so no lazy chunk ever asks for it as a file.
 */
function inlineStyles(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'shop:inline-styles',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        const { code } = await preprocessCSS(
          await readFile(stylesEntry, 'utf8'),
          stylesEntry,
          config,
        );
        const tokens = tokensCss((property) => code.includes(`var(--${property})`));
        return { html, tags: [{ tag: 'style', children: tokens + code, injectTo: 'head' }] };
      },
    },
    // The styles are not modules of the app: when one changes, the dev server reloads the page.
    hotUpdate({ file }) {
      if (!file.startsWith(stylesDir) || !file.endsWith('.css')) return;
      this.environment.hot.send({ type: 'full-reload' });
      return [];
    },
  };
}

const ROUTES_ID = 'virtual:api-routes';

/**
 * `virtual:api-routes`: the method and path of every call of the contract (and a download's
 * file type), as plain data. The web app's client is built from it; importing the contract's
 * table itself would bring every zod schema (and zod) into the first screen's download
 * (docs/decisions/0061).
 */
function apiRoutes(): Plugin {
  return {
    name: 'shop:api-routes',
    resolveId: (id) => (id === ROUTES_ID ? `\0${ROUTES_ID}` : undefined),
    load: (id) =>
      id === `\0${ROUTES_ID}` ? `export default ${JSON.stringify(routeTable())};` : undefined,
  };
}

// What the dev server forwards to the Fastify server (npm run dev -w apps/server): each call's
// first path segment (as a folder when the path has more), and the API documentation.
const apiPrefixes = [
  ...new Set(
    Object.values(api).map(({ path }) => {
      const [, first, ...rest] = path.split('/');
      return rest.length > 0 ? `/${first}/` : `/${first}`;
    }),
  ),
  '/docs',
];

/**
 * The installable app and its service worker (issue 29, docs/decisions/0086): the built files are
 * precached; the product lists, the shop's settings and areas are read from the network first
 * and from the last copy when the network fails or takes over 4 s; photos come from the cache
 * once seen. A new version waits for the customer (registerType 'prompt', app/app-update.tsx).
 */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

// A pattern, not a function: the service worker is written out as text, without this file's
// variables. Its URLs are the contract's paths, with any query.
const DATA_READS = new RegExp(
  `^https?://[^/]+(${[api.getProducts, api.getShopSettings, api.getDeliveryZones]
    .map(({ path }) => escapeRegExp(path))
    .join('|')})(\\?|$)`,
);
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    name: 'Bakery Supply Shop',
    short_name: 'Bakery Supply',
    description: 'Baking ingredients and supplies: flour, sugar, lard, oil and more.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#2e7d32',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webp}'],
    navigateFallback: '/index.html',
    // Addresses the server answers itself, never with the app's page.
    navigateFallbackDenylist: [
      /^\/docs/,
      /^\/uploads\//,
      /\.csv$/,
      ...[api.events, api.health].map(({ path }) => new RegExp(`^${escapeRegExp(path)}`)),
    ],
    runtimeCaching: [
      {
        urlPattern: DATA_READS,
        handler: 'NetworkFirst',
        options: {
          cacheName: 'shop-data',
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 200, maxAgeSeconds: 14 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: /^https?:\/\/[^/]+\/(uploads|images)\//,
        handler: 'CacheFirst',
        options: {
          cacheName: 'shop-photos',
          expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});

export default defineConfig({
  plugins: [react(), inlineStyles(), apiRoutes(), pwa],
  server: {
    proxy: Object.fromEntries(
      apiPrefixes.map((prefix) => [
        prefix,
        { target: 'http://localhost:3000', changeOrigin: false },
      ]),
    ),
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically travels in the entry chunk. Split into
          // shared chunks it was 18 files, and over HTTP/1.1 a phone fetches six at a time: three
          // more round trips on a slow link before the first page could draw.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
      treeshake: {
        // @shop/contract is constants, formatters and zod schemas; its schemas are top-level
        // calls, so without this a page that only needs CATEGORIES would also get zod
        // (docs/decisions/0052). Everything else keeps the default.
        moduleSideEffects: (id) => (/packages[\\/]contract[\\/]/.test(id) ? false : undefined),
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A render of the whole app with MUI takes a second or two; two files run at once on two
    // cores, so the default 5 s would be a timing test.
    testTimeout: 15_000,
  },
});
