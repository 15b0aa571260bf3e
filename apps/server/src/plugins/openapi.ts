import { STATUS_CODES } from 'node:http';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TOKEN_COOKIE,
  api,
  errorResponse,
  type CallName,
  type Endpoint,
  type ErrorStatus,
} from '@shop/contract';

/**
 * The OpenAPI document is written for generated clients (openapi-typescript, orval): every
 * operation is named by its call in the contract (its operationId), says whether it needs a
 * session, and lists each answer with its media type. All of it is documentation only: the
 * routes, their checks and their answers come from plugins/calls.ts, untouched by this file.
 */

/** The session: the token from the login answer as a bearer token, or its HttpOnly cookie. */
export const securitySchemes = {
  bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
  cookieAuth: { type: 'apiKey', in: 'cookie', name: TOKEN_COOKIE },
} as const;
const sessionSecurity = Object.keys(securitySchemes).map((scheme) => ({ [scheme]: [] }));

/** What each error status means, for every call that answers it (the contract's `errors`). */
const ERROR_MEANINGS: Record<ErrorStatus, string> = {
  400: 'Invalid request: `message` says why and `field` names the part at fault (a CSV import lists each bad row in `errors`)',
  401: 'Not signed in, or the session has ended (login: wrong email or password)',
  403: 'The signed-in role may not make this call',
  404: 'Not found: `message` says what',
  409: 'Conflicts with the current state (stock, order status, an existing account): `message` says why',
  422: 'The Idempotency-Key was used before with other details',
  429: 'Too many attempts: try again after Retry-After seconds',
};

/**
 * Schemas given a name in components/schemas and referred to, not repeated: every error of
 * every call has the one body the error handler sends (plugins/error-handler.ts).
 */
const namedSchemas = z.registry<{ id: string }>();
namedSchemas.add(errorResponse, { id: 'ErrorResponse' });

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });

/** The success answer as a client receives it: JSON, a file, or a stream of events. */
function successOf(entry: Endpoint) {
  const description = STATUS_CODES[entry.status] ?? 'Success';
  if (entry.stream) {
    return {
      description: `${description}: a text/event-stream whose events each carry one JSON object`,
      content: { 'text/event-stream': { schema: z.string() } },
    };
  }
  if (entry.produces) {
    return { description, content: { [entry.produces]: { schema: entry.response } } };
  }
  return { description, ...json(entry.response) };
}

/**
 * The operation's documentation: name, tag, summary, who may call it, every answer. A file
 * upload's handler reads its multipart body itself (no route schema): here it is one binary
 * field, so a client knows to send the file.
 */
function operationOf(name: CallName, entry: Endpoint) {
  return {
    operationId: name,
    tags: [entry.tag],
    summary: entry.summary,
    security: entry.access === 'anyone' ? [] : sessionSecurity,
    ...(entry.upload ? { body: z.strictObject({ [entry.upload.field]: z.file() }) } : {}),
    response: {
      [entry.status]: successOf(entry),
      ...Object.fromEntries(
        entry.errors.map((status) => [
          status,
          { description: ERROR_MEANINGS[status], ...json(errorResponse) },
        ]),
      ),
    },
  };
}

const callsByRoute = new Map(
  (Object.keys(api) as CallName[]).map((name) => [`${api[name].method} ${api[name].path}`, name]),
);
const zodToOpenApi = createJsonSchemaTransform({ schemaRegistry: namedSchemas });

/**
 * @fastify/swagger's per-route transform: a call of the contract is documented from its entry;
 * any other route (the photos under /uploads, the web app, the docs themselves) is not part of
 * the API and is left out.
 */
export const documentCall: SwaggerTransform = (route) => {
  const method = [route.route.method].flat()[0];
  const name = callsByRoute.get(`${method} ${route.route.url}`);
  if (!name) return { schema: { hide: true }, url: route.url };
  return zodToOpenApi({ ...route, schema: { ...route.schema, ...operationOf(name, api[name]) } });
};

const withNamedSchemas = createJsonSchemaTransformObject({ schemaRegistry: namedSchemas });

/**
 * Adds the named schemas (ErrorResponse) to components/schemas. The zod transform names an
 * input and an output form of each; the ones no operation refers to (ErrorResponseInput, as
 * no request carries an error) are left out.
 */
export const documentComponents: SwaggerTransformObject = (document) => {
  // A new object from the zod transform: trimming it in place touches nothing else.
  const openapi = withNamedSchemas(document);
  const schemas = 'components' in openapi ? openapi.components?.schemas : undefined;
  const referred = JSON.stringify(openapi.paths);
  for (const id of Object.keys(schemas ?? {})) {
    if (!referred.includes(`"#/components/schemas/${id}"`)) delete schemas?.[id];
  }
  return openapi;
};
