import { Link as RouterLink, useRouteError } from 'react-router';

/**
 * Shown when a page fails to load or render (for example after a deploy, an old chunk). Part of
 * the first download, so plain elements styled by styles/shell.css rather than MUI.
 */
export function RouteError() {
  const error = useRouteError();
  console.warn(error);
  return (
    <div className="route-error">
      <p role="alert">Something went wrong while loading this page.</p>
      <button type="button" className="plain-button solid" onClick={() => window.location.reload()}>
        Reload
      </button>
      <RouterLink className="plain-button" to="/">
        Back to the shop
      </RouterLink>
    </div>
  );
}
