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

  it('PUBLIC_URL is required in production with texts or email, and must be an address', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    const email = { SMTP_URL: 'smtp://mail.example.ph:587', MAIL_FROM: 'Shop <o@example.ph>' };
    expect(() => loadEnv({ ...production, ...email })).toThrow(
      /PUBLIC_URL is required when NODE_ENV=production and SMTP_URL or SMS_GATEWAY_URL is set/,
    );
    expect(
      loadEnv({ ...production, ...email, PUBLIC_URL: 'https://shop.example.ph' }).PUBLIC_URL,
    ).toBe('https://shop.example.ph');
    // Without texts or email, or outside production, links fall back to the server's own address.
    expect(loadEnv(production).PUBLIC_URL).toBeUndefined();
    expect(loadEnv(email).PUBLIC_URL).toBeUndefined();
    for (const bad of [
      'shop.example.ph',
      'ftp://shop.example.ph',
      `https://${'a'.repeat(80)}.ph`,
    ]) {
      expect(() => loadEnv({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
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
