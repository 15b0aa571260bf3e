import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  LANGUAGES,
  changePasswordBody,
  passwordProblem,
  updateAccountBody,
  type Account,
  type Language,
} from '@shop/contract';

/** The language select's choices ('' is none chosen yet). */
export const LANGUAGE_LABELS: Record<Language, string> = { en: 'English', fil: 'Filipino' };

/**
 * The details form: the contract's body, with the language select's '' for none. Its output is
 * the body sent (an empty phone or address becomes null, as the server stores it).
 */
export const accountForm = updateAccountBody.extend({
  language: z.enum(['', ...LANGUAGES]).transform((v) => (v === '' ? null : v)),
});
export type AccountFormValues = z.input<typeof accountForm>;

export const accountFormValues = (account: Account): AccountFormValues => ({
  username: account.username,
  phoneNumber: account.phoneNumber ?? '',
  defaultAddress: account.defaultAddress ?? '',
  smsUpdates: account.smsUpdates,
  language: account.language ?? '',
});

/**
 * Change password: the contract's body plus the confirmation typed again; the new password is
 * checked against the account's email here too, as at signup (the server also refuses common
 * passwords).
 */
export const passwordForm = (email: string) =>
  changePasswordBody.extend({ confirmPassword: z.string() }).superRefine((values, ctx) => {
    const problem = passwordProblem(values.newPassword, email);
    if (problem && values.newPassword.trim() !== '')
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: problem });
    if (values.confirmPassword !== values.newPassword)
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: ACCOUNT_MESSAGES.passwordsDiffer,
      });
  });

export const emptyPasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };
