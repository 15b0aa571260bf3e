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

  it('DATABASE_POOL_SIZE defaults to 10 and refuses sizes outside 1 to 100', () => {
    expect(loadEnv({}).DATABASE_POOL_SIZE).toBe(10);
    expect(loadEnv({ DATABASE_POOL_SIZE: '4' }).DATABASE_POOL_SIZE).toBe(4);
    for (const bad of ['0', '101', '2.5', 'many']) {
      expect(() => loadEnv({ DATABASE_POOL_SIZE: bad }), bad).toThrow(
        /Invalid configuration:\n {2}DATABASE_POOL_SIZE: /,
      );
    }
  });

  it('SMS_PER_NUMBER_PER_DAY (10) and CHECKOUTS_PER_CUSTOMER_PER_HOUR (20) are positive whole numbers', () => {
    expect(loadEnv({}).SMS_PER_NUMBER_PER_DAY).toBe(10);
    expect(loadEnv({}).CHECKOUTS_PER_CUSTOMER_PER_HOUR).toBe(20);
    expect(loadEnv({ SMS_PER_NUMBER_PER_DAY: '3' }).SMS_PER_NUMBER_PER_DAY).toBe(3);
    for (const name of ['SMS_PER_NUMBER_PER_DAY', 'CHECKOUTS_PER_CUSTOMER_PER_HOUR']) {
      for (const bad of ['0', '-1', '2.5', 'many']) {
        expect(() => loadEnv({ [name]: bad }), `${name}=${bad}`).toThrow(
          new RegExp(`Invalid configuration:\\n {2}${name}: `),
        );
      }
    }
  });
});
