import { describeHostileInput } from '../../src/test/hostile-input.ts';

// The quick suite's properties (src/security/hostile-input.test.ts) with many more cases per
// call; signups and logins are not capped here, so every case reaches validation.
describeHostileInput({
  numRuns: 250,
  env: { AUTH_RATE_LIMIT_PER_MINUTE: 1_000_000 },
});
