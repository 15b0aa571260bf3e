import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, PASSWORD_MESSAGES, SERVER_MESSAGES } from '@shop/contract';
import { passwordResets } from '../../db/schema/index.ts';
import { useTestApp, dbKind, type TestUser } from '../../test/helper.ts';
import { readMail } from '../../test/mail.ts';
import { deleteOldPasswordResets } from './account.repository.ts';
import { startMailServer, until, type MailServer } from '../../test/peers.ts';

/*
 * Issue 29, item 3: forgot password. An emailed one-time link, valid 30 minutes; the same answer
 * whether an account uses the address or not; at most 3 links an hour per address; a new
 * password set with it ends every session. The email is read from a real SMTP server.
 */
let smtp: MailServer;
const t = useTestApp(async () => {
  smtp = await startMailServer();
  return {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Bakery Supply Shop <orders@shop.example.ph>',
    // A trailing slash: the link must not get two.
    PUBLIC_URL: 'https://shop.example.ph/',
  };
});
afterAll(() => smtp?.close());

const forgot = (email: string) => t.request('forgotPassword', { body: { email } });
const reset = (token: string, password: string) =>
  t.request('resetPassword', { body: { token, password } });
const login = (email: string, password: string) =>
  t.request('login', { body: { email, password } });

const LINK = /https:\/\/shop\.example\.ph\/reset-password\?token=([A-Za-z0-9_-]{43})/;

/** The emails sent to `email` so far, read. */
const mailsTo = (email: string) =>
  smtp.messages.filter((m) => m.rcptTo.includes(email)).map((m) => readMail(m.raw));

/** Waits for the `n`th email to `email` and answers the token of its link. */
async function linkToken(email: string, n = 1): Promise<string> {
  const mail = await until(`email ${n} to ${email}`, () => mailsTo(email)[n - 1]);
  const token = LINK.exec(mail.text ?? '')?.[1];
  expect(token, mail.text).toBeDefined();
  return token!;
}

const resetsOf = (user: TestUser) =>
  t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));

