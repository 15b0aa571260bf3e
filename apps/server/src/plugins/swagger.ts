import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { api } from '@shop/contract';
import { documentCall, documentComponents, securitySchemes } from './openapi.ts';

/**
 * OpenAPI 3 generated from the contract (each operation by plugins/openapi.ts), served at
 * /docs/json; the docs page lives at /docs.
 */
export const swaggerPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Bakery supply shop API',
        description: `Customers order baking ingredients; cashiers approve or decline orders; the admin manages products, cashiers and analytics. Sign in with ${api.login.method} ${api.login.path}: the token comes back in the body and in an HttpOnly cookie.`,
        version: '1.0.0',
      },
      // The API is served by the same server as the document: relative to where it was read.
      servers: [{ url: '/' }],
      components: { securitySchemes },
    },
    transform: documentCall,
    transformObject: documentComponents,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
});
