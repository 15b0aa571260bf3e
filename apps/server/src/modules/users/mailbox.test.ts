import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@shop/contract';
import { useTestApp, dbKind } from '../../test/helper.ts';
import { emailKey } from './email-key.ts';
import { ensureAdmin } from './users.service.ts';

/*
 * Issue 25 item 13: one account per mailbox. Gmail ignores dots and a +tag in the name, and
 * googlemail.com is gmail.com: such addresses cannot make a second account, and each signs in
 * to the one account. The address is kept as it was written (lower-cased, as always).
 */
const t = useTestApp({ LOGIN_FAILURES_PER_ACCOUNT: 3 });

const signup = (email: string, password = 'mailbox-pass-1') =>
  t.request('signup', { body: { username: 'Juan', email, password } });
const login = (email: string, password = 'mailbox-pass-1') =>
  t.request('login', { body: { email, password } });

describe('emailKey', () => {
  it.each([
    ['juan@gmail.com', 'juan@gmail.com'],
    ['J.Uan+Shop@Gmail.com', 'juan@gmail.com'],
    ['j.u.a.n@googlemail.com', 'juan@gmail.com'],
    ['juan+a+b@gmail.com', 'juan@gmail.com'],
    ['+tag@gmail.com', '+tag@gmail.com'],
    ['...@gmail.com', '...@gmail.com'],
    ['J.Uan+x@Example.ph', 'j.uan+x@example.ph'],
    ['juan@gmail.com.ph', 'juan@gmail.com.ph'],
  ])('%s reaches %s', (email, key) => {
    expect(emailKey(email)).toBe(key);
  });
});

describe(`one account per mailbox on ${dbKind}`, () => {
  it('refuses a dotted or +tagged twin of an account with the duplicate message (409)', async () => {
    const first = await signup('j.uan+x@gmail.com');
    expect(first.statusCode).toBe(201);
    // Kept as written, for display and sending.
    expect(first.json().data.email).toBe('j.uan+x@gmail.com');
    for (const twin of [
      'juan@gmail.com',
      'JUAN@gmail.com',
      'ju.an+other@gmail.com',
      'j.u.a.n@gmail.com',
    ]) {
      const res = await signup(twin);
      expect([twin, res.statusCode]).toEqual([twin, 409]);
      expect(res.json()).toEqual({ message: SERVER_MESSAGES.emailTaken });
    }
    // Another mailbox is another account.
    expect((await signup('juana@gmail.com')).statusCode).toBe(201);
  });

  it('signs in to the one account by any form of its mailbox, googlemail.com too', async () => {
    const created = (await signup('maria.clara@gmail.com')).json().data;
    for (const form of [
      'maria.clara@gmail.com',
      'mariaclara@gmail.com',
      'Maria.Clara+orders@gmail.com',
      'mariaclara@googlemail.com',
    ]) {
      const res = await login(form);
      expect([form, res.statusCode]).toEqual([form, 200]);
      expect(res.json().user).toMatchObject({ _id: created._id, email: 'maria.clara@gmail.com' });
    }
    expect((await login('mariaclara@gmail.com', 'wrong-password-1')).statusCode).toBe(401);
  });

  it('keeps other domains as they were: only letter case is ignored', async () => {
    expect(await ensureAdmin(t.database.db, 'Pedro.Owner@Example.ph', 'owner-pass-123')).toBe(true);
    expect(await ensureAdmin(t.database.db, 'pedro.owner@example.ph', 'owner-pass-123')).toBe(
      false,
    );
    expect((await login('PEDRO.OWNER@example.ph', 'owner-pass-123')).statusCode).toBe(200);
    expect((await login('pedroowner@example.ph', 'owner-pass-123')).statusCode).toBe(401);
    expect((await login('pedro.owner+x@example.ph', 'owner-pass-123')).statusCode).toBe(401);
  });

  it('counts wrong passwords per mailbox: dotted forms are no fresh set of guesses', async () => {
    await signup('limit.me@gmail.com');
    for (const form of ['limit.me@gmail.com', 'limitme@gmail.com', 'l.i.m.i.t.me@gmail.com']) {
      expect((await login(form, 'wrong-password-1')).statusCode).toBe(401);
    }
    const fourth = await login('li.mitme+again@gmail.com', 'wrong-password-1');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ message: SERVER_MESSAGES.tooManyRequests });
  });

  it('makes one account of two signups racing for one mailbox', async () => {
    const answers = await Promise.all(
      [
        'race.box@gmail.com',
        'raceb.ox@gmail.com',
        'racebox+1@gmail.com',
        'r.acebox+2@gmail.com',
      ].map((e) => signup(e).then((res) => res.statusCode)),
    );
    expect(answers.sort()).toEqual([201, 409, 409, 409]);
  });
});
