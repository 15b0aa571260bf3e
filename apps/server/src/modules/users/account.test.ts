import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  PASSWORD_MESSAGES,
  PHONE_NUMBER_MESSAGE,
  SERVER_MESSAGES,
  TOKEN_COOKIE,
  api,
} from '@shop/contract';
import { useTestApp, dbKind } from '../../test/helper.ts';

/*
 * Issue 29, item 3: a customer's own account (name, phone, default address, the text-updates
 * choice, language) and a new password with the current one, which ends every other session.
 */
const t = useTestApp();

const login = (email: string, password: string) =>
  t.request('login', { body: { email, password } });
const changePassword = (token: string, body: object) =>
  t.request('changePassword', { token, body });

const DETAILS = {
  username: 'Maria Santos',
  phoneNumber: '0917-123-4567',
  defaultAddress: '12 Rizal St., Barangay San Roque, Quezon City',
  smsUpdates: false,
  language: 'fil',
};

describe(`a customer's account on ${dbKind}`, () => {
  it('starts from signup: no phone, no address, texts on, no language chosen', async () => {
    const customer = await t.createUser('customer', { username: 'Juan Dela Cruz' });
    const res = await t.request('getAccount', { token: customer.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      account: {
        username: 'Juan Dela Cruz',
        email: customer.email,
        phoneNumber: null,
        defaultAddress: null,
        smsUpdates: true,
        language: null,
      },
    });
  });

  it('saves the language switch alone, leaving every other detail as it was', async () => {
    const customer = await t.createUser('customer');
    await t.request('updateAccount', {
      token: customer.token,
      body: { ...DETAILS, language: null },
    });
    const res = await t.request('setLanguage', {
      token: customer.token,
      body: { language: 'fil' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ account: { ...DETAILS, email: customer.email, language: 'fil' } });
    const wrong = await t.request('setLanguage', {
      token: customer.token,
      body: { language: 'tl' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Language must be en or fil');
    expect((await t.request('getAccount', { token: customer.token })).json().account.language).toBe(
      'fil',
    );
  });

  it('saves the name, phone (as typed), address, text-updates choice and language', async () => {
    const customer = await t.createUser('customer');
    const res = await t.request('updateAccount', { token: customer.token, body: DETAILS });
    expect(res.statusCode).toBe(200);
    const expected = { account: { ...DETAILS, email: customer.email } };
    expect(res.json()).toEqual(expected);
    expect((await t.request('getAccount', { token: customer.token })).json()).toEqual(expected);
    // The name is the account's name everywhere.
    expect((await t.request('getMe', { token: customer.token })).json().data.username).toBe(
      'Maria Santos',
    );
  });

  it('clears the phone and address with empty text, and accepts a landline', async () => {
    const customer = await t.createUser('customer');
    await t.request('updateAccount', { token: customer.token, body: DETAILS });
    const cleared = await t.request('updateAccount', {
      token: customer.token,
      body: { ...DETAILS, phoneNumber: '  ', defaultAddress: '', language: null },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().account).toMatchObject({
      phoneNumber: null,
      defaultAddress: null,
      language: null,
    });
    const landline = await t.request('updateAccount', {
      token: customer.token,
      body: { ...DETAILS, phoneNumber: '(02) 8123 4567' },
    });
    expect(landline.statusCode).toBe(200);
    expect(landline.json().account.phoneNumber).toBe('(02) 8123 4567');
  });

  it.each([
    [{ phoneNumber: '0917-555-12' }, 'phoneNumber', PHONE_NUMBER_MESSAGE],
    [{ phoneNumber: '+1 415 555 0100' }, 'phoneNumber', PHONE_NUMBER_MESSAGE],
    [{ username: '  ' }, 'username', 'Username is required'],
    [
      { defaultAddress: 'x'.repeat(301) },
      'defaultAddress',
      'Default address must be at most 300 characters',
    ],
    [{ language: 'es' }, 'language', 'Language must be en or fil'],
    [{ smsUpdates: 'yes' }, 'smsUpdates', 'smsUpdates must be true or false'],
  ])('refuses %j with 400 on its field; nothing changes', async (change, field, message) => {
    const customer = await t.createUser('customer', { username: 'Unchanged' });
    const res = await t.request('updateAccount', {
      token: customer.token,
      body: { ...DETAILS, ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, field });
    expect((await t.request('getAccount', { token: customer.token })).json().account).toMatchObject(
      { username: 'Unchanged', phoneNumber: null },
    );
  });

  it('refuses staff (403) and visitors (401)', async () => {
    for (const token of [t.cashier.token, t.admin.token]) {
      const res = await t.request('updateAccount', { token, body: DETAILS });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: SERVER_MESSAGES.forbidden });
    }
    const visitor = await t.request('getAccount');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: SERVER_MESSAGES.unauthorized });
  });
});

describe(`a customer changes their password on ${dbKind}`, () => {
  it('ends every other session; this one goes on under the new token and cookie', async () => {
    const customer = await t.createUser('customer', { password: 'old-secret-11' });
    const phone = (await login(customer.email, 'old-secret-11')).json().token as string;
    expect((await t.request('getMe', { token: phone })).statusCode).toBe(200);

    const res = await changePassword(customer.token, {
      currentPassword: 'old-secret-11',
      newPassword: 'new-secret-22',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { message, token } = res.json();
    expect(message).toBe(ACCOUNT_MESSAGES.passwordChanged);
    const cookie = res.cookies.find((c) => c.name === TOKEN_COOKIE);
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Strict', path: '/' });

    // The old tokens, this session's and the other device's, are refused.
    for (const old of [customer.token, phone]) {
      const me = await t.request('getMe', { token: old });
      expect(me.statusCode).toBe(401);
      expect(me.json()).toEqual({ message: SERVER_MESSAGES.unauthorized });
    }
    // The new one works, as a bearer token and as the cookie.
    expect((await t.request('getMe', { token })).json().data.email).toBe(customer.email);
    const byCookie = await t.inject({
      method: 'GET',
      url: api.getAccount.path,
      cookies: { [TOKEN_COOKIE]: token },
    });
    expect(byCookie.statusCode).toBe(200);

    expect((await login(customer.email, 'old-secret-11')).statusCode).toBe(401);
    expect((await login(customer.email, 'new-secret-22')).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 on currentPassword; nothing changes', async () => {
    const customer = await t.createUser('customer', { password: 'old-secret-11' });
    const res = await changePassword(customer.token, {
      currentPassword: 'not-my-password',
      newPassword: 'new-secret-22',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: ACCOUNT_MESSAGES.wrongCurrentPassword,
      field: 'currentPassword',
    });
    expect((await t.request('getMe', { token: customer.token })).statusCode).toBe(200);
    expect((await login(customer.email, 'old-secret-11')).statusCode).toBe(200);
    expect((await login(customer.email, 'new-secret-22')).statusCode).toBe(401);
  });

  it.each([
    ['short', 'Password must be at least 8 characters'],
    ['          ', PASSWORD_MESSAGES.onlySpaces],
    ['password', PASSWORD_MESSAGES.tooCommon],
    ['EMAIL', PASSWORD_MESSAGES.isEmail],
  ])('refuses the new password %j with 400 and its reason', async (newPassword, message) => {
    const customer = await t.createUser('customer', {
      email: `email.${Math.random().toString(36).slice(2, 8)}@gmail.com`,
      password: 'old-secret-11',
    });
    const typed = newPassword === 'EMAIL' ? customer.email.toUpperCase() : newPassword;
    const res = await changePassword(customer.token, {
      currentPassword: 'old-secret-11',
      newPassword: typed,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, field: 'newPassword' });
    expect((await t.request('getMe', { token: customer.token })).statusCode).toBe(200);
  });

  it('refuses a missing current password with 400', async () => {
    const customer = await t.createUser('customer');
    const res = await changePassword(customer.token, { newPassword: 'new-secret-22' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: ACCOUNT_MESSAGES.currentPasswordRequired,
      field: 'currentPassword',
    });
  });

  it("counts wrong current passwords toward the account's login limit (429, Retry-After)", async () => {
    const customer = await t.createUser('customer', { password: 'old-secret-11' });
    // The test server allows 10 wrong passwords per account in 15 minutes.
    for (let i = 0; i < 10; i++) {
      const res = await changePassword(customer.token, {
        currentPassword: `wrong-${i}-password`,
        newPassword: 'new-secret-22',
      });
      expect(res.statusCode).toBe(400);
    }
    const locked = await changePassword(customer.token, {
      currentPassword: 'old-secret-11',
      newPassword: 'new-secret-22',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: SERVER_MESSAGES.tooManyRequests });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Login counts the same guesses: the account is locked there too.
    expect((await login(customer.email, 'old-secret-11')).statusCode).toBe(429);
  });
});
