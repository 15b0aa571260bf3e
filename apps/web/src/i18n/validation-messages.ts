import { defineMessages } from './define-messages.ts';

/**
 * The refusals of the contract's customer schemas (signup, login, the account's details, a new
 * password, a reset link), as zod reports them under a field and the server answers them: the
 * English the schemas build, with their limits as {placeholders}. Each names its field, so that
 * no other schema's "… is required" is taken for one of these. The constants already in
 * server-messages.ts (PASSWORD_MESSAGES, ACCOUNT_MESSAGES, the Gmail and phone rules) are not
 * repeated.
 */
defineMessages('validation', {
  // user.ts: username, newPassword, loginBody
  usernameRequired: 'Username is required',
  usernameTooLong: 'Username must be at most {max} characters',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least {min} characters',
  passwordTooLong: 'Password must be at most {max} characters',
  // common.ts: email
  emailRequired: 'Email is required',
  emailTooLong: 'Email is too long',
  // account.ts: updateAccountBody
  phoneNumberNotText: 'Phone number must be text',
  phoneNumberTooLong: 'Phone number must be at most {max} characters',
  defaultAddressNotText: 'Default address must be text',
  defaultAddressTooLong: 'Default address must be at most {max} characters',
  language: 'Language must be en or fil',
  smsUpdates: 'smsUpdates must be true or false',
});
