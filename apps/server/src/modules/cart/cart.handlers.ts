import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../plugins/calls.ts';
import * as service from './cart.service.ts';

/** The signed-in customer's own cart; the owner always comes from the session, never the body. */
export const cartHandlers = (app: FastifyInstance) =>
  ({
    addToCart: async ({ user, body }) => ({
      cart: await service.addToCart(app.db, user.id, body),
    }),
    getCart: async ({ user }) => service.getCart(app.db, user.id),
    updateCart: async ({ user, body }) => ({
      cart: await service.updateCart(app.db, user.id, body),
    }),
    removeFromCart: async ({ user, body }) => ({
      cart: await service.removeFromCart(app.db, user.id, body),
    }),
    reorder: async ({ user, params }) => service.reorder(app.db, user.id, params.id),
  }) satisfies Partial<Handlers>;
