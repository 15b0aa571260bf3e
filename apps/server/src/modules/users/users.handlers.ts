import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '@shop/contract';
import type { Handlers } from '../../plugins/calls.ts';
import * as service from './users.service.ts';

export const usersHandlers = (app: FastifyInstance) =>
  ({
    signup: async ({ body }) => ({ data: await service.signUp(app.db, body) }),

    login: async ({ body, reply }) => {
      const row = await service
        .logIn(app.db, body, {
          attempts: app.attempts,
          maxFailures: app.limits.loginFailuresPerAccount,
        })
        .catch((error: unknown) => {
          if (error instanceof service.TooManyAttemptsError) {
            reply.header('retry-after', String(error.retryAfterSeconds));
          }
          throw error;
        });
      const token = app.signSession(row);
      app.setSessionCookie(reply, token);
      return { token, user: service.toUser(row) };
    },

    logout: async ({ request, reply }) => {
      // Anyone may call it; a valid session is also ended on the server.
      const user = await app.identify(request);
      if (user) await service.logOut(app.db, user.id);
      app.clearSessionCookie(reply);
      return { message: SERVER_MESSAGES.loggedOut };
    },

    getMe: async ({ user }) => ({ data: await service.getUser(app.db, user.id) }),

    createCashier: async ({ body }) => ({ data: await service.createCashier(app.db, body) }),

    listCashiers: async () => ({ result: await service.listCashiers(app.db) }),

    deleteCashier: async ({ params }) => {
      await service.deleteCashier(app.db, params.id);
      return { message: SERVER_MESSAGES.cashierDeleted };
    },

    setCashierPassword: async ({ params, body }) => {
      await service.setCashierPassword(app.db, params.id, body.password);
      return { message: SERVER_MESSAGES.cashierPasswordSet };
    },
  }) satisfies Partial<Handlers>;
