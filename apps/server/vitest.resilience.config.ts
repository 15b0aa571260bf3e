import { defineConfig } from 'vitest/config';

/**
 * The long suite (npm run test:resilience): real server processes killed and restarted, two
 * servers on one database, many more generated inputs. One file at a time: each starts its
 * own server processes, and on two cores parallel files would only measure each other.
 * With DATABASE_URL it runs on PostgreSQL (a fresh database per test), otherwise on PGlite.
 */
export default defineConfig({
  test: {
    name: 'resilience',
    environment: 'node',
    include: ['test/resilience/**/*.resilience.ts'],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
