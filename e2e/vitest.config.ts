import { defineConfig } from 'vitest/config';

// Browser journeys against the production build on a real server (see support/global-setup.ts).
// One file at a time: the server, the database and Chromium already share two cores.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    exclude: ['**/node_modules/**', 'artifacts/**'],
    globalSetup: ['./support/global-setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 60_000,
    // A journey that fails is reported as failing; a retry would hide flaky screens.
    retry: 0,
    reporters: ['default'],
  },
});
