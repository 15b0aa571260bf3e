import { z } from 'zod';
import { LANGUAGES, PASSWORD_MAX_LENGTH } from './constants.ts';
import { email } from './common.ts';
import { PHONE_NUMBER_MESSAGE, isPhilippinePhone } from './phone.ts';
import { newPassword, username } from './user.ts';

/**
 * A customer's own account (issue 29): the details checkout starts from, a new password with the
 * current one, and a forgotten password set again through an emailed one-time link.
 */

/** How long an emailed link to set a new password works. */
export const PASSWORD_RESET_MINUTES = 30;

/** Links one address may be sent within an hour; more requests are answered alike, unsent. */
export const PASSWORD_RESETS_PER_HOUR = 3;

/** The words of the account calls and screens, the same on the server and the web app. */
export const ACCOUNT_MESSAGES = {
  saved: 'Your details are saved.',
  passwordChanged: 'Password changed. You are signed out on every other device.',
  wrongCurrentPassword: 'Your current password is not correct.',
  currentPasswordRequired: 'Current password is required',
  passwordsDiffer: 'The passwords do not match.',
  resetLinkSent: `If an account uses that address, we have emailed a link to set a new password. It works for ${PASSWORD_RESET_MINUTES} minutes.`,
  resetLinkInvalid:
    'This link to set a new password has expired or was used already. Please ask for a new one.',
  passwordReset: 'Your new password is set. Please log in with it.',
} as const;

/** Text a customer may leave empty: trimmed, bounded; empty or null is stored as null. */
const clearable = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, { message: `${label} must be at most ${max} characters` })
    .nullable()
    .transform((v) => (v === '' || v === null ? null : v));

/** A Philippine mobile or landline number, or nothing (empty). */
const optionalPhone = clearable('Phone number', 20).refine(
  (v) => v === null || isPhilippinePhone(v),
  { message: PHONE_NUMBER_MESSAGE },
);

export const language = z.enum(LANGUAGES, { message: 'Language must be en or fil' });

/** The account as its owner sees it: never a password, its hash or the token version. */
export const account = z.object({
  username: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  defaultAddress: z.string().nullable(),
  smsUpdates: z.boolean(),
  language: language.nullable(),
});
export type Account = z.infer<typeof account>;

export const accountResponse = z.object({ account });

/** PUT /user/account: every field the form shows (the email is not changed here). */
export const updateAccountBody = z.strictObject({
  username,
  phoneNumber: optionalPhone,
  defaultAddress: clearable('Default address', 300),
  smsUpdates: z.boolean({ message: 'smsUpdates must be true or false' }),
  language: language.nullable(),
});
export type UpdateAccountBody = z.input<typeof updateAccountBody>;

/** PUT /user/account/language: the language switch, saved to the account (issue 29). */
export const setLanguageBody = z.strictObject({ language });

/**
 * PUT /user/account/password: the current password, and a new one under signup's rules (the
 * server checks it against the account's email and the common passwords, as at signup).
 */
export const changePasswordBody = z.strictObject({
  currentPassword: z
    .string({ message: ACCOUNT_MESSAGES.currentPasswordRequired })
    .min(1, { message: ACCOUNT_MESSAGES.currentPasswordRequired })
    .max(PASSWORD_MAX_LENGTH, { message: ACCOUNT_MESSAGES.wrongCurrentPassword }),
  newPassword,
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** The session goes on under a new token (the old ones, this one's included, no longer work). */
export const changePasswordResponse = z.object({ message: z.string(), token: z.string() });

/** POST /user/forgot-password. */
export const forgotPasswordBody = z.strictObject({ email });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;

/** The emailed link's code: 32 random bytes in base64url. Anything else is no link of ours. */
const resetToken = z
  .string({ message: ACCOUNT_MESSAGES.resetLinkInvalid })
  .regex(/^[A-Za-z0-9_-]{43}$/, { message: ACCOUNT_MESSAGES.resetLinkInvalid });

/** POST /user/reset-password: the link's code and the new password (signup's rules). */
export const resetPasswordBody = z.strictObject({ token: resetToken, password: newPassword });
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
