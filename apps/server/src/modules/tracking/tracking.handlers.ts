import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../plugins/calls.ts';
import * as service from './tracking.service.ts';

/** An order's public tracking page: anyone holding the link's code. */
export const trackingHandlers = (app: FastifyInstance) =>
  ({
    trackOrder: async ({ params }) => ({ order: await service.trackOrder(app.db, params.code) }),
  }) satisfies Partial<Handlers>;
