import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';

/** Spec section 2: children centred, uppercase, wide letter spacing, static light green bar. */
export function PageHeader({ children }: { children: ReactNode }) {
  return (
    <AppBar
      position="static"
      elevation={0}
      sx={{ bgcolor: '#c8e6c9', color: '#1b5e20', mb: 3, borderRadius: 1 }}
    >
      <Toolbar
        component="h1"
        sx={{
          justifyContent: 'center',
          textTransform: 'uppercase',
          letterSpacing: '0.2em',
          fontWeight: 700,
          fontSize: { xs: '1.1rem', sm: '1.4rem' },
          m: 0,
          textAlign: 'center',
        }}
      >
        {children}
      </Toolbar>
    </AppBar>
  );
}
