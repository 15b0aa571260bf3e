import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES, retryRefused } from '@shop/contract';
import type { Handlers } from '../../plugins/calls.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { listNotifications, requeueFailed } from '../../notifications/outbox.ts';

export const notificationsHandlers = (app: FastifyInstance) =>
  ({
    listNotifications: async ({ query }) => ({
      notifications: await listNotifications(app.db, query.status),
    }),

    retryNotification: async ({ params }) => {
      const result = await requeueFailed(app.db, params.id);
      if (!result) throw notFound(SERVER_MESSAGES.notificationNotFound);
      if (!result.requeued) throw conflict(retryRefused(result.notification.status));
      app.notifications.worker.wake();
      return { message: SERVER_MESSAGES.notificationRequeued, notification: result.notification };
    },
  }) satisfies Partial<Handlers>;
