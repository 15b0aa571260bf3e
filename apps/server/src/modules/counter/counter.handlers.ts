import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../plugins/calls.ts';
import { refundCounterSale } from './refunds.service.ts';
import { createCounterSale } from './sales.service.ts';
import * as shifts from './shifts.service.ts';

/** The counter: walk-in sales, refunds and shifts (issue 27, docs/decisions/0082). */
export const counterHandlers = (app: FastifyInstance) =>
  ({
    createCounterSale: async ({ body, headers, user, reply }) => {
      const { response, replayed } = await createCounterSale(
        app.db,
        user.id,
        body,
        headers['idempotency-key'],
        app.notifications.effects,
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      else app.notifications.worker.wake();
      return response;
    },
    refundCounterSale: async ({ params, body, user }) =>
      refundCounterSale(app.db, params.id, user.id, body),
    openShift: async ({ body, user }) => shifts.openShift(app.db, user.id, body.float),
    closeShift: async ({ params, body, user }) => shifts.closeShift(app.db, user, params.id, body),
    currentShift: async ({ user }) => ({ shift: await shifts.currentShift(app.db, user.id) }),
    listShifts: async ({ query, user }) => ({
      shifts: await shifts.listShifts(app.db, user, query),
    }),
  }) satisfies Partial<Handlers>;