describe(`forgot password on ${dbKind}`, () => {
  it('emails a link that sets a new password once and ends every session', async () => {
    const customer = await t.createUser('customer', {
      username: 'Rosa <b>Reyes</b>',
      password: 'old-secret-11',
    });
    const other = (await login(customer.email, 'old-secret-11')).json().token as string;

    const res = await forgot(customer.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.resetLinkSent });
    expect(ACCOUNT_MESSAGES.resetLinkSent).toBe(
      'If an account uses that address, we have emailed a link to set a new password. It works for 30 minutes.',
    );

    const token = await linkToken(customer.email);
    const [mail] = mailsTo(customer.email);
    expect(mail!.header('subject')).toBe('Bakery Supply Shop: set a new password');
    expect(mail!.text).toContain('Hi Rosa <b>Reyes</b>,');
    expect(mail!.text).toContain('It works once, for 30 minutes:');
    expect(mail!.html).toContain('Hi Rosa &lt;b&gt;Reyes&lt;/b&gt;,');
    expect(mail!.html).toContain(`href="https://shop.example.ph/reset-password?token=${token}"`);

    // Only the token's sha256 is kept; it expires 30 minutes after it was made.
    const [row] = await resetsOf(customer);
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(30 * 60 * 1000);
    expect(row!.usedAt).toBeNull();

    // The link does not sign anyone out or in by itself.
    expect((await t.request('getMe', { token: customer.token })).statusCode).toBe(200);

    const done = await reset(token, 'new-secret-22');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordReset });
    for (const old of [customer.token, other]) {
      const me = await t.request('getMe', { token: old });
      expect(me.statusCode).toBe(401);
      expect(me.json()).toEqual({ message: SERVER_MESSAGES.unauthorized });
    }
    expect((await login(customer.email, 'old-secret-11')).statusCode).toBe(401);
    expect((await login(customer.email, 'new-secret-22')).statusCode).toBe(200);

    // Once only.
    const again = await reset(token, 'third-secret-33');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: ACCOUNT_MESSAGES.resetLinkInvalid, field: 'token' });
    expect((await login(customer.email, 'new-secret-22')).statusCode).toBe(200);
    expect((await resetsOf(customer))[0]!.usedAt).toBeInstanceOf(Date);
  });

  it('emails a customer who chose Filipino in Filipino, and the link works (issue 29)', async () => {
    const customer = await t.createUser('customer', {
      username: 'Rosa Reyes',
      password: 'old-secret-11',
    });
    const chose = await t.request('setLanguage', {
      token: customer.token,
      body: { language: 'fil' },
    });
    expect(chose.statusCode, chose.body).toBe(200);
    expect((await forgot(customer.email)).json()).toEqual({
      message: ACCOUNT_MESSAGES.resetLinkSent,
    });
    const token = await linkToken(customer.email);
    const link = `https://shop.example.ph/reset-password?token=${token}`;
    const [mail] = mailsTo(customer.email);
    expect(mail!.header('subject')).toBe('Bakery Supply Shop: mag-set ng bagong password');
    expect(mail!.text).toBe(
      [
        'Hi Rosa Reyes,',
        '',
        'May humiling na mag-set ng bagong password para sa Bakery Supply Shop account mo (sana ikaw iyon).',
        'Buksan ang link na ito para mag-set. Isang beses lang ito gagana, sa loob ng 30 minuto:',
        link,
        '',
        'Kung hindi ikaw ang humiling, huwag mo nang pansinin ang email na ito: hindi magbabago ang password mo.',
        '',
      ].join('\n'),
    );
    expect(mail!.html).toContain('<html lang="fil">');
    expect(mail!.html).toContain(`<a href="${link}">`);
    expect((await reset(token, 'new-secret-22')).statusCode).toBe(200);
    expect((await login(customer.email, 'new-secret-22')).statusCode).toBe(200);
  });

  it('answers the same for an unknown address and a cashier; nothing is sent or kept', async () => {
    const cashier = await t.createUser('cashier');
    const customer = await t.createUser('customer');
    const unknown = await forgot('nobody.here@gmail.com');
    const staff = await forgot(cashier.email);
    const known = await forgot(customer.email);
    for (const res of [unknown, staff, known]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toBe(known.body);
    }
    await linkToken(customer.email);
    expect(mailsTo('nobody.here@gmail.com')).toEqual([]);
    expect(mailsTo(cashier.email)).toEqual([]);
    expect(await resetsOf(cashier)).toEqual([]);
  });

  it('refuses a link after 30 minutes (400), and keeps the old password', async () => {
    const customer = await t.createUser('customer', { password: 'old-secret-11' });
    await forgot(customer.email);
    const token = await linkToken(customer.email);
    // 31 minutes pass.
    await t.database.db
      .update(passwordResets)
      .set({
        createdAt: sql`${passwordResets.createdAt} - interval '31 minutes'`,
        expiresAt: sql`${passwordResets.expiresAt} - interval '31 minutes'`,
      })
      .where(eq(passwordResets.userId, customer.id));
    const res = await reset(token, 'new-secret-22');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.resetLinkInvalid, field: 'token' });
    expect((await login(customer.email, 'old-secret-11')).statusCode).toBe(200);
    expect((await t.request('getMe', { token: customer.token })).statusCode).toBe(200);
  });

  it('sends at most 3 links an hour to one address; the answer stays the same', async () => {
    const customer = await t.createUser('customer');
    for (let i = 0; i < 5; i++) {
      const res = await forgot(customer.email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.resetLinkSent });
    }
    await linkToken(customer.email, 3);
    expect(await resetsOf(customer)).toHaveLength(3);
    // Give a fourth email the time it would need to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(customer.email)).toHaveLength(3);
    // An hour later, one more may go.
    await t.database.db
      .update(passwordResets)
      .set({ createdAt: sql`${passwordResets.createdAt} - interval '61 minutes'` })
      .where(eq(passwordResets.userId, customer.id));
    await forgot(customer.email);
    await linkToken(customer.email, 4);
  });

  it('a weak new password is 400 and leaves the link usable; a newer link also works, and using one ends the others', async () => {
    const customer = await t.createUser('customer', { password: 'old-secret-11' });
    await forgot(customer.email);
    const first = await linkToken(customer.email);
    for (const [password, message] of [
      ['password', PASSWORD_MESSAGES.tooCommon],
      ['short', 'Password must be at least 8 characters'],
    ] as const) {
      const weak = await reset(first, password);
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toEqual({ message, field: 'password' });
    }
    await forgot(customer.email);
    const second = await linkToken(customer.email, 2);
    expect((await reset(second, 'new-secret-22')).statusCode).toBe(200);
    const stale = await reset(first, 'third-secret-33');
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ message: ACCOUNT_MESSAGES.resetLinkInvalid, field: 'token' });
    expect((await login(customer.email, 'new-secret-22')).statusCode).toBe(200);
  });

  it('unlocks an account locked by wrong login passwords once its owner sets a new one', async () => {
    const customer = await t.createUser('customer', { password: 'old-secret-11' });
    // The test server allows 10 wrong passwords per account in 15 minutes.
    for (let i = 0; i < 10; i++) {
      expect((await login(customer.email, `guess-${i}-password`)).statusCode).toBe(401);
    }
    expect((await login(customer.email, 'old-secret-11')).statusCode).toBe(429);
    await forgot(customer.email);
    expect((await reset(await linkToken(customer.email), 'new-secret-22')).statusCode).toBe(200);
    expect((await login(customer.email, 'new-secret-22')).statusCode).toBe(200);
  });

  it('the daily upkeep forgets links made more than a day ago, and only those', async () => {
    const customer = await t.createUser('customer');
    await forgot(customer.email);
    await forgot(customer.email);
    const [old] = await resetsOf(customer);
    await t.database.db
      .update(passwordResets)
      .set({
        createdAt: sql`now() - interval '25 hours'`,
        expiresAt: sql`now() - interval '24 hours'`,
      })
      .where(eq(passwordResets.id, old!.id));
    expect(await deleteOldPasswordResets(t.database.db)).toBeGreaterThanOrEqual(1);
    const left = await resetsOf(customer);
    expect(left).toHaveLength(1);
    expect(left[0]!.id).not.toBe(old!.id);
  });

  it('a password changed on the account page ends every unused link', async () => {
    const customer = await t.createUser('customer', { password: 'old-secret-11' });
    await forgot(customer.email);
    const token = await linkToken(customer.email);
    const changed = await t.request('changePassword', {
      token: customer.token,
      body: { currentPassword: 'old-secret-11', newPassword: 'new-secret-22' },
    });
    expect(changed.statusCode).toBe(200);
    const res = await reset(token, 'third-secret-33');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
    expect((await login(customer.email, 'new-secret-22')).statusCode).toBe(200);
    expect((await resetsOf(customer)).every((r) => r.usedAt !== null)).toBe(true);
  });

  it('refuses a made-up or malformed token with the same words', async () => {
    for (const token of ['A'.repeat(43), 'short', '../../etc/passwd', 'A'.repeat(44)]) {
      const res = await reset(token, 'new-secret-22');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.resetLinkInvalid, field: 'token' });
    }
  });
});

describe(`forgot password without SMTP_URL on ${dbKind}`, () => {
  const plain = useTestApp();
  it('answers the same and makes no link', async () => {
    const customer = await plain.createUser('customer');
    const res = await plain.request('forgotPassword', { body: { email: customer.email } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.resetLinkSent });
    const rows = await plain.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, customer.id));
    expect(rows).toEqual([]);
  });
});

describe(`forgot and reset password are limited per client address on ${dbKind}`, () => {
  const limited = useTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: 3 });
  it('answers 429 past AUTH_RATE_LIMIT_PER_MINUTE requests a minute', async () => {
    for (const name of ['forgotPassword', 'resetPassword'] as const) {
      const body =
        name === 'forgotPassword'
          ? { email: 'someone@gmail.com' }
          : { token: 'A'.repeat(43), password: 'new-secret-22' };
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await limited.request(name, { body })).statusCode);
      }
      expect(statuses, name).toEqual(
        name === 'forgotPassword' ? [200, 200, 200, 429] : [400, 400, 400, 429],
      );
      const refused = await limited.request(name, { body });
      expect(refused.json()).toEqual({ message: SERVER_MESSAGES.tooManyRequests });
      expect(refused.headers['cache-control']).toBe('no-store');
    }
  });
});
