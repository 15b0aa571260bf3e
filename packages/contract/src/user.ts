import { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ROLES,
  USERNAME_MAX_LENGTH,
} from './constants.ts';
import { email, gmail, id, text } from './common.ts';

export const role = z.enum(ROLES);

/** A user as the server sends it: never a password or its hash. */
export const user = z.object({
  _id: id,
  username: z.string(),
  email: z.string(),
  role,
  createdAt: z.string(),
});
export type User = z.infer<typeof user>;

const username = text('Username', USERNAME_MAX_LENGTH);
const newPassword = z
  .string({ message: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, {
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  })
  .max(PASSWORD_MAX_LENGTH, {
    message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  });

/**
 * POST /user/signup. The spec's client also sends confirmPassword (always empty) and may
 * send a role; both are accepted and ignored: signup always creates a customer.
 */
export const signupBody = z.strictObject({
  username,
  email: gmail,
  password: newPassword,
  confirmPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  role: z.string().max(20).optional(),
});
export type SignupBody = z.input<typeof signupBody>;

export const loginBody = z.strictObject({
  email,
  password: z
    .string({ message: 'Password is required' })
    .min(1, { message: 'Password is required' })
    .max(PASSWORD_MAX_LENGTH, { message: 'Invalid email or password.' }),
});
export type LoginBody = z.input<typeof loginBody>;

export const createCashierBody = z.strictObject({
  username,
  email: gmail,
  password: newPassword,
});
export type CreateCashierBody = z.input<typeof createCashierBody>;

export const userDataResponse = z.object({ data: user });

export const loginResponse = z.object({ token: z.string(), user });

export const cashierListResponse = z.object({ result: z.array(user) });
