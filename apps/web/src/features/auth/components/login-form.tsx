import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { useStore } from '@nanostores/react';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MESSAGES, loginBody } from '@shop/contract';
import { showResult } from '../../../lib/alerts.ts';
import { homeFor, paths } from '../../../config/paths.ts';
import { textFieldProps } from '../../../lib/form-field.ts';
import { isConnectionFailure } from '../../../lib/connection.ts';
import { useLogin } from '../api/login.ts';
import { returnPathFor, type LoginState } from '../utils/return-path.ts';
import { AuthSwitch, useEmailInput } from './auth-card.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { i18n } from '../../../i18n/i18n.ts';

const words = i18n('auth/login-form', {
  password: 'Password',
  forgotPassword: 'Forgot password?',
  submitting: 'Submitting...',
  submit: 'Submit',
  noAccount: "Don't have an account?",
  register: 'Register',
});

export function LoginForm() {
  const t = useStore(words);
  const emailInput = useEmailInput();
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  // Read when the answer arrives, not when the form was sent.
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);

  // The values are the body: the contract's loginBody checks them and is what is sent.
  const form = useForm({
    resolver: zodResolver(loginBody),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: ({ user }) => {
        void showResult(MESSAGES.loginSuccessTitle, MESSAGES.loginSuccessText, 'success');
        // Back to the page the visitor was trying to reach, if this role may open it; otherwise
        // the role's home (spec section 2).
        const { pathname, state } = here.current;
        if (pathname !== paths.login) return;
        const from = (state as LoginState | null)?.from;
        void navigate(returnPathFor(from, user.role) ?? homeFor(user.role), { replace: true });
      },
      onError: (error) => {
        console.warn(error.message);
        // The spec's words are about the credentials; no connection is said as such (issue 29).
        const text = isConnectionFailure(error) ? error.message : MESSAGES.loginFailedText;
        void showResult(MESSAGES.loginFailedTitle, text, 'error');
      },
    }),
  );

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
      <TextField {...textFieldProps(form, 'login', 'email')} {...emailInput} />
      <PasswordField
        {...textFieldProps(form, 'login', 'password')}
        label={t.password}
        autoComplete="current-password"
        required
      />
      <Link
        component={RouterLink}
        to={paths.forgotPassword}
        variant="body2"
        sx={{ alignSelf: 'flex-end', mt: '8px !important' }}
      >
        {t.forgotPassword}
      </Link>
      <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
        {login.isPending ? t.submitting : t.submit}
      </Button>
      {/* A new account comes back here and on to where the visitor was going. */}
      <AuthSwitch
        question={t.noAccount}
        to={paths.signup}
        label={t.register}
        state={location.state}
      />
    </Stack>
  );
}
