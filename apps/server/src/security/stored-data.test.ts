import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { useTestApp, dbKind } from '../test/helper.ts';

const t = useTestApp();

describe(`what is stored about an account on ${dbKind}`, () => {
  it('stores an argon2id hash (m=19 MiB, t=2), never the password, and never sends the hash', async () => {
    const password = 'correct horse battery';
    const signup = await t.request('signup', {
      body: { username: 'Stored', email: 'stored.data@gmail.com', password },
    });
    expect(signup.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'stored.data@gmail.com'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.passwordHash).not.toContain(password);

    const login = await t.request('login', { body: { email: 'stored.data@gmail.com', password } });
    const token = login.json().token as string;
    const me = await t.request('getMe', { token });
    for (const res of [signup, login, me]) {
      expect(res.body).not.toContain(row!.passwordHash);
      expect(res.body).not.toMatch(/passwordHash|password_hash|tokenVersion|token_version/);
    }
    // The token carries the user id, role and token version; nothing personal.
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'role', 'sub', 'ver']);
    console.log(
      `[stored] ${row!.passwordHash.split('$').slice(1, 4).join(' ')}; token claims ${Object.keys(claims).join(', ')}`,
    );
  });
});
