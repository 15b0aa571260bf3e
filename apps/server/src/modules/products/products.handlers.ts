import type { FastifyInstance } from 'fastify';
import { api, type Category, type Role } from '@shop/contract';
import { CachedReply, type Handlers } from '../../plugins/calls.ts';
import type { CachedBody } from '../../lib/response-cache.ts';
import { serializerFor } from '../../lib/serializer.ts';
import * as service from './products.service.ts';

/**
 * The listing as the API sends it, from the response cache. Visitors and customers share one
 * answer per category and day (the sellable cutoff moves at midnight); staff have their own.
 * The category pages' preload hints read the visitors' one (page-preloads.ts).
 */
export function productListing(
  app: FastifyInstance,
  viewer: Role | undefined,
  category: Category | undefined,
): Promise<CachedBody> {
  return app.cache.remember(
    service.listingCacheKey(viewer, category),
    async () => ({ products: await service.listProducts(app.db, viewer, category) }),
    serializerFor(api.getProducts.response),
  );
}

export const productsHandlers = (app: FastifyInstance) =>
  ({
    getProducts: async ({ request, query }) => {
      // Optional sign-in: an absent or invalid token means a visitor. Customers see what
      // visitors see, so only a token claiming a staff role costs a session lookup.
      const claimed = app.claimedRole(request);
      const viewer = claimed && claimed !== 'customer' ? await app.identify(request) : null;
      // Browsers and proxies may keep the listing but must revalidate each time (no-cache), so
      // a price or stock change shows on the next request; an unchanged one costs a 304.
      const listing = await productListing(app, viewer?.role, query.category);
      return new CachedReply(listing, claimed ? 'private, no-cache' : 'public, no-cache');
    },

    createProduct: async ({ body }) => ({ product: await service.createProduct(app.db, body) }),

    updateProduct: async ({ params, body }) => ({
      product: await service.updateProduct(app.db, params.id, body),
    }),

    deleteProduct: async ({ params }) => service.deleteProduct(app.db, params.id),
  }) satisfies Partial<Handlers>;
