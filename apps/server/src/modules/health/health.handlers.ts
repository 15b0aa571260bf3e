import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../plugins/calls.ts';

export const healthHandlers = (app: FastifyInstance) =>
  ({
    health: async () => {
      await app.database.ping();
      return { status: 'ok' as const, database: app.database.kind };
    },
  }) satisfies Partial<Handlers>;
