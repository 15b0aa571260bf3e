import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shop/contract';
import { CallFailure } from '../../../components/checked-form.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { textFieldProps } from '../../../lib/form-field.ts';
import { useChangePassword } from '../api/change-password.ts';
import { emptyPasswordForm, passwordForm } from '../utils/account-form.ts';
import { i18n, params } from '../../../i18n/i18n.ts';
import { useLocalizeMessage } from '../../../i18n/localize-message.ts';

const words = i18n('account/password-form', {
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  newPasswordHint: params('At least {count} characters'),
  confirmPassword: 'Confirm New Password',
  changing: 'Changing...',
  change: 'Change password',
});
const MAX_LENGTH = { htmlInput: { maxLength: PASSWORD_MAX_LENGTH } };

/**
 * Change password: the current one, the new one twice. The server signs every other device out;
 * this one stays signed in (it sets the new session cookie).
 */
export function PasswordForm({ email }: { email: string }) {
  const t = useStore(words);
  const say = useLocalizeMessage();
  const change = useChangePassword();
  const form = useForm({
    resolver: zodResolver(passwordForm(email)),
    defaultValues: emptyPasswordForm,
  });

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      { onSuccess: () => form.reset(emptyPasswordForm) },
    ),
  );

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      {/* Lets password managers know whose password this is. */}
      <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
      <PasswordField
        {...textFieldProps(form, 'password', 'currentPassword')}
        label={t.currentPassword}
        autoComplete="current-password"
        required
      />
      <PasswordField
        {...textFieldProps(
          form,
          'password',
          'newPassword',
          t.newPasswordHint({ count: String(PASSWORD_MIN_LENGTH) }),
        )}
        label={t.newPassword}
        autoComplete="new-password"
        required
        slotProps={MAX_LENGTH}
      />
      <PasswordField
        {...textFieldProps(form, 'password', 'confirmPassword')}
        label={t.confirmPassword}
        autoComplete="new-password"
        required
        slotProps={MAX_LENGTH}
      />
      <CallFailure call={change} />
      {change.data && !form.formState.isDirty && (
        <Alert severity="success">{say(change.data.message)}</Alert>
      )}
      <Button type="submit" variant="contained" disabled={change.isPending}>
        {change.isPending ? t.changing : t.change}
      </Button>
    </Stack>
  );
}
