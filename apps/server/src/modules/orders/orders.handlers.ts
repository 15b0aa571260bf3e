import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '@shop/contract';
import type { Handlers } from '../../plugins/calls.ts';
import * as service from './orders.service.ts';

export const ordersHandlers = (app: FastifyInstance) =>
  ({
    checkout: {
      // The session is confirmed inside the checkout's own database call (see the guard).
      guard: 'customer-claims',
      handle: async ({ request, reply, body, headers }) => {
        const { order, replayed } = await service.checkout(
          app.db,
          request.customerClaims!,
          body,
          headers['idempotency-key'],
        );
        if (replayed) reply.header('idempotent-replayed', 'true');
        return { order };
      },
    },

    getOrders: async ({ user }) => ({ orders: await service.listOwnOrders(app.db, user.id) }),

    cancelOrder: async ({ params, user }) => {
      const order = await service.cancelOrder(
        app.db,
        params.id,
        user.id,
        app.notifications.effects,
      );
      app.notifications.worker.wake();
      return { message: SERVER_MESSAGES.orderCancelled, order };
    },

    getCustomerQueue: async ({ query, remember }) =>
      remember(`customer-queue:${query.status}`, async () => ({
        customer: await service.listCustomerQueue(app.db, query.status),
      })),

    setOrderStatus: async ({ params, body, user }) => {
      const answer = await service.setOrderStatus(
        app.db,
        params.id,
        body,
        user.id,
        app.notifications.effects,
      );
      app.notifications.worker.wake();
      return answer;
    },

    setOrderReference: async ({ params, body, user }) => ({
      order: await service.setOrderReference(app.db, params.id, user.id, body.gcashReference),
    }),

    setOrderPaid: async ({ params, body, user }) =>
      service.setOrderPaid(app.db, params.id, body.paid, user.id),

    clearCustomerInfo: async ({ params }) => {
      await service.clearCustomerInfo(app.db, params.id);
      app.maintenance.afterCustomerInfoCleared();
      return { message: SERVER_MESSAGES.customerInfoCleared };
    },
  }) satisfies Partial<Handlers>;
