import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('configuration', () => {
  it('WEB_DIST="" means API only, while other empty variables count as unset', () => {
    const env = loadEnv({ WEB_DIST: '', PORT: '', DATABASE_URL: '' });
    console.log(`[env] WEB_DIST=${JSON.stringify(env.WEB_DIST)} PORT=${env.PORT}`);
    expect(env.WEB_DIST).toBe('');
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(loadEnv({}).WEB_DIST).toBeUndefined();
  });
});
