import { lazy, Suspense, useState } from 'react';
import { useCurrentAlert } from '../lib/alerts.ts';

/** The MUI dialog (and MUI itself) loads the first time a page asks for one. */
const AlertDialog = lazy(() => import('./alert-dialog.tsx'));

/**
 * Draws the dialog that `showResult`, `confirmAction` or `confirmWithNote` (lib/alerts.ts) asked
 * for. Mounted once, in the app's providers; a dialog that has been answered stays drawn until it
 * has finished closing.
 */
export function AlertHost() {
  const current = useCurrentAlert();
  const [shown, setShown] = useState(current);
  if (current && current !== shown) setShown(current);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <AlertDialog request={shown} open={current === shown} onExited={() => setShown(null)} />
    </Suspense>
  );
}
