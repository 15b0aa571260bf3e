import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, SERVER_MESSAGES } from '@shop/contract';
import type { Handlers } from '../../plugins/calls.ts';
import * as service from './users.service.ts';
import * as account from './account.service.ts';

/** Sets Retry-After on a 429 for too many wrong passwords, then passes the error on. */
const withRetryAfter =
  (reply: { header(name: string, value: string): unknown }) =>
  (error: unknown): never => {
    if (error instanceof service.TooManyAttemptsError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    throw error;
  };

export const usersHandlers = (app: FastifyInstance) =>
  ({
    signup: async ({ body }) => ({ data: await service.signUp(app.db, body) }),

    login: async ({ body, reply }) => {
      const row = await service
        .logIn(app.db, body, {
          attempts: app.attempts,
          maxFailures: app.limits.loginFailuresPerAccount,
        })
        .catch(withRetryAfter(reply));
      const token = app.signSession(row);
      app.setSessionCookie(reply, token);
      return { token, user: { ...service.toUser(row), language: row.language } };
    },

    logout: async ({ request, reply }) => {
      // Anyone may call it; a valid session is also ended on the server.
      const user = await app.identify(request);
      if (user) await service.logOut(app.db, user.id);
      app.clearSessionCookie(reply);
      return { message: SERVER_MESSAGES.loggedOut };
    },

    getMe: async ({ user }) => ({ data: await service.getUser(app.db, user.id) }),

    getAccount: async ({ user }) => ({ account: await account.getAccount(app.db, user.id) }),

    updateAccount: async ({ user, body }) => ({
      account: await account.updateAccount(app.db, user.id, body),
    }),

    // The language switch changes the language alone, whatever else the account holds.
    setLanguage: async ({ user, body }) => ({
      account: await account.updateAccount(app.db, user.id, { language: body.language }),
    }),

    changePassword: async ({ user, body, reply }) => {
      const row = await account
        .changePassword(app.db, user, body, {
          attempts: app.attempts,
          maxFailures: app.limits.loginFailuresPerAccount,
        })
        .catch(withRetryAfter(reply));
      // Every session ended with the old token version; this one goes on under a new token.
      const token = app.signSession(row);
      app.setSessionCookie(reply, token);
      return { message: ACCOUNT_MESSAGES.passwordChanged, token };
    },

    forgotPassword: async ({ body, request }) => {
      await account.requestPasswordReset(app.db, body.email, {
        mailer: app.notifications.mailer,
        publicUrl: app.publicUrl,
        log: request.log,
      });
      return { message: ACCOUNT_MESSAGES.resetLinkSent };
    },

    resetPassword: async ({ body }) => {
      await account.resetPassword(app.db, body.token, body.password, app.attempts);
      return { message: ACCOUNT_MESSAGES.passwordReset };
    },

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
