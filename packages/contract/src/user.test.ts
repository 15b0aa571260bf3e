import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MESSAGES,
  createCashierBody,
  passwordProblem,
  signupBody,
  signupFormBody,
} from './index.ts';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('new password rules (signup, cashier accounts, the signup form)', () => {
  it.each([
    ['eight spaces', '        ', PASSWORD_MESSAGES.onlySpaces],
    ['a tab and spaces', '\t       ', PASSWORD_MESSAGES.onlySpaces],
    ['the email', 'ana.cruz@gmail.com', PASSWORD_MESSAGES.isEmail],
    ['the email in capitals with spaces', '  ANA.Cruz@Gmail.com ', PASSWORD_MESSAGES.isEmail],
    ["the email's local part", 'Ana.Cruz', PASSWORD_MESSAGES.isEmail],
  ])('refuses %s, on the password field, with one message', (_, password, message) => {
    for (const schema of [signupBody, createCashierBody, signupFormBody]) {
      const result = schema.safeParse({ username: 'Ana', email: 'Ana.Cruz@gmail.com', password });
      expect(issues(result)).toEqual([['password', message]]);
    }
  });

  it('accepts a password that merely contains the email or its local part', () => {
    for (const password of ['ana.cruz-bakes-2x', 'my ana.cruz@gmail.com pass']) {
      expect(passwordProblem(password, 'ana.cruz@gmail.com')).toBeUndefined();
      expect(
        signupBody.safeParse({ username: 'Ana', email: 'ana.cruz@gmail.com', password }).success,
      ).toBe(true);
    }
  });

  it('keeps its other messages first and never throws on a missing or odd email', () => {
    expect(issues(signupBody.safeParse({ username: 'A', password: 'abcdefgh' }))).toEqual([
      ['email', 'Email is required'],
    ]);
    expect(issues(signupBody.safeParse({ username: 'A', email: 5, password: 'abcdefgh' }))).toEqual(
      [['email', 'Email is required']],
    );
    expect(
      issues(signupBody.safeParse({ username: 'A', email: 'a@gmail.com', password: 'short' })),
    ).toEqual([['password', 'Password must be at least 8 characters']]);
  });
});
