import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SERVER_MESSAGES,
  checkoutBody,
  checkoutHeaders,
  customerQueueResponse,
  errorResponse,
  idParams,
  messageResponse,
  orderResponse,
  ordersResponse,
  setOrderStatusBody,
  setOrderStatusResponse,
} from '@shop/contract';
import { sessionSecurity } from '../../lib/openapi.ts';
import * as service from './orders.service.ts';
import { plainJson } from '../../lib/plain-json.ts';
import { sendCached } from '../../lib/response-cache.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/product/post-checkout', {
    // The session is confirmed inside the checkout's own database call (see the guard).
    onRequest: app.requireCustomerClaims,
    serializerCompiler: plainJson,
    schema: {
      tags: ['orders'],
      summary:
        'Check out the whole cart as one pending order (customer). Prices and the total come from the server. Send an Idempotency-Key header to make retries safe: the same key returns the same order (with Idempotent-Replayed: true).',
      security: sessionSecurity,
      headers: checkoutHeaders,
      body: checkoutBody,
      response: { 201: orderResponse, 409: errorResponse, ...errors },
    },
    handler: async (request, reply) => {
      const { order, replayed } = await service.checkout(
        app.db,
        request.customerClaims!,
        request.body,
        request.headers['idempotency-key'],
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send({ order });
    },
  });

  app.get('/product/get-order', {
    onRequest: app.requireRole('customer'),
    serializerCompiler: plainJson,
    schema: {
      tags: ['orders'],
      summary: "The customer's own orders, newest first",
      security: sessionSecurity,
      response: { 200: ordersResponse, 401: errorResponse, 403: errorResponse },
    },
    handler: async (request) => ({
      orders: await service.listOwnOrders(app.db, request.currentUser!.id),
    }),
  });

  app.get('/product/get-customer-info', {
    onRequest: app.requireRole('cashier', 'admin'),
    serializerCompiler: plainJson,
    schema: {
      tags: ['orders'],
      summary: 'The cashier queue: orders whose customer info is not cleared, oldest first',
      security: sessionSecurity,
      response: { 200: customerQueueResponse, 401: errorResponse, 403: errorResponse },
    },
    handler: async (request, reply) =>
      sendCached(request, reply, await service.customerQueueBody(app.db), 'private, no-cache'),
  });

  app.put('/product/customer-order/:id/status', {
    onRequest: app.requireRole('cashier', 'admin'),
    schema: {
      tags: ['orders'],
      summary:
        'Approve or decline an order (cashier, admin). Declining returns the stock; approving a declined order takes it again (409 when it is no longer there). Setting the current status again changes nothing.',
      security: sessionSecurity,
      params: idParams,
      body: setOrderStatusBody,
      response: { 200: setOrderStatusResponse, 404: errorResponse, 409: errorResponse, ...errors },
    },
    handler: async (request) =>
      service.setOrderStatus(
        app.db,
        request.params.id,
        request.body.status,
        request.currentUser!.id,
      ),
  });

  app.patch('/product/clear-customer-info/:id', {
    onRequest: app.requireRole('cashier', 'admin'),
    schema: {
      tags: ['orders'],
      summary:
        "Erase an order's customer name, phone and address (cashier, admin); the order stays for history",
      security: sessionSecurity,
      params: idParams,
      response: { 200: messageResponse, 404: errorResponse, ...errors },
    },
    handler: async (request) => {
      await service.clearCustomerInfo(app.db, request.params.id);
      return { message: SERVER_MESSAGES.customerInfoCleared };
    },
  });
};
