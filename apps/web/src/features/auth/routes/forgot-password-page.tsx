import { useForm } from 'react-hook-form';
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
import { AuthCard, AuthSwitch, EMAIL_INPUT } from '../components/auth-card.tsx';

/** Forgot password: the account's email, and the server's answer (the same for any address). */
export function Component() {
  usePageTitle('Forgot Password');
  const send = useForgotPassword();
  const form = useForm({
    resolver: zodResolver(forgotPasswordBody),
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit((body) => send.mutate(body));

  return (
    <AuthCard title="Forgot Password">
      {send.data ? (
        <Stack spacing={2.5}>
          <Alert severity="success">{send.data.message}</Alert>
          <Typography variant="body2">
            No email? Look in your spam folder, or ask again in a few minutes.
          </Typography>
          <AuthSwitch question="Remembered it?" to={paths.login} label="Log In" state={null} />
        </Stack>
      ) : (
        <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
          <Typography variant="body2">
            Type the email of your account. We will email you a link to set a new password; it works
            for {PASSWORD_RESET_MINUTES} minutes.
          </Typography>
          <TextField {...textFieldProps(form, 'forgot', 'email')} {...EMAIL_INPUT} />
          <CallFailure call={send} />
          <Button type="submit" variant="contained" size="large" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send link'}
          </Button>
          <AuthSwitch question="Remembered it?" to={paths.login} label="Log In" state={null} />
        </Stack>
      )}
    </AuthCard>
  );
}
