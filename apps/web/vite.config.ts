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
  build: { outDir: 'dist', sourcemap: false },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
