import { useForm } from 'react-hook-form';
import { useStore } from '@nanostores/react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PASSWORD_RESET_MINUTES, forgotPasswordBody } from '@shop/contract';
import { CallFailure } from '../../../components/checked-form.tsx';
import { paths } from '../../../config/paths.ts';
import { textFieldProps } from '../../../lib/form-field.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthCard, AuthSwitch, useEmailInput } from '../components/auth-card.tsx';
import { i18n, params } from '../../../i18n/i18n.ts';
import { useLocalizeMessage } from '../../../i18n/localize-message.ts';

const words = i18n('auth/forgot-password-page', {
  title: 'Forgot Password',
  noEmail: 'No email? Look in your spam folder, or ask again in a few minutes.',
  remembered: 'Remembered it?',
  logIn: 'Log In',
  intro: params(
    'Type the email of your account. We will email you a link to set a new password; it works for {minutes} minutes.',
  ),
  sending: 'Sending...',
  send: 'Send link',
});

/** Forgot password: the account's email, and the server's answer (the same for any address). */
export function Component() {
  const t = useStore(words);
  const say = useLocalizeMessage();
  const emailInput = useEmailInput();
  usePageTitle(t.title);
  const send = useForgotPassword();
  const form = useForm({
    resolver: zodResolver(forgotPasswordBody),
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit((body) => send.mutate(body));

  return (
    <AuthCard title={t.title}>
      {send.data ? (
        <Stack spacing={2.5}>
          <Alert severity="success">{say(send.data.message)}</Alert>
          <Typography variant="body2">{t.noEmail}</Typography>
          <AuthSwitch question={t.remembered} to={paths.login} label={t.logIn} state={null} />
        </Stack>
      ) : (
        <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
          <Typography variant="body2">
            {t.intro({ minutes: String(PASSWORD_RESET_MINUTES) })}
          </Typography>
          <TextField {...textFieldProps(form, 'forgot', 'email')} {...emailInput} />
          <CallFailure call={send} />
          <Button type="submit" variant="contained" size="large" disabled={send.isPending}>
            {send.isPending ? t.sending : t.send}
          </Button>
          <AuthSwitch question={t.remembered} to={paths.login} label={t.logIn} state={null} />
        </Stack>
      )}
    </AuthCard>
  );
}
