import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addToCartBody,
  cartResponse,
  errorResponse,
  getCartResponse,
  removeFromCartBody,
} from '@shop/contract';
import { sessionSecurity } from '../../lib/openapi.ts';
import * as service from './cart.service.ts';
import { plainJson } from '../../lib/plain-json.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** The signed-in customer's own cart; the owner always comes from the token, never the body. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/product/post-cart', {
    onRequest: app.requireRole('customer'),
    serializerCompiler: plainJson,
    schema: {
      tags: ['cart'],
      summary:
        'Add a product to the cart at a price type (customer); the same product and type add up',
      security: sessionSecurity,
      body: addToCartBody,
      response: { 200: cartResponse, 404: errorResponse, 409: errorResponse, ...errors },
    },
    handler: async (request) => ({
      cart: await service.addToCart(app.db, request.currentUser!.id, request.body),
    }),
  });

  app.get('/product/get-cart', {
    onRequest: app.requireRole('customer'),
    serializerCompiler: plainJson,
    schema: {
      tags: ['cart'],
      summary: "The customer's cart at current prices",
      security: sessionSecurity,
      response: { 200: getCartResponse, 401: errorResponse, 403: errorResponse },
    },
    handler: async (request) => service.getCart(app.db, request.currentUser!.id),
  });

  app.post('/product/remove-from-cart', {
    onRequest: app.requireRole('customer'),
    serializerCompiler: plainJson,
    schema: {
      tags: ['cart'],
      summary:
        "Remove a product's line of one price type, or all its lines without priceType (customer)",
      security: sessionSecurity,
      body: removeFromCartBody,
      response: { 200: cartResponse, 404: errorResponse, ...errors },
    },
    handler: async (request) => ({
      cart: await service.removeFromCart(app.db, request.currentUser!.id, request.body),
    }),
  });
};
