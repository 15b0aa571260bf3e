import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '@shop/contract';
import type { Handlers } from '../../plugins/calls.ts';
import { checkout } from './checkout.service.ts';
import {
  clearCustomerInfo,
  listOwnOrders,
  setOrderPaid,
  setOrderReference,
} from './orders.service.ts';
import { listCustomerQueue } from './queue.service.ts';
import { cancelOrder, setOrderStatus } from './status.service.ts';
import { setOrderZone } from './zone.service.ts';

export const ordersHandlers = (app: FastifyInstance) =>
  ({
    checkout: {
      // The session is confirmed inside the checkout's own database call (see the guard).
      guard: 'customer-claims',
      handle: async ({ request, reply, body, headers }) => {
        const { order, replayed } = await checkout(
          app.db,
          request.customerClaims!,
          body,
          headers['idempotency-key'],
          app.checkoutsPerCustomerPerHour,
        );
        if (replayed) reply.header('idempotent-replayed', 'true');
        return { order };
      },
    },

    getOrders: async ({ user }) => ({ orders: await listOwnOrders(app.db, user.id) }),

    cancelOrder: async ({ params, user }) => {
      const order = await cancelOrder(app.db, params.id, user.id, app.notifications.effects);
      app.notifications.worker.wake();
      return { message: SERVER_MESSAGES.orderCancelled, order };
    },

    getCustomerQueue: async ({ query, remember, user }) => {
      const load = async () => ({
        customer: await listCustomerQueue(app.db, user, query.status, {
          search: query.search,
          shiftId: query.shiftId,
        }),
      });
      // Searches are many and each is asked once: only the plain filters are kept (a shift's
      // orders are its cashier's own). `today` changes at midnight with no write to drop it, so
      // it is never kept either.
      return query.search || query.shiftId || query.status === 'today'
        ? load()
        : remember(`customer-queue:${query.status}`, load);
    },

    setOrderStatus: async ({ params, body, user }) => {
      const answer = await setOrderStatus(
        app.db,
        params.id,
        body,
        user.id,
        app.notifications.effects,
      );
      app.notifications.worker.wake();
      return answer;
    },

    setOrderZone: async ({ params, body, user }) => {
      const answer = await setOrderZone(
        app.db,
        params.id,
        body.zoneId,
        user.id,
        app.notifications.effects,
      );
      app.notifications.worker.wake();
      return answer;
    },

    setOrderReference: async ({ params, body, user }) => ({
      order: await setOrderReference(app.db, params.id, user.id, body.gcashReference),
    }),

    setOrderPaid: async ({ params, body, user }) =>
      setOrderPaid(app.db, params.id, body.paid, user.id),

    clearCustomerInfo: async ({ params }) => {
      await clearCustomerInfo(app.db, params.id);
      app.maintenance.afterCustomerInfoCleared();
      return { message: SERVER_MESSAGES.customerInfoCleared };
    },
  }) satisfies Partial<Handlers>;
