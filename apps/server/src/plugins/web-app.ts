import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { SERVER_MESSAGES } from '@shop/contract';

/**
 * Serves the built web app and answers unknown GETs from browsers with index.html, so the
 * client-side routes (/login, /user-products/cart, ...) load directly. Everything else that
 * matches no route gets a JSON 404.
 */
export interface WebAppOptions {
  root: string | null;
  /** `Link` preload hints for a page's HTML (its main data and picture), by request path. */
  preloads?: (pathname: string) => Promise<string[]>;
}

export const webAppPlugin = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const root =
    options.root && existsSync(path.join(options.root, 'index.html')) ? options.root : null;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Vite fingerprints everything under assets/: cache it for good.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      root &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      request.headers.accept?.includes('text/html');
    if (!wantsPage) return reply.status(404).send({ message: SERVER_MESSAGES.routeNotFound });
    const pathname = request.url.split('?', 1)[0] ?? '/';
    const links = options.preloads ? await hintsOrNone(options.preloads, pathname, request) : [];
    if (links.length > 0) reply.header('link', links.join(', '));
    // cacheControl: false keeps this header (sendFile would set its own "public, max-age=0").
    return reply
      .header('cache-control', 'no-cache')
      .sendFile('index.html', { cacheControl: false });
  });
});

/** Hints only speed a page up: when they cannot be worked out, the page is served without. */
async function hintsOrNone(
  preloads: (pathname: string) => Promise<string[]>,
  pathname: string,
  request: FastifyRequest,
): Promise<string[]> {
  try {
    return await preloads(pathname);
  } catch (error) {
    request.log.warn({ err: error }, 'page preload hints failed');
    return [];
  }
}
