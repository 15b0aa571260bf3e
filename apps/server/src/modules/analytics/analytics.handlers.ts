import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../plugins/calls.ts';
import * as service from './analytics.service.ts';

export const analyticsHandlers = (app: FastifyInstance) =>
  ({
    // Names, prices and stock are the products' current ones; sales count approved orders.
    getCategorySales: async ({ remember }) =>
      remember('category-sales', () => service.categorySales(app.db)),
  }) satisfies Partial<Handlers>;
