import type { ReactNode } from 'react';

/**
 * Spec section 2: children centred, uppercase, wide letter spacing, static light green bar.
 * A plain heading styled by styles/controls.css (it opens every list page, so it is drawn without MUI).
 */
export function PageHeader({ children }: { children: ReactNode }) {
  return <h1 className="page-header">{children}</h1>;
}
