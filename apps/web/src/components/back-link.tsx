import { Link as RouterLink } from 'react-router';
import type { ReactNode } from 'react';
import { BackArrowIcon } from './shell-icons.tsx';

/** The "Back to ..." links at the top of the list pages (styled by styles/controls.css). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <RouterLink className="back-link" to={to}>
      <BackArrowIcon />
      {children}
    </RouterLink>
  );
}
