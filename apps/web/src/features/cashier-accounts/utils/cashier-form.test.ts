import { describe, expect, it } from 'vitest';
import { formatAccountId } from '@shop/contract';
import { formResult } from '../../../test/form-result.ts';
import { cashierForm, toCashierBody, type CashierFormValues } from './cashier-form.ts';

const prepareCashier = (values: CashierFormValues) =>
  formResult(cashierForm, values, toCashierBody);

describe('cashier form rules', () => {
  it('requires all three fields', () => {
    expect(prepareCashier({ username: ' ', email: '', password: '' })).toEqual({
      kind: 'invalid',
      errors: {
        username: 'Username is required',
        email: 'Email is required',
        password: 'Password is required',
      },
    });
  });

  it.each(['ana@yahoo.com', 'ana@gmail.co', 'ana gmail.com', 'a!b@gmail.com'])(
    'refuses %s as not Gmail',
    (email) =>
      expect(prepareCashier({ username: 'Ana', email, password: 'long-enough' })).toEqual({
        kind: 'invalid',
        errors: { email: 'Use a @gmail.com address' },
      }),
  );

  it('needs a password of at least 8 characters', () => {
    expect(
      prepareCashier({ username: 'Ana', email: 'ana@gmail.com', password: '1234567' }),
    ).toEqual({ kind: 'invalid', errors: { password: 'Password must be at least 8 characters' } });
  });

  it.each([
    ['        ', 'Password cannot be only spaces.'],
    ['Ana.Cruz@gmail.com', 'Password cannot be your email address.'],
    [' ana.cruz ', 'Password cannot be your email address.'],
  ])('refuses the password %j: %s', (password, message) => {
    expect(prepareCashier({ username: 'Ana', email: 'ana.cruz@gmail.com', password })).toEqual({
      kind: 'invalid',
      errors: { password: message },
    });
  });

  it('trims the username and email, keeps the password as typed', () => {
    expect(
      prepareCashier({
        username: ' Ana ',
        email: ' ana.cruz+1@gmail.com ',
        password: ' counter-pass-7',
      }),
    ).toEqual({
      kind: 'ready',
      body: { username: 'Ana', email: 'ana.cruz+1@gmail.com', password: ' counter-pass-7' },
    });
  });

  it('shows ids uppercased in groups of 4', () => {
    expect(formatAccountId('0f8e2c1a-9b7d-4e3f-a2b1-c0d9e8f7a6b5')).toBe(
      '0F8E-2C1A-9B7D-4E3F-A2B1-C0D9-E8F7-A6B5',
    );
  });
});
