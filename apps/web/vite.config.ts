import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// API paths the dev server forwards to the Fastify server (npm run dev -w apps/server).
const apiPrefixes = ['/user/', '/product/', '/admin/', '/docs', '/healthz'];

export default defineConfig({
  plugins: [react()],
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
        // calls, so without this a page that only needs CATEGORIES would also get zod (D-number
        // in docs/decisions.md). Everything else keeps the default.
        moduleSideEffects: (id) => (/packages[\\/]contract[\\/]/.test(id) ? false : undefined),
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
