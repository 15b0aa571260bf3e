/**
 * A `Link` preload hint for a call the web app reads: `as=fetch` with credentials, as its client
 * asks, so the browser hands the preloaded answer to the app's own request instead of asking
 * again.
 */
export const fetchPreloadHint = (url: string): string =>
  `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`;
