import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shop/contract';

/** Under a new password's input until it has a message of its own. */
export const NEW_PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters`;

/** A cashier's new password, in Create Cashier and in Set password alike. */
export const newPasswordField = {
  label: 'Password',
  type: 'password',
  autoComplete: 'new-password',
  slotProps: { htmlInput: { maxLength: PASSWORD_MAX_LENGTH } },
} as const;
