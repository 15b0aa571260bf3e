import { z } from 'zod';
import {
  GMAIL_PATTERN,
  createCashierBody,
  passwordProblem,
  setCashierPasswordBody,
  type CreateCashierBody,
  type SetCashierPasswordBody,
} from '@shop/contract';
import { formSchema, trimmedInput } from '../../../lib/form-values.ts';

export const emptyCashierForm = { username: '', email: '', password: '' };
/** What the Create Cashier form holds: every input as typed. */
export type CashierFormValues = typeof emptyCashierForm;

/** The email's message when it is not a Gmail address (the form also raises the spec's alert). */
export const NOT_GMAIL = 'Use a @gmail.com address';

/**
 * Spec section 5, checked before anything is sent: all three fields required and a Gmail
 * address; the password is kept as typed.
 */
const cashierInputs = z.object({
  username: trimmedInput('Username is required'),
  email: trimmedInput('Email is required').regex(GMAIL_PATTERN, { message: NOT_GMAIL }),
  password: z.string().min(1, { message: 'Password is required' }),
});

/** The body: the username and email trimmed, the password as typed. */
export const toCashierBody = (values: z.output<typeof cashierInputs>): CreateCashierBody => values;

/**
 * The form's schema: what was typed, then the contract's rules for the new account (a password
 * of at least 8 characters that is neither only spaces nor the email; the server also refuses
 * the most common passwords, and the failure dialog then gives its reason).
 */
export const cashierForm = formSchema(cashierInputs, toCashierBody, createCashierBody);

/** What the Set password form holds: the new password as typed. */
export const emptyPasswordForm = { password: '' };

const passwordInputs = z.object({
  password: z.string().min(1, { message: 'Password is required' }),
});

/** The body: the password as typed. */
export const toPasswordBody = (values: z.output<typeof passwordInputs>): SetCashierPasswordBody =>
  values;

/**
 * The Set password form of one cashier: the rules of a new cashier's password, the one about
 * the email checked against this cashier's (the body carries no email; the server checks the
 * same rule, and the most common passwords).
 */
export const passwordForm = (email: string) =>
  formSchema(passwordInputs, toPasswordBody, setCashierPasswordBody).superRefine(
    ({ password }, ctx) => {
      // Only spaces is the body's own rule: one message, not two.
      const problem = password.trim() === '' ? undefined : passwordProblem(password, email);
      if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
    },
  );
