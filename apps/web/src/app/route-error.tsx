import { Link as RouterLink, useRouteError } from 'react-router';
import { useStore } from '@nanostores/react';
import { i18n } from '../i18n/i18n.ts';

const words = i18n('browse/route-error', {
  failed: 'Something went wrong while loading this page.',
  reload: 'Reload',
  back: 'Back to the shop',
});

/**
 * Shown when a page fails to load or render (for example after a deploy, an old chunk). Part of
 * the first download, so plain elements styled by styles/shell.css rather than MUI.
 */
export function RouteError() {
  const error = useRouteError();
  const t = useStore(words);
  console.warn(error);
  return (
    <div className="route-error">
      <p role="alert">{t.failed}</p>
      <button type="button" className="plain-button solid" onClick={() => window.location.reload()}>
        {t.reload}
      </button>
      <RouterLink className="plain-button" to="/">
        {t.back}
      </RouterLink>
    </div>
  );
}
