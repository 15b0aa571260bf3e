import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MESSAGES, PASSWORD_MIN_LENGTH, signupFormBody } from '@shop/contract';
import { showResult } from '../../../lib/alerts.ts';
import { paths } from '../../../config/paths.ts';
import { useSignup } from '../api/signup.ts';
import { PasswordField } from './password-field.tsx';

// The form has no confirm input, so confirmPassword is not sent (decision D25). signupFormBody
// is the contract's signup rules for the typed fields (a password not only spaces, not the email).
const emptyForm = { username: '', email: '', password: '' };

export function SignupForm() {
  const signup = useSignup();
  const navigate = useNavigate();
  // Where the visitor was going before Log In and Register (see utils/return-path.ts).
  const { state } = useLocation();
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(signupFormBody),
    defaultValues: emptyForm,
  });
  const { ref: usernameRef, ...username } = register('username');
  const { ref: emailRef, ...email } = register('email');
  const { ref: passwordRef, ...password } = register('password');

  // The Gmail rule is checked before anything is sent (spec section 5 checked it after).
  const onInvalid = (errors: FieldErrors<typeof emptyForm>) => {
    if (errors.email?.message === MESSAGES.invalidGmail)
      void showResult(MESSAGES.invalidGmail, undefined, 'error');
  };

  const onSubmit = handleSubmit(
    (values) =>
      signup.mutate(values, {
        onSuccess: () => {
          void showResult(MESSAGES.signupSuccess, undefined, 'success');
          reset(emptyForm);
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
        {...username}
        inputRef={usernameRef}
        label="Username"
        autoComplete="username"
        required
        fullWidth
        error={Boolean(formState.errors.username)}
        helperText={formState.errors.username?.message}
      />
      <TextField
        {...email}
        inputRef={emailRef}
        label="Email"
        type="email"
        autoComplete="email"
        required
        fullWidth
        error={Boolean(formState.errors.email)}
        helperText={formState.errors.email?.message ?? 'Use your Gmail address (@gmail.com)'}
      />
      <PasswordField
        {...password}
        inputRef={passwordRef}
        label="Password"
        autoComplete="new-password"
        required
        fullWidth
        error={Boolean(formState.errors.password)}
        helperText={
          formState.errors.password?.message ?? `At least ${PASSWORD_MIN_LENGTH} characters`
        }
      />
      <Button type="submit" variant="contained" size="large" disabled={signup.isPending}>
        {signup.isPending ? 'Creating Account...' : 'Sign Up'}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        Already have an account?{' '}
        <Link
          component={RouterLink}
          to={paths.login}
          state={state as unknown}
          sx={{ fontWeight: 600 }}
        >
          Login
        </Link>
      </Typography>
    </Stack>
  );
}
