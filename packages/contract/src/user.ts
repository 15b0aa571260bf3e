import { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  LANGUAGES,
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

export const username = text('Username', USERNAME_MAX_LENGTH);

/**
 * Why a new password is refused, in words a person reads. The common-password check needs a
 * list of tens of thousands of entries and so runs on the server only (its users service).
 */
export const PASSWORD_MESSAGES = {
  onlySpaces: 'Password cannot be only spaces.',
  isEmail: 'Password cannot be your email address.',
  tooCommon: 'Password is too common. Please choose another.',
} as const;

/**
 * The rules a new password must meet that need no list: not only whitespace, and not the
 * account's own email or the part before its @ (in any letter case, ignoring outer spaces).
 * Answers the message of the first rule broken, or undefined. The body schemas below, the web
 * forms and the server's own checks all call this one function.
 */
export function passwordProblem(password: string, email: string): string | undefined {
  const typed = password.trim().toLowerCase();
  if (typed === '') return PASSWORD_MESSAGES.onlySpaces;
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (typed === address || (at > 0 && typed === address.slice(0, at))) {
    return PASSWORD_MESSAGES.isEmail;
  }
  return undefined;
}

export const newPassword = z
  .string({ message: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, {
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  })
  .max(PASSWORD_MAX_LENGTH, {
    message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  })
  .refine((password) => password.trim() !== '', { message: PASSWORD_MESSAGES.onlySpaces });

/**
 * The password-versus-email rule, reported on the password field. Zod runs it even when a
 * field has failed already, so it looks at the values only when both are strings, and leaves
 * an all-spaces password to the field's own rule (one message, not two).
 */
function passwordNotEmail(body: { email: unknown; password: unknown }, ctx: z.RefinementCtx) {
  const { email, password } = body;
  if (typeof email !== 'string' || typeof password !== 'string' || password.trim() === '') return;
  const problem = passwordProblem(password, email);
  if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
}

/** The fields a person types to sign up (the web form has exactly these). */
const signupFields = { username, email: gmail, password: newPassword };

/**
 * POST /user/signup. The spec's client also sends confirmPassword (always empty) and may
 * send a role; both are accepted and ignored: signup always creates a customer.
 */
export const signupBody = z
  .strictObject({
    ...signupFields,
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    role: z.string().max(20).optional(),
  })
  .superRefine(passwordNotEmail);
export type SignupBody = z.input<typeof signupBody>;

/** The signup form's own fields, checked by the same rules as signupBody (the web form's). */
export const signupFormBody = z.strictObject(signupFields).superRefine(passwordNotEmail);

export const loginBody = z.strictObject({
  email,
  password: z
    .string({ message: 'Password is required' })
    .min(1, { message: 'Password is required' })
    .max(PASSWORD_MAX_LENGTH, { message: 'Invalid email or password.' }),
});
export type LoginBody = z.input<typeof loginBody>;

export const createCashierBody = z
  .strictObject({
    username,
    email: gmail,
    password: newPassword,
  })
  .superRefine(passwordNotEmail);
export type CreateCashierBody = z.input<typeof createCashierBody>;

/**
 * PUT /user/get-cashier-account/:id/password: an admin's new password for a cashier, under the
 * rules of createCashierBody; the server checks it against the cashier's email (and the list of
 * common passwords), which the body does not carry.
 */
export const setCashierPasswordBody = z.strictObject({ password: newPassword });
export type SetCashierPasswordBody = z.input<typeof setCashierPasswordBody>;

export const userDataResponse = z.object({ data: user });

/**
 * The user as logged in, with a customer's chosen language (null: none yet), which the web app
 * then draws its screens in (issue 29). The server always says it; a client that does not know
 * it (an older build, a test's stand-in) goes on in the browser's language.
 */
export const loginResponse = z.object({
  token: z.string(),
  user: user.extend({ language: z.enum(LANGUAGES).nullish() }),
});

export const cashierListResponse = z.object({ result: z.array(user) });
