import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MESSAGES, loginBody } from '@shop/contract';
import { showResult } from '../../../lib/alerts.ts';
import { homeFor, paths } from '../../../config/paths.ts';
import { useLogin } from '../api/login.ts';
import { returnPathFor, type LoginState } from '../utils/return-path.ts';
import { PasswordField } from './password-field.tsx';

export function LoginForm() {
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  // Read when the answer arrives, not when the form was sent.
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);

  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(loginBody),
    defaultValues: { email: '', password: '' },
  });
  const { ref: emailRef, ...email } = register('email');
  const { ref: passwordRef, ...password } = register('password');

  const onSubmit = handleSubmit((values) =>
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
        void showResult(MESSAGES.loginFailedTitle, MESSAGES.loginFailedText, 'error');
      },
    }),
  );

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
      <TextField
        {...email}
        inputRef={emailRef}
        label="Email"
        type="email"
        autoComplete="email"
        required
        fullWidth
        error={Boolean(formState.errors.email)}
        helperText={formState.errors.email?.message}
      />
      <PasswordField
        {...password}
        inputRef={passwordRef}
        label="Password"
        autoComplete="current-password"
        required
        fullWidth
        error={Boolean(formState.errors.password)}
        helperText={formState.errors.password?.message}
      />
      <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
        {login.isPending ? 'Submitting...' : 'Submit'}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        Don&apos;t have an account?{' '}
        {/* A new account comes back here and on to where the visitor was going. */}
        <Link
          component={RouterLink}
          to={paths.signup}
          state={location.state as unknown}
          sx={{ fontWeight: 600 }}
        >
          Register
        </Link>
      </Typography>
    </Stack>
  );
}
