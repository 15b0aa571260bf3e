import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { createQueryClient } from '../lib/query-client.ts';
import { theme } from './theme.ts';
import { SessionCheck } from './session-check.tsx';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {/* SweetAlert2 stacks at z-index 1060, under MUI dialogs (1300): an alert raised from an
            open dialog (Missing fields, Oops!) would hide behind its backdrop. */}
        <GlobalStyles styles={{ '.swal2-container': { zIndex: theme.zIndex.modal + 100 } }} />
        <SessionCheck />
        {children}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
