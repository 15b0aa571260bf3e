import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; the e2e journeys run separately (npm run test:e2e).
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
    // Vitest leaves a core free by default, which on a two-core machine is one file at a time;
    // a file's tests are single-threaded (PGlite, jsdom), so two at once finish the suite in
    // about two thirds of the time (700 s against 480 s measured on two cores).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
