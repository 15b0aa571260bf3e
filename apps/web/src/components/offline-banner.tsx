import { useStore } from '@nanostores/react';
import { $language } from '../i18n/language.ts';
import { offlineText, useOnline } from '../lib/connection.ts';

/**
 * While the phone has no network (issue 29): the pages, categories and photos it has seen still
 * open (the service worker keeps them), and this line says how old their prices are.
 */
export function OfflineBanner() {
  const online = useOnline();
  const language = useStore($language);
  if (online) return null;
  return (
    <p className="offline-banner" role="status">
      {offlineText(new Date(), language)}
    </p>
  );
}
