import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../plugins/calls.ts';

/**
 * The events call: the signed-in user's live order events. The stream opens with `ready`; each
 * event carries the order's id, number, status and time, nothing personal. A stream that
 * cannot keep up (a send rejected because the client went) is simply dropped; the browser's
 * EventSource reconnects by itself. The stream ends with the session (logout, a new password,
 * the account deleted) within the hub's session check, and a user's eleventh ends their oldest.
 */
export const liveHandlers = (app: FastifyInstance) =>
  ({
    events: async ({ user, reply }) => {
      reply.sse.keepAlive();
      const unsubscribe = app.live.subscribe(
        { id: user.id, role: user.role, tokenVersion: user.tokenVersion },
        (type, event) => {
          if (reply.sse.isConnected) reply.sse.send({ event: type, data: event }).catch(() => {});
        },
        () => reply.sse.close(),
      );
      reply.sse.onClose(unsubscribe);
      await reply.sse.send({ event: 'ready', data: {} });
    },
  }) satisfies Partial<Handlers>;
