import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../plugins/calls.ts';

/**
 * The events call: the signed-in user's live order events. The stream opens with `ready`; each
 * event carries the order's id, number, status and time, nothing personal. A stream that
 * cannot keep up (a send rejected because the client went) is simply dropped; the browser's
 * EventSource reconnects by itself.
 */
export const liveHandlers = (app: FastifyInstance) =>
  ({
    events: async ({ user, reply }) => {
      reply.sse.keepAlive();
      const unsubscribe = app.live.subscribe(
        { id: user.id, role: user.role },
        (type, event) => {
          if (reply.sse.isConnected) reply.sse.send({ event: type, data: event }).catch(() => {});
        },
        () => reply.sse.close(),
      );
      reply.sse.onClose(unsubscribe);
      await reply.sse.send({ event: 'ready', data: {} });
    },
  }) satisfies Partial<Handlers>;
