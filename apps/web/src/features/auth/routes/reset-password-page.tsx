import { Link as RouterLink, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { useStore } from '@nanostores/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  ACCOUNT_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  newPassword,
} from '@shop/contract';
import { CallFailure } from '../../../components/checked-form.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { paths } from '../../../config/paths.ts';
import { textFieldProps } from '../../../lib/form-field.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard, AuthSwitch } from '../components/auth-card.tsx';
import { i18n, params } from '../../../i18n/i18n.ts';
import { useLocalizeMessage } from '../../../i18n/localize-message.ts';

const words = i18n('auth/reset-password-page', {
  title: 'Set a New Password',
  linkExpired: 'Link expired?',
  askAgain: 'Ask for a new one',
  logIn: 'Log In',
  newPassword: 'New Password',
  newPasswordHint: params('At least {count} characters'),
  confirmPassword: 'Confirm New Password',
  saving: 'Saving...',
  setPassword: 'Set password',
});

/** The new password, typed twice; the server checks the rest (common passwords, the link). */
const resetForm = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .superRefine((values, ctx) => {
    if (values.confirmPassword !== values.password)
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: ACCOUNT_MESSAGES.passwordsDiffer,
      });
  });

const MAX_LENGTH = { htmlInput: { maxLength: PASSWORD_MAX_LENGTH } };

/** Where the emailed link leads (`?token=`): a new password, then on to log in. */
export function Component() {
  const t = useStore(words);
  const say = useLocalizeMessage();
  usePageTitle(t.title);
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const reset = useResetPassword();
  const form = useForm({
    resolver: zodResolver(resetForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const onSubmit = form.handleSubmit(({ password }) => reset.mutate({ token, password }));
  const askAgain = (
    <AuthSwitch
      question={t.linkExpired}
      to={paths.forgotPassword}
      label={t.askAgain}
      state={null}
    />
  );

  return (
    <AuthCard title={t.title}>
      {reset.data ? (
        <Stack spacing={2.5}>
          <Alert severity="success">{say(reset.data.message)}</Alert>
          <Button variant="contained" size="large" component={RouterLink} to={paths.login}>
            {t.logIn}
          </Button>
        </Stack>
      ) : token === '' ? (
        <Stack spacing={2.5}>
          <Alert severity="error">{say(ACCOUNT_MESSAGES.resetLinkInvalid)}</Alert>
          {askAgain}
        </Stack>
      ) : (
        <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
          <PasswordField
            {...textFieldProps(
              form,
              'reset',
              'password',
              t.newPasswordHint({ count: String(PASSWORD_MIN_LENGTH) }),
            )}
            label={t.newPassword}
            autoComplete="new-password"
            required
            slotProps={MAX_LENGTH}
          />
          <PasswordField
            {...textFieldProps(form, 'reset', 'confirmPassword')}
            label={t.confirmPassword}
            autoComplete="new-password"
            required
            slotProps={MAX_LENGTH}
          />
          <CallFailure call={reset} />
          <Button type="submit" variant="contained" size="large" disabled={reset.isPending}>
            {reset.isPending ? t.saving : t.setPassword}
          </Button>
          {askAgain}
        </Stack>
      )}
    </AuthCard>
  );
}
