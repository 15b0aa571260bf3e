import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { i18n } from '../i18n/i18n.ts';

const words = i18n('browse/app-update', {
  ready: 'A new version of the shop is ready.',
  reload: 'Reload',
  later: 'Later',
});

/**
 * A new version of the shop, announced and never forced (issue 29): the service worker of the
 * built app (vite-plugin-pwa, registerType 'prompt') has the new files ready, and the customer
 * reloads when it suits them, so nothing typed is lost to an update.
 */
export function UpdateNotice({ onReload, onLater }: { onReload: () => void; onLater: () => void }) {
  const t = useStore(words);
  return (
    <div className="app-update" role="status">
      <span>{t.ready}</span>
      <button type="button" className="plain-button solid" onClick={onReload}>
        {t.reload}
      </button>
      <button type="button" className="plain-button" onClick={onLater}>
        {t.later}
      </button>
    </div>
  );
}

/**
 * Runs `work` once the page has loaded and the browser is idle: what the first screen does not
 * need waits until it is drawn. Registering the service worker right after the first render put
 * its two scripts before the largest paint (bench:pages: landing LCP 1.98 s, of which 0.16 s
 * was that registration).
 */
function afterLoad(work: () => void): () => void {
  // Not every phone's browser has requestIdleCallback (older Safari): a second's wait there.
  const idle = typeof window.requestIdleCallback === 'function';
  let handle: number | undefined;
  const start = () => {
    handle = idle
      ? window.requestIdleCallback(work, { timeout: 3000 })
      : window.setTimeout(work, 1000);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    if (handle === undefined) return;
    if (idle) window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}

/** Registers the service worker in the built app, and offers its updates. */
export function AppUpdate() {
  const [reload, setReload] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    return afterLoad(
      () =>
        void import('virtual:pwa-register').then(({ registerSW }) => {
          const update = registerSW({
            onNeedRefresh: () => setReload(() => () => void update(true)),
          });
        }),
    );
  }, []);
  if (!reload) return null;
  return <UpdateNotice onReload={reload} onLater={() => setReload(null)} />;
}
