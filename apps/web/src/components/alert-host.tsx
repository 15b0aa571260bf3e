import { lazy, Suspense, useState } from 'react';
import { useCurrentAlert, useCurrentNotice } from '../lib/alerts.ts';

/** The MUI dialog (and MUI itself) loads the first time a page asks for one. */
const AlertDialog = lazy(() => import('./alert-dialog.tsx'));
/** Likewise the short notice, the first time one shows. */
const ResultNotice = lazy(() => import('./result-notice.tsx'));

/**
 * Draws the dialog that `showResult`, `confirmAction` or `confirmWithNote` (lib/alerts.ts) asked
 * for, and the notice of `showNotice`. Mounted once, in the app's providers; a dialog that has
 * been answered stays drawn until it has finished closing.
 */
export function AlertHost() {
  const current = useCurrentAlert();
  const [shown, setShown] = useState(current);
  if (current && current !== shown) setShown(current);
  return (
    <>
      {shown && (
        <Suspense fallback={null}>
          <AlertDialog request={shown} open={current === shown} onExited={() => setShown(null)} />
        </Suspense>
      )}
      <NoticeHost />
    </>
  );
}

function NoticeHost() {
  const { notice, open } = useCurrentNotice();
  if (!notice) return null;
  return (
    <Suspense fallback={null}>
      <ResultNotice notice={notice} open={open} />
    </Suspense>
  );
}
