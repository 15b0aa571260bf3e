import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../plugins/calls.ts';
import * as settings from './settings.service.ts';
import * as zones from './zones.service.ts';

export const shopHandlers = (app: FastifyInstance) =>
  ({
    getShopSettings: async () => ({
      settings: await settings.readShopSettings(app.db),
      messaging: { sms: app.notifications.channels.sms, email: app.notifications.channels.email },
    }),

    updateShopSettings: async ({ body }) => ({
      settings: await settings.updateShopSettings(app.db, body),
    }),

    getOpenDates: async ({ query }) => settings.listOpenDates(app.db, query.deliveryMode),

    getDeliveryZones: async ({ request }) => {
      // Optional sign-in: only a token claiming the admin role costs a session lookup, and
      // only a confirmed admin sees the inactive areas.
      const admin =
        app.claimedRole(request) === 'admin' && (await app.identify(request))?.role === 'admin';
      return { zones: await zones.listZones(app.db, admin) };
    },

    createDeliveryZone: async ({ body }) => ({ zone: await zones.createZone(app.db, body) }),

    updateDeliveryZone: async ({ params, body }) => ({
      zone: await zones.updateZone(app.db, params.id, body),
    }),

    deleteDeliveryZone: async ({ params }) => zones.deleteZone(app.db, params.id),
  }) satisfies Partial<Handlers>;
