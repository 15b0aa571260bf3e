import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createProductBody,
  deleteProductResponse,
  errorResponse,
  idParams,
  productResponse,
  productsQuery,
  productsResponse,
  updateProductBody,
} from '@shop/contract';
import { sessionSecurity } from '../../lib/openapi.ts';
import { sendCached } from '../../lib/response-cache.ts';
import * as service from './products.service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/product/get-products', {
    schema: {
      tags: ['products'],
      summary:
        'List products, soonest expiry first. Visitors and customers get only sellable ones (expiring more than 92 days from today); cashiers and admins get every product that is not deleted.',
      querystring: productsQuery,
      response: { 200: productsResponse, 400: errorResponse },
    },
    handler: async (request, reply) => {
      // Optional sign-in: an absent or invalid token means a visitor. Customers see what
      // visitors see, so only a token claiming a staff role costs a session lookup.
      const claimed = app.claimedRole(request);
      const viewer = claimed && claimed !== 'customer' ? await app.identify(request) : null;
      const listing = await service.productListing(app.db, viewer?.role, request.query.category);
      // Browsers and proxies may keep the listing but must revalidate each time (no-cache), so
      // a price or stock change shows on the next request; an unchanged one costs a 304.
      return sendCached(
        request,
        reply,
        listing,
        claimed ? 'private, no-cache' : 'public, no-cache',
      );
    },
  });

  app.post('/admin/post-product', {
    onRequest: app.requireRole('admin'),
    schema: {
      tags: ['products'],
      summary: 'Create a product (admin)',
      security: sessionSecurity,
      body: createProductBody,
      response: { 201: productResponse, ...errors },
    },
    handler: async (request, reply) => {
      const product = await service.createProduct(app.db, request.body);
      return reply.status(201).send({ product });
    },
  });

  app.put('/admin/update-product/:id', {
    onRequest: app.requireRole('admin'),
    schema: {
      tags: ['products'],
      summary: 'Change any fields of a product (admin); null removes a half or retail price',
      security: sessionSecurity,
      params: idParams,
      body: updateProductBody,
      response: { 200: productResponse, 404: errorResponse, ...errors },
    },
    handler: async (request) => ({
      product: await service.updateProduct(app.db, request.params.id, request.body),
    }),
  });

  app.delete('/product/delete-product/:id', {
    onRequest: app.requireRole('admin'),
    schema: {
      tags: ['products'],
      summary:
        'Delete a product (admin): archived when it appears in orders, removed otherwise; it leaves every cart',
      security: sessionSecurity,
      params: idParams,
      response: { 200: deleteProductResponse, 404: errorResponse, ...errors },
    },
    handler: async (request) => service.deleteProduct(app.db, request.params.id),
  });
};
