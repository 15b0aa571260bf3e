import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Exposes the opened database to repositories; closing the app closes it. */
export const dbPlugin = fp(
  async (app: FastifyInstance, options: { database: Database; closeOnShutdown: boolean }) => {
    app.decorate<Database>('database', options.database);
    app.decorate('db', options.database.db);
    if (options.closeOnShutdown) app.addHook('onClose', () => options.database.close());
  },
  { name: 'db' },
);
