import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { SERVER_MESSAGES } from '@shop/contract';

/**
 * Serves the built web app and answers unknown GETs from browsers with index.html, so the
 * client-side routes (/login, /user-products/cart, ...) load directly. Everything else that
 * matches no route gets a JSON 404.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { root: string | null }) => {
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
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      root &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      request.headers.accept?.includes('text/html');
    if (wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).send({ message: SERVER_MESSAGES.routeNotFound });
  });
});
