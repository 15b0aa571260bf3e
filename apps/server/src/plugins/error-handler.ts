import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { COUNTER_MESSAGES, SERVER_MESSAGES } from '@shop/contract';
import { pgError } from '../db/transaction.ts';
import { AppError } from '../lib/errors.ts';

/**
 * Fastify's own client errors, each with a message of ours: theirs can quote the request (the
 * router's name the path it could not read) and carry an FST_ code nobody should need to see.
 */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: SERVER_MESSAGES.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: SERVER_MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid Content-Length header.',
  FST_ERR_CTP_EMPTY_JSON_BODY: SERVER_MESSAGES.malformedJson,
  FST_ERR_CTP_INVALID_JSON_BODY: SERVER_MESSAGES.malformedJson,
  FST_ERR_BAD_URL: SERVER_MESSAGES.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: SERVER_MESSAGES.urlTooLong,
  FST_ERR_ROUTE_MISSING_CONTENT_TYPE: SERVER_MESSAGES.unsupportedMediaType,
};

/**
 * Unique indexes whose violation is the caller's conflict, not a fault (409 with these words):
 * the rule is the database's, so every path that writes the column (the dialog, the CSV import,
 * a race the service's own check could not see) answers the same.
 */
const UNIQUE_CONFLICTS: Record<string, { message: string; field?: string }> = {
  products_barcode_unique: {
    message: 'This barcode is already used by another product.',
    field: 'barcode',
  },
  shifts_one_open_idx: { message: COUNTER_MESSAGES.shiftAlreadyOpen },
};

/** The security headers every answer carries (plugins/security.ts, securityHeaders). */
export type HeaderList = readonly (readonly [name: string, value: string])[];

/** The one place that decides what an error answer is: always JSON `{ message }`, never internals. */
function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply.status(error.statusCode).send({
      message: error.message,
      ...(error.field ? { field: error.field } : {}),
      ...(error.errors ? { errors: error.errors } : {}),
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || undefined;
    const where = error.validationContext === 'querystring' ? 'query' : error.validationContext;
    const message = first?.message ?? 'Invalid request';
    return reply.status(400).send({ message, field: field ?? where });
  }
  const database = pgError(error);
  const unique =
    database?.code === '23505' ? UNIQUE_CONFLICTS[database.constraint ?? ''] : undefined;
  if (unique) return reply.status(409).send(unique);
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (JSON syntax, media type, size, the router's) in our words;
    // one we have no words for yet says only that the request was not understood.
    const message =
      (error.code && FASTIFY_MESSAGES[error.code]) ??
      (error instanceof SyntaxError
        ? SERVER_MESSAGES.malformedJson
        : error.code?.startsWith('FST_')
          ? SERVER_MESSAGES.unreadableRequest
          : error.message);
    return reply.status(status).send({ message });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ message: SERVER_MESSAGES.internal });
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(handleError);
});

/**
 * Fastify's `frameworkErrors`: what its router cannot take a request through (a path that does
 * not decode, such as /%c0%ae%c0%ae/etc/passwd, or a path parameter past maxParamLength) would be
 * answered with Fastify's own body, which quotes the path and names an FST_ code, and without
 * any hook having run. Here it goes to the app's error handler instead, after the security
 * headers the onRequest hook would have set. `app` is the app being built (its error handler is
 * set once its plugins have loaded, before any request).
 */
export function routerErrorHandler(
  headers: HeaderList,
  app: () => FastifyInstance,
): NonNullable<FastifyServerOptions['frameworkErrors']> {
  return (error, request, reply) => {
    for (const [name, value] of headers) reply.header(name, value);
    void app().errorHandler.call(app(), error, request, reply);
  };
}

/** What a request the HTTP parser could not read gets, by Node's error code. */
function unreadableAnswer(code: string | undefined): { status: number; message: string } {
  switch (code) {
    case 'HPE_INVALID_METHOD':
      return { status: 400, message: SERVER_MESSAGES.methodNotSupported };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: SERVER_MESSAGES.requestTimeout };
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: SERVER_MESSAGES.headersTooLarge };
    default:
      return { status: 400, message: SERVER_MESSAGES.unreadableRequest };
  }
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request (an unknown method such
 * as BREW, a malformed request line or header, headers too large, too slow) before any request
 * object exists. The answer is written to the socket by hand, as Fastify's default does, but as
 * `{ message }` with the security headers, and the connection is closed.
 */
export function unreadableRequestHandler(headers: HeaderList) {
  return function onClientError(
    this: FastifyInstance,
    error: Error & { code?: string },
    socket: Socket,
  ) {
    // A reset connection, or one already gone: there is nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    this.log.debug({ err: error }, 'unreadable request');
    if (socket.writable) {
      const { status, message } = unreadableAnswer(error.code);
      const body = JSON.stringify({ message });
      const lines = [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        ...headers.map(([name, value]) => `${name}: ${value}`),
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy(error);
  };
}
