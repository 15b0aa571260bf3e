import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES } from '@shop/contract';
import { AppError } from '../lib/errors.ts';

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: SERVER_MESSAGES.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: SERVER_MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid Content-Length header.',
  FST_ERR_CTP_EMPTY_JSON_BODY: SERVER_MESSAGES.malformedJson,
  FST_ERR_CTP_INVALID_JSON_BODY: SERVER_MESSAGES.malformedJson,
};

/** One place decides what an error looks like: always JSON `{ message }`, never internals. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send(
          error.field ? { message: error.message, field: error.field } : { message: error.message },
        );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || undefined;
      const where = error.validationContext === 'querystring' ? 'query' : error.validationContext;
      const message = first?.message ?? 'Invalid request';
      return reply.status(400).send({ message, field: field ?? where });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (JSON syntax, media type, size): safe to describe.
      const message =
        (error.code && FASTIFY_MESSAGES[error.code]) ??
        (error instanceof SyntaxError ? SERVER_MESSAGES.malformedJson : error.message);
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: SERVER_MESSAGES.internal });
  });
});
