import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categorySalesResponse, errorResponse } from '@shop/contract';
import { sessionSecurity } from '../../lib/openapi.ts';
import { sendCached } from '../../lib/response-cache.ts';
import * as service from './analytics.service.ts';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/product/category-sales', {
    onRequest: app.requireRole('admin'),
    schema: {
      tags: ['analytics'],
      summary:
        'Approved sales per category (every category, possibly with no items) and the top 10 products by units sold (admin)',
      security: sessionSecurity,
      response: { 200: categorySalesResponse, 401: errorResponse, 403: errorResponse },
    },
    handler: async (request, reply) => {
      const answer = await service.categorySalesBody(app.db);
      return sendCached(request, reply, answer, 'private, no-cache');
    },
  });
};
