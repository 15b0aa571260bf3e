import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AlertHost } from '../components/alert-host.tsx';
import { AppUpdate } from './app-update.tsx';
import { BackClosesModals } from './back-closes-modals.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { LiveUpdates } from './live-updates.tsx';
import { SessionCheck } from './session-check.tsx';

/**
 * What every page needs, and the one place result dialogs and confirmations (lib/alerts.ts)
 * are drawn. MUI's theme and baseline are not here: they load with the first page
 * drawn with MUI (app/mui-theme.tsx), so the public pages start without MUI and emotion.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionCheck />
      <LiveUpdates />
      {children}
      <AlertHost />
      <BackClosesModals />
      <AppUpdate />
    </QueryClientProvider>
  );
}
