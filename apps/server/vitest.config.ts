import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One migrated database that every test database is copied from (test/global-setup.ts).
    globalSetup: ['./src/test/global-setup.ts'],
    // Each file gets its own database; argon2 and PGlite start-up make the first tests slow.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
