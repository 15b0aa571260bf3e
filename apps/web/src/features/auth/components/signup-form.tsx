import { useLocation, useNavigate } from 'react-router';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useStore } from '@nanostores/react';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MESSAGES, PASSWORD_MIN_LENGTH, signupFormBody } from '@shop/contract';
import { showResult } from '../../../lib/alerts.ts';
import { paths } from '../../../config/paths.ts';
import { textFieldProps } from '../../../lib/form-field.ts';
import { useSignup } from '../api/signup.ts';
import { AuthSwitch, useEmailInput } from './auth-card.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { i18n, params } from '../../../i18n/i18n.ts';

const words = i18n('auth/signup-form', {
  username: 'Username',
  emailHint: 'Use your Gmail address (@gmail.com)',
  password: 'Password',
  passwordHint: params('At least {count} characters'),
  creating: 'Creating Account...',
  signUp: 'Sign Up',
  haveAccount: 'Already have an account?',
  login: 'Login',
});

// The form has no confirm input, so confirmPassword is not sent (decision D25). signupFormBody
// is the contract's signup rules for the typed fields (a password not only spaces, not the email).
const emptyForm = { username: '', email: '', password: '' };

export function SignupForm() {
  const t = useStore(words);
  const emailInput = useEmailInput();
  const signup = useSignup();
  const navigate = useNavigate();
  // Where the visitor was going before Log In and Register (see utils/return-path.ts).
  const { state } = useLocation();
  // The values are the body: the contract's signupFormBody checks them and is what is sent.
  const form = useForm({ resolver: zodResolver(signupFormBody), defaultValues: emptyForm });

  // The Gmail rule is checked before anything is sent (spec section 5 checked it after).
  const onInvalid = (errors: FieldErrors<typeof emptyForm>) => {
    if (errors.email?.message === MESSAGES.invalidGmail)
      void showResult(MESSAGES.invalidGmail, undefined, 'error');
  };

  const onSubmit = form.handleSubmit(
    (values) =>
      signup.mutate(values, {
        onSuccess: () => {
          void showResult(MESSAGES.signupSuccess, undefined, 'success');
          form.reset(emptyForm);
          void navigate(paths.login, { state: state as unknown });
        },
        onError: (error) => {
          console.warn(error.message);
          void showResult(
            MESSAGES.signupFailed,
            error.message === MESSAGES.signupFailed ? undefined : error.message,
            'error',
          );
        },
      }),
    onInvalid,
  );

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
      <TextField
        {...textFieldProps(form, 'signup', 'username')}
        label={t.username}
        autoComplete="username"
        required
      />
      <TextField {...textFieldProps(form, 'signup', 'email', t.emailHint)} {...emailInput} />
      <PasswordField
        {...textFieldProps(
          form,
          'signup',
          'password',
          t.passwordHint({ count: String(PASSWORD_MIN_LENGTH) }),
        )}
        label={t.password}
        autoComplete="new-password"
        required
      />
      <Button type="submit" variant="contained" size="large" disabled={signup.isPending}>
        {signup.isPending ? t.creating : t.signUp}
      </Button>
      <AuthSwitch question={t.haveAccount} to={paths.login} label={t.login} state={state} />
    </Stack>
  );
}
