import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES, UPLOADS_PATH } from '@shop/contract';
import { notFound } from '../../lib/errors.ts';

/** A name holds the same bytes forever (image-store.ts): browsers keep it a year, unasked. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the uploaded photos at /uploads/{file}. Not a call of the API (no JSON, no session):
 * anyone may see a product's photo. Only names the store makes are looked up.
 */
export function registerUploadsRoute(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>(`${UPLOADS_PATH}:file`, async (request, reply) => {
    let found: { file: string; size: number } | undefined;
    for (const file of app.images.filesOf(request.params.file)) {
      const size = await stat(file).then(
        (s) => (s.isFile() ? s.size : -1),
        () => -1,
      );
      if (size >= 0) {
        found = { file, size };
        break;
      }
    }
    if (!found) throw notFound(SERVER_MESSAGES.notFound);
    const etag = `"${request.params.file}"`;
    reply.header('cache-control', IMMUTABLE).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply
      .type('image/webp')
      .header('content-length', found.size)
      .send(createReadStream(found.file));
  });
}
