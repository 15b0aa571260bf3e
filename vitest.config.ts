import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; the e2e journeys run separately (npm run test:e2e).
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
