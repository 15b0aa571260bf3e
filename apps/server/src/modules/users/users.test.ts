import { createHmac } from 'node:crypto';
import { createSigner } from 'fast-jwt';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  PASSWORD_MESSAGES,
  SERVER_MESSAGES,
  addDays,
  api,
  buildRequest,
  pathOf,
  shopToday,
} from '@shop/contract';
import { useTestApp, dbKind } from '../../test/helper.ts';
import { createProduct } from '../../test/shop.ts';
import { DEMO_ACCOUNTS } from '../../startup/demo-seed.ts';
import { commonPasswordCount } from '../../security/common-passwords.ts';
import { ensureAdmin, newPasswordProblem } from './users.service.ts';

const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

const t = useTestApp();

const signup = (body: unknown) => t.request('signup', { body: body as object });
const login = (email: string, password: string) =>
  t.request('login', { body: { email, password } });

describe(`accounts on ${dbKind}`, () => {
  describe('signup', () => {
    it('creates a customer even when the body asks for admin, and never returns the password', async () => {
      const res = await signup({
        username: 'Maria Santos',
        email: 'Maria.Santos@Gmail.com',
        password: 'secret-pass',
        confirmPassword: '',
        role: 'admin',
      });
      expect(res.statusCode).toBe(201);
      const { data } = res.json();
      expect(data).toMatchObject({
        username: 'Maria Santos',
        email: 'maria.santos@gmail.com',
        role: 'customer',
      });
      expect(data._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.body).not.toContain('secret-pass');
      expect(res.body).not.toMatch(/password|argon2/i);
    });

    it('refuses a second account with the same email in any letter case (409)', async () => {
      await signup({ username: 'A', email: 'dup.user@gmail.com', password: 'password-1' });
      const res = await signup({
        username: 'B',
        email: 'DUP.User@gmail.com',
        password: 'password-2',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: SERVER_MESSAGES.emailTaken });
    });

    it.each([
      [{ email: 'a@gmail.com', password: 'password-1' }, 'username', 'Username is required'],
      [
        { username: '   ', email: 'a@gmail.com', password: 'password-1' },
        'username',
        'Username is required',
      ],
      [{ username: 'A', password: 'password-1' }, 'email', 'Email is required'],
      [
        { username: 'A', email: 'a@yahoo.com', password: 'password-1' },
        'email',
        MESSAGES.invalidGmail,
      ],
      [{ username: 'A', email: 'a@gmail.com' }, 'password', 'Password is required'],
      [
        { username: 'A', email: 'a@gmail.com', password: 'short' },
        'password',
        'Password must be at least 8 characters',
      ],
      [
        { username: 'A', email: 'a@gmail.com', password: 12345678 },
        'password',
        'Password is required',
      ],
      [
        { username: 'A'.repeat(51), email: 'a@gmail.com', password: 'password-1' },
        'username',
        'Username must be at most 50 characters',
      ],
    ])('refuses %j with 400 naming the field', async (body, field, message) => {
      const res = await signup(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, field });
    });

    it.each([
      ['eight spaces', '        ', PASSWORD_MESSAGES.onlySpaces],
      ['tabs and spaces', ' \t \t \t \t ', PASSWORD_MESSAGES.onlySpaces],
      ['password', 'password', PASSWORD_MESSAGES.tooCommon],
      ['Password1 (any letter case)', 'Password1', PASSWORD_MESSAGES.tooCommon],
      ['qwertyuiop', 'qwertyuiop', PASSWORD_MESSAGES.tooCommon],
      ['iloveyou with outer spaces', '  iloveyou  ', PASSWORD_MESSAGES.tooCommon],
      ['the email', 'weak.pass.user@gmail.com', PASSWORD_MESSAGES.isEmail],
      ['the email in capitals', 'WEAK.PASS.USER@GMAIL.COM', PASSWORD_MESSAGES.isEmail],
      ["the email's local part", 'Weak.Pass.User', PASSWORD_MESSAGES.isEmail],
    ])(
      'refuses a weak password (%s) with 400 on the password field',
      async (_, password, message) => {
        const res = await signup({ username: 'W', email: 'weak.pass.user@gmail.com', password });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message, field: 'password' });
        expect((await login('weak.pass.user@gmail.com', password)).statusCode).toBe(401);
      },
    );

    it('checks against a list of at least 10,000 common passwords, and the demo logins pass', async () => {
      const size = await commonPasswordCount();
      console.log(`[passwords] ${size} common passwords refused`);
      expect(size).toBeGreaterThanOrEqual(10_000);
      for (const account of DEMO_ACCOUNTS) {
        expect(await newPasswordProblem(account.password, account.email)).toBeUndefined();
      }
      const res = await signup({
        username: 'Strong',
        email: 'strong.pass.user@gmail.com',
        password: 'kneading-pandesal-at-5am',
      });
      expect(res.statusCode).toBe(201);
    });

    it('refuses a weak ADMIN_PASSWORD for the bootstrap admin, creating nothing', async () => {
      for (const password of ['password', 'owner.weak@gmail.com', '        ']) {
        await expect(ensureAdmin(t.database.db, 'owner.weak@gmail.com', password)).rejects.toThrow(
          /^ADMIN_PASSWORD is refused: /,
        );
      }
      expect((await login('owner.weak@gmail.com', 'password')).statusCode).toBe(401);
      expect(await ensureAdmin(t.database.db, 'owner.weak@gmail.com', 'Owner-strong-pass-1')).toBe(
        true,
      );
    });

    it('refuses unknown fields', async () => {
      const res = await signup({
        username: 'A',
        email: 'x1@gmail.com',
        password: 'password-1',
        isAdmin: true,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/isAdmin/);
    });

    it('refuses malformed JSON, __proto__ keys, a non-JSON body and a body over 100 KB', async () => {
      // Raw bodies no client would send: the JSON text itself, or another content type.
      const { url, method } = buildRequest(api.signup);
      const raw = (payload: string, contentType = 'application/json') =>
        t.inject({
          method: method as 'POST',
          url,
          payload,
          headers: { 'content-type': contentType },
        });
      const malformed = await raw('{"username":');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ message: SERVER_MESSAGES.malformedJson });

      const proto = await raw(
        '{"username":"a","email":"p@gmail.com","password":"password-1","__proto__":{"role":"admin"}}',
      );
      expect(proto.statusCode).toBe(400);
      expect(proto.json()).toHaveProperty('message');

      const text = await raw('hello', 'text/plain');
      expect(text.statusCode).toBe(415);
      expect(text.json()).toEqual({ message: SERVER_MESSAGES.unsupportedMediaType });

      const huge = await signup({
        username: 'x'.repeat(100 * 1024),
        email: 'h@gmail.com',
        password: 'password-1',
      });
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toEqual({ message: SERVER_MESSAGES.bodyTooLarge });
    });
  });

  describe('login', () => {
    it('answers { token, user } and sets the HttpOnly, SameSite=Strict, 7-day token cookie', async () => {
      await signup({
        username: 'Login User',
        email: 'login.user@gmail.com',
        password: 'password-123',
      });
      const res = await login('LOGIN.user@gmail.com', 'password-123');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.user).toMatchObject({ email: 'login.user@gmail.com', role: 'customer' });
      expect(typeof body.token).toBe('string');
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toContain(`token=${body.token}`);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Strict');
      expect(cookie).toContain('Path=/');
      expect(cookie).toContain('Max-Age=604800');
      expect(res.body).not.toMatch(/password/i);
    });

    it('answers 401 with the same message for a wrong password and an unknown email', async () => {
      const wrong = await login('login.user@gmail.com', 'wrong-password');
      const unknown = await login('nobody@gmail.com', 'password-123');
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: SERVER_MESSAGES.invalidCredentials });
      expect(unknown.json()).toEqual({ message: SERVER_MESSAGES.invalidCredentials });
    });

    it('refuses a missing password with 400', async () => {
      const res = await t.request('login', { body: { email: 'a@gmail.com' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Password is required', field: 'password' });
    });
  });

  describe('getMe and logout', () => {
    it('returns the user for a bearer token and for the cookie', async () => {
      const user = await t.createUser('customer');
      const bearer = await t.request('getMe', { token: user.token });
      expect(bearer.statusCode).toBe(200);
      expect(bearer.json().data).toMatchObject({
        _id: user.id,
        email: user.email,
        role: 'customer',
      });
      const cookie = await t.inject({
        method: api.getMe.method,
        url: pathOf(api.getMe),
        cookies: { token: user.token },
      });
      expect(cookie.statusCode).toBe(200);
    });

    it('answers 401 without a token, with a forged, an expired and an alg:none token', async () => {
      const user = await t.createUser('customer');
      const expired = createSigner({ key: SECRET, algorithm: 'HS256', expiresIn: -1000 })({
        sub: user.id,
        role: 'customer',
        ver: 0,
      });
      const forged = createSigner({
        key: 'another-secret-another-secret-123456',
        algorithm: 'HS256',
      })({ sub: user.id, role: 'customer', ver: 0 });
      const none = createSigner({ algorithm: 'none' })({ sub: user.id, role: 'admin', ver: 0 });
      for (const token of [undefined, 'garbage', expired, forged, none]) {
        const res = await t.request('getMe', { token });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: SERVER_MESSAGES.unauthorized });
      }
    });

    it('answers 401 to a correctly signed token without exp, or with an exp that is not a time', async () => {
      const user = await t.createUser('customer');
      const admin = await t.createUser('admin');
      // Signed by hand with the server's own secret: the signature is right, only exp is off.
      const sign = (payload: object) => {
        const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
        const input = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}`;
        return `${input}.${createHmac('sha256', SECRET).update(input).digest('base64url')}`;
      };
      const now = Math.floor(Date.now() / 1000);
      const claims = { sub: user.id, role: 'customer', ver: 0, iat: now };
      const staff = { sub: admin.id, role: 'admin', ver: 0, iat: now };
      // The control: the same hand-made token with a real exp works.
      const good = sign({ ...claims, exp: now + 3600 });
      expect((await t.request('getMe', { token: good })).statusCode).toBe(200);
      const noExp = createSigner({ key: SECRET, algorithm: 'HS256' })({
        sub: user.id,
        role: 'customer',
        ver: 0,
      });
      const bad = {
        'no exp (fast-jwt)': noExp,
        'no exp': sign(claims),
        'exp "never"': sign({ ...claims, exp: 'never' }),
        'exp as a numeric string': sign({ ...claims, exp: String(now + 3600) }),
        'exp null': sign({ ...claims, exp: null }),
        'exp in the year 3000': sign({ ...claims, exp: 32503680000 }),
        'staff without exp': sign(staff),
      };
      // Raw JSON text: 1e400 is a number to JSON.parse, and an endless one (Infinity).
      const header = Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url');
      const body = Buffer.from(
        `{"sub":"${user.id}","role":"customer","ver":0,"iat":${now},"exp":1e400}`,
      ).toString('base64url');
      const infinite = `${header}.${body}.${createHmac('sha256', SECRET).update(`${header}.${body}`).digest('base64url')}`;
      for (const [what, token] of Object.entries({ ...bad, 'exp 1e400': infinite })) {
        // The reloaded-user guard, the checkout's claims-only guard and the cart.
        for (const name of ['getMe', 'getCart', 'checkout'] as const) {
          const res = await t.request(name, { token, body: name === 'checkout' ? {} : undefined });
          expect(res.statusCode, `${what} on ${name}`).toBe(401);
          expect(res.json()).toEqual({ message: SERVER_MESSAGES.unauthorized });
        }
      }
      // A staff claim without exp never unlocks the staff product list (which also shows
      // products too close to expiry to sell) either: it gets the visitor's list.
      await createProduct(t, admin.token, { expirationDate: addDays(shopToday(), 10) });
      const names = async (token?: string) =>
        (await t.request('getProducts', { token })).json().products.length as number;
      expect(await names(admin.token)).toBe(1);
      expect(await names(bad['staff without exp'])).toBe(await names());
      expect(await names()).toBe(0);
    });

    it('logout clears the cookie and makes the token useless', async () => {
      const user = await t.createUser('customer');
      const res = await t.request('logout', { token: user.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: SERVER_MESSAGES.loggedOut });
      expect(String(res.headers['set-cookie'])).toMatch(/token=;.*Expires=Thu, 01 Jan 1970/);
      const after = await t.request('getMe', { token: user.token });
      expect(after.statusCode).toBe(401);
    });

    it('logout without a session still answers 200', async () => {
      const res = await t.request('logout');
      expect(res.statusCode).toBe(200);
    });
  });

  describe('cashier accounts', () => {
    it('lets the admin create, list and delete a cashier whose token then stops working', async () => {
      const admin = await t.createUser('admin');
      const created = await t.request('createCashier', {
        body: {
          username: 'Cashier One',
          email: 'cashier.one@gmail.com',
          password: 'cashier-pass',
        },
        token: admin.token,
      });
      expect(created.statusCode).toBe(201);
      const cashier = created.json().data;
      expect(cashier).toMatchObject({ username: 'Cashier One', role: 'cashier' });
      expect(created.body).not.toMatch(/password/i);

      const list = await t.request('listCashiers', { token: admin.token });
      expect(list.statusCode).toBe(200);
      expect(list.json().result.map((u: { email: string }) => u.email)).toContain(
        'cashier.one@gmail.com',
      );
      expect(list.body).not.toMatch(/password/i);

      const session = await login('cashier.one@gmail.com', 'cashier-pass');
      const cashierToken = session.json().token as string;
      expect((await t.request('getMe', { token: cashierToken })).statusCode).toBe(200);

      const deleted = await t.request('deleteCashier', {
        params: { id: cashier._id },
        token: admin.token,
      });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ message: SERVER_MESSAGES.cashierDeleted });
      expect((await t.request('getMe', { token: cashierToken })).statusCode).toBe(401);
      const again = await t.request('deleteCashier', {
        params: { id: cashier._id },
        token: admin.token,
      });
      expect(again.statusCode).toBe(404);
    });

    it('validates the cashier form: Gmail required, password at least 8, duplicate 409', async () => {
      const admin = await t.createUser('admin');
      const post = (payload: object) =>
        t.request('createCashier', { body: payload, token: admin.token });
      expect(
        (await post({ username: 'C', email: 'c@yahoo.com', password: 'password-1' })).json(),
      ).toEqual({ message: MESSAGES.invalidGmail, field: 'email' });
      expect(
        (await post({ username: 'C', email: 'c2@gmail.com', password: 'short' })).statusCode,
      ).toBe(400);
      expect((await post({ email: 'c3@gmail.com', password: 'password-1' })).statusCode).toBe(400);
      await post({ username: 'C', email: 'c4@gmail.com', password: 'password-1' });
      expect(
        (await post({ username: 'C', email: 'C4@gmail.com', password: 'password-1' })).statusCode,
      ).toBe(409);
    });

    it.each([
      ['eight spaces', '        ', PASSWORD_MESSAGES.onlySpaces],
      ['password', 'password', PASSWORD_MESSAGES.tooCommon],
      ['12345678', '12345678', PASSWORD_MESSAGES.tooCommon],
      ['the email', 'Weak.Cashier@gmail.com', PASSWORD_MESSAGES.isEmail],
    ])(
      'refuses a weak cashier password (%s) with 400, creating nothing',
      async (_, password, message) => {
        const admin = await t.createUser('admin');
        const res = await t.request('createCashier', {
          body: { username: 'W', email: 'weak.cashier@gmail.com', password },
          token: admin.token,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message, field: 'password' });
        const list = await t.request('listCashiers', { token: admin.token });
        expect(list.body).not.toContain('weak.cashier@gmail.com');
      },
    );

    it('deletes only cashiers: an admin or customer id is 404 and stays', async () => {
      const admin = await t.createUser('admin');
      const customer = await t.createUser('customer');
      const res = await t.request('deleteCashier', {
        params: { id: customer.id },
        token: admin.token,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: SERVER_MESSAGES.cashierNotFound });
      expect((await t.request('getMe', { token: customer.token })).statusCode).toBe(200);
      const bad = await t.request('deleteCashier', {
        params: { id: 'not-an-id' },
        token: admin.token,
      });
      expect(bad.statusCode).toBe(400);
    });

    it.each([
      ['createCashier', { body: { username: 'X', email: 'x9@gmail.com', password: 'password-1' } }],
      ['listCashiers', {}],
      ['deleteCashier', { params: { id: '00000000-0000-4000-8000-000000000000' } }],
    ] as const)('%s: visitor 401, customer and cashier 403', async (name, input) => {
      expect((await t.request(name, input)).statusCode).toBe(401);
      for (const role of ['customer', 'cashier'] as const) {
        const user = await t.createUser(role);
        const res = await t.request(name, { ...input, token: user.token });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: SERVER_MESSAGES.forbidden });
      }
    });
  });

  it('health answers ok', async () => {
    const res = await t.request('health');
    expect(res.json()).toEqual({ status: 'ok', database: dbKind });
  });

  it('the OpenAPI document lists the account and cashier calls', async () => {
    const res = await t.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const documented = res.json().paths as Record<string, Record<string, unknown>>;
    const calls = Object.values(api).filter((e) => e.tag === 'accounts' || e.tag === 'cashiers');
    expect(calls).toHaveLength(14);
    for (const { method, path } of calls) {
      const openApiPath = path.replace(/:(\w+)/g, '{$1}');
      expect(documented[openApiPath], `${method} ${path}`).toHaveProperty(method.toLowerCase());
    }
  });

  it('an unknown route is a JSON 404', async () => {
    const res = await t.inject({ method: 'GET', url: '/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: SERVER_MESSAGES.routeNotFound });
  });
});
