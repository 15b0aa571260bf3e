import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SERVER_MESSAGES,
  cashierListResponse,
  createCashierBody,
  errorResponse,
  idParams,
  loginBody,
  loginResponse,
  messageResponse,
  signupBody,
  userDataResponse,
} from '@shop/contract';
import * as service from './users.service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/user/signup', {
    config: { authRateLimit: true },
    schema: {
      tags: ['accounts'],
      summary: 'Create a customer account',
      body: signupBody,
      response: { 201: userDataResponse, 409: errorResponse, ...errors },
    },
    handler: async (request, reply) => {
      const data = await service.signUp(app.db, request.body);
      return reply.status(201).send({ data });
    },
  });

  app.post('/user/login', {
    config: { authRateLimit: true },
    schema: {
      tags: ['accounts'],
      summary: 'Log in; sets the HttpOnly token cookie',
      body: loginBody,
      response: { 200: loginResponse, 429: errorResponse, ...errors },
    },
    handler: async (request, reply) => {
      const row = await service
        .logIn(app.db, request.body, {
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
  });

  app.post('/user/logout', {
    schema: {
      tags: ['accounts'],
      summary: 'Log out: clears the cookie and ends the session',
      response: { 200: messageResponse },
    },
    handler: async (request, reply) => {
      // Anyone may call it; a valid session is also ended on the server.
      const user = await app.identify(request);
      if (user) await service.logOut(app.db, user.id);
      app.clearSessionCookie(reply);
      return { message: SERVER_MESSAGES.loggedOut };
    },
  });

  app.get('/user/me', {
    onRequest: app.requireRole(),
    schema: {
      tags: ['accounts'],
      summary: 'The signed-in user',
      security: [{ bearerAuth: [] }],
      response: { 200: userDataResponse, 401: errorResponse },
    },
    handler: async (request) => ({ data: await service.getUser(app.db, request.currentUser!.id) }),
  });

  app.post('/user/cashier', {
    onRequest: app.requireRole('admin'),
    schema: {
      tags: ['cashiers'],
      summary: 'Create a cashier account (admin)',
      security: [{ bearerAuth: [] }],
      body: createCashierBody,
      response: { 201: userDataResponse, 409: errorResponse, ...errors },
    },
    handler: async (request, reply) => {
      const data = await service.createCashier(app.db, request.body);
      return reply.status(201).send({ data });
    },
  });

  app.get('/user/get-cashier-account', {
    onRequest: app.requireRole('admin'),
    schema: {
      tags: ['cashiers'],
      summary: 'List cashier accounts (admin)',
      security: [{ bearerAuth: [] }],
      response: { 200: cashierListResponse, ...errors },
    },
    handler: async () => ({ result: await service.listCashiers(app.db) }),
  });

  app.delete('/user/get-cashier-account/:id', {
    onRequest: app.requireRole('admin'),
    schema: {
      tags: ['cashiers'],
      summary: 'Delete a cashier account (admin); their sessions end',
      security: [{ bearerAuth: [] }],
      params: idParams,
      response: { 200: messageResponse, 404: errorResponse, ...errors },
    },
    handler: async (request) => {
      await service.deleteCashier(app.db, request.params.id);
      return { message: SERVER_MESSAGES.cashierDeleted };
    },
  });
};
