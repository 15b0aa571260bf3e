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

/** Registers the service worker in the built app, and offers its updates. */
export function AppUpdate() {
  const [reload, setReload] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    // Loaded after the first page: registering is not part of drawing it.
    void import('virtual:pwa-register').then(({ registerSW }) => {
      const update = registerSW({
        onNeedRefresh: () => setReload(() => () => void update(true)),
      });
    });
  }, []);
  if (!reload) return null;
  return <UpdateNotice onReload={reload} onLater={() => setReload(null)} />;
}
