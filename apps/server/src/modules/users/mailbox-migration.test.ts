import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SERVER_MESSAGES } from '@shop/contract';
import { createTestApp, dbKind, type TestApp } from '../../test/helper.ts';
import { legacyDatabase } from '../../test/legacy-database.ts';
import { emailKey } from './email-key.ts';
import { hashPassword } from './users.service.ts';

/*
 * Issue 25 item 13, migration 0011 over accounts made before the mailbox rule: each gets the
 * key emailKey() gives; where several already share a mailbox, the one whose address is the
 * key (else the oldest) takes it, the others keep their own address as key, and every one of
 * them still signs in with its own address and password.
 */
const PASSWORD = 'legacy-pass-1';
const accounts = [
  // Two twins of juan's mailbox, older than juan@gmail.com itself, which takes the key.
  ['j.uan@gmail.com', '2024-01-01'],
  ['juan+shop@gmail.com', '2024-02-01'],
  ['juan@gmail.com', '2024-03-01'],
  // No address is the key: the oldest takes it.
  ['ma.ria@gmail.com', '2024-01-05'],
  ['mar.ia@googlemail.com', '2024-01-01'],
  ['lone.baker@gmail.com', '2024-01-01'],
  ['pedro.owner@example.ph', '2024-01-01'],
  ['+tag@gmail.com', '2024-01-01'],
] as const;

let t: TestApp;
beforeAll(async () => {
  const hash = (await hashPassword(PASSWORD)).replaceAll("'", "''");
  const rows = accounts
    .map(
      ([email, day]) =>
        `INSERT INTO users (username, email, password_hash, role, created_at)
           VALUES ('Legacy', '${email}', '${hash}', 'customer', '${day}T00:00:00Z');`,
    )
    .join('\n');
  t = await createTestApp({}, { database: await legacyDatabase(11, rows) });
});
afterAll(() => t?.close());

const login = (email: string) => t.request('login', { body: { email, password: PASSWORD } });

describe(`migration 0011 gives existing accounts their mailbox key on ${dbKind}`, () => {
  it('keys each account by its mailbox; twins from before keep their own address', async () => {
    const result = await t.database.db.execute(sql`select email, email_key from users`);
    const keys = Object.fromEntries(
      z
        .object({ rows: z.array(z.object({ email: z.string(), email_key: z.string() })) })
        .parse(result)
        .rows.map((row) => [row.email, row.email_key]),
    );
    expect(keys).toEqual({
      'j.uan@gmail.com': 'j.uan@gmail.com',
      'juan+shop@gmail.com': 'juan+shop@gmail.com',
      'juan@gmail.com': 'juan@gmail.com',
      'ma.ria@gmail.com': 'ma.ria@gmail.com',
      'mar.ia@googlemail.com': 'maria@gmail.com',
      'lone.baker@gmail.com': 'lonebaker@gmail.com',
      'pedro.owner@example.ph': 'pedro.owner@example.ph',
      '+tag@gmail.com': '+tag@gmail.com',
    });
    // Where no twin was there before, the migration's key is the one emailKey() gives.
    for (const email of ['juan@gmail.com', 'mar.ia@googlemail.com', 'lone.baker@gmail.com']) {
      expect(keys[email]).toBe(emailKey(email));
    }
    expect(keys['pedro.owner@example.ph']).toBe(emailKey('pedro.owner@example.ph'));
    expect(keys['+tag@gmail.com']).toBe(emailKey('+tag@gmail.com'));
  });

  it('every account still signs in with its own address; other forms reach the key holder', async () => {
    for (const [email] of accounts) {
      const res = await login(email);
      expect([email, res.statusCode]).toEqual([email, 200]);
      expect(res.json().user.email).toBe(email);
    }
    expect((await login('ju.an@gmail.com')).json().user.email).toBe('juan@gmail.com');
    expect((await login('maria@gmail.com')).json().user.email).toBe('mar.ia@googlemail.com');
    expect((await login('lonebaker+x@gmail.com')).json().user.email).toBe('lone.baker@gmail.com');
  });

  it('no new account can join a mailbox that is taken', async () => {
    for (const email of ['j.u.an@gmail.com', 'maria@gmail.com', 'lonebaker@gmail.com']) {
      const res = await t.request('signup', {
        body: { username: 'New', email, password: 'new-pass-123' },
      });
      expect([email, res.statusCode]).toEqual([email, 409]);
      expect(res.json()).toEqual({ message: SERVER_MESSAGES.emailTaken });
    }
  });
});
