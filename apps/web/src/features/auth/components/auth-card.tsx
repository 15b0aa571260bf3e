import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { i18n } from '../../../i18n/i18n.ts';

const words = i18n('auth/auth-card', { email: 'Email' });

/** The email input of the forms: the browser's email type (spec section 5) and autofill. */
export function useEmailInput() {
  const t = useStore(words);
  return { label: t.email, type: 'email', autoComplete: 'email', required: true } as const;
}

/** The centred card that frames the Log In and Sign up forms. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{ maxWidth: 440, mx: 'auto', my: { xs: 2, sm: 5 }, p: { xs: 2.5, sm: 4 } }}
    >
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3, textAlign: 'center' }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * Under each form, the way to the other one ("Don't have an account? Register"), carrying where
 * the visitor was going (see utils/return-path.ts).
 */
export function AuthSwitch({
  question,
  to,
  label,
  state,
}: {
  question: string;
  to: string;
  label: string;
  state: unknown;
}) {
  return (
    <Typography variant="body2" sx={{ textAlign: 'center' }}>
      {question}{' '}
      <Link component={RouterLink} to={to} state={state} sx={{ fontWeight: 600 }}>
        {label}
      </Link>
    </Typography>
  );
}
