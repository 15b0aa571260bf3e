import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { ReactNode } from 'react';

/** The "Back to ..." links at the top of the list pages. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button
      component={RouterLink}
      to={to}
      startIcon={<ArrowBackIcon />}
      sx={{ mb: 2, textTransform: 'none', fontWeight: 600 }}
    >
      {children}
    </Button>
  );
}
