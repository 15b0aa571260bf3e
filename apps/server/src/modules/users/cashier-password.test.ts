import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, SERVER_MESSAGES } from '@shop/contract';
import { useTestApp, dbKind } from '../../test/helper.ts';

/*
 * Issue 25 item 15: an admin sets a new password for a cashier (setCashierPassword), under the
 * rules of a new cashier's password; the cashier's sessions end with it. (Their open live
 * streams: live-sessions.test.ts.)
 */
const t = useTestApp();

const setPassword = (id: string, password: unknown, token = t.admin.token) =>
  t.request('setCashierPassword', { token, params: { id }, body: { password } as object });
const login = (email: string, password: string) =>
  t.request('login', { body: { email, password } });

describe(`an admin sets a cashier's password on ${dbKind}`, () => {
  it('the new password signs in, the old one and every old session no longer do', async () => {
    const cashier = await t.createUser('cashier', { password: 'old-counter-1' });
    const other = await login(cashier.email, 'old-counter-1');
    expect(other.statusCode).toBe(200);

    const res = await setPassword(cashier.id, 'new-counter-22');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SERVER_MESSAGES.cashierPasswordSet });
    expect(res.headers['cache-control']).toBe('no-store');

    for (const token of [cashier.token, other.json().token]) {
      const me = await t.request('getMe', { token });
      expect(me.statusCode).toBe(401);
      expect(me.json()).toEqual({ message: SERVER_MESSAGES.unauthorized });
    }
    expect((await login(cashier.email, 'old-counter-1')).statusCode).toBe(401);
    const fresh = await login(cashier.email, 'new-counter-22');
    expect(fresh.statusCode).toBe(200);
    expect((await t.request('getMe', { token: fresh.json().token })).json().data.role).toBe(
      'cashier',
    );
    // The admin's own session is untouched.
    expect((await t.request('getMe', { token: t.admin.token })).statusCode).toBe(200);
  });

  it.each([
    ['short', 'Password must be at least 8 characters'],
    ['x'.repeat(129), 'Password must be at most 128 characters'],
    ['          ', PASSWORD_MESSAGES.onlySpaces],
    ['password', PASSWORD_MESSAGES.tooCommon],
    [undefined, 'Password is required'],
  ])('refuses %j with 400 and its reason; nothing changes', async (password, message) => {
    const cashier = await t.createUser('cashier');
    const res = await setPassword(cashier.id, password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, field: 'password' });
    expect((await t.request('getMe', { token: cashier.token })).statusCode).toBe(200);
  });

  it("refuses the cashier's own email or its name as the password (400)", async () => {
    const cashier = await t.createUser('cashier', { email: 'counter.rosa@gmail.com' });
    for (const password of ['counter.rosa@gmail.com', 'COUNTER.ROSA']) {
      const res = await setPassword(cashier.id, password);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: PASSWORD_MESSAGES.isEmail, field: 'password' });
    }
  });

  it('answers 404 for an unknown id, a customer, or an admin; nothing changes', async () => {
    for (const id of [randomUUID(), t.customer.id, t.admin.id]) {
      const res = await setPassword(id, 'new-counter-22');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: SERVER_MESSAGES.cashierNotFound });
    }
    expect((await t.request('getMe', { token: t.customer.token })).statusCode).toBe(200);
    expect((await login(t.customer.email, 'new-counter-22')).statusCode).toBe(401);
  });

  it('answers 400 for an id that is not one, 401 to a visitor, 403 to a cashier', async () => {
    const bad = await setPassword('not-an-id', 'new-counter-22');
    expect(bad.statusCode).toBe(400);
    const target = await t.createUser('cashier');
    const visitor = await t.request('setCashierPassword', {
      params: { id: target.id },
      body: { password: 'new-counter-22' },
    });
    expect(visitor.statusCode).toBe(401);
    const byCashier = await setPassword(target.id, 'new-counter-22', t.cashier.token);
    expect(byCashier.statusCode).toBe(403);
    expect(byCashier.json()).toEqual({ message: SERVER_MESSAGES.forbidden });
    expect((await t.request('getMe', { token: target.token })).statusCode).toBe(200);
  });
});
