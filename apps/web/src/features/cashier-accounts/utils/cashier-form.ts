import {
  GMAIL_PATTERN,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
  type CreateCashierBody,
} from '@shop/contract';

export interface CashierFormValues {
  username: string;
  email: string;
  password: string;
}
export type CashierField = keyof CashierFormValues;

export const emptyCashierForm: CashierFormValues = { username: '', email: '', password: '' };

const LABELS: Record<CashierField, string> = {
  username: 'Username',
  email: 'Email',
  password: 'Password',
};

export type PreparedCashier =
  | { kind: 'invalid'; errors: Partial<Record<CashierField, string>> }
  | { kind: 'not-gmail' }
  | { kind: 'ready'; body: CreateCashierBody };

/**
 * Spec section 5, checked before anything is sent: all three fields required, a Gmail address
 * (the spec's alert), and a password of at least 8 characters that is neither only spaces nor
 * the email (the server's rules, design.md).
 */
export function prepareCashier(values: CashierFormValues): PreparedCashier {
  const username = values.username.trim();
  const email = values.email.trim();
  const { password } = values;
  const errors: Partial<Record<CashierField, string>> = {};
  for (const [field, value] of [
    ['username', username],
    ['email', email],
    ['password', password],
  ] as const)
    if (value === '') errors[field] = `${LABELS[field]} is required`;
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  if (!GMAIL_PATTERN.test(email)) return { kind: 'not-gmail' };
  if (password.length < PASSWORD_MIN_LENGTH)
    return {
      kind: 'invalid',
      errors: { password: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` },
    };
  // The contract's password rules (not only spaces, not the email); the server also refuses
  // the most common passwords, and the failure dialog then gives its reason.
  const problem = passwordProblem(password, email);
  if (problem) return { kind: 'invalid', errors: { password: problem } };
  return { kind: 'ready', body: { username, email, password } };
}
