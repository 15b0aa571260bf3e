import type { FastifyInstance } from 'fastify';
import { api, type Role } from '@shop/contract';
import { CachedReply, type Handlers } from '../../plugins/calls.ts';
import { freshBody, type CachedBody } from '../../lib/response-cache.ts';
import { serializerFor } from '../../lib/serializer.ts';
import * as service from './products.service.ts';
import { exportProductsCsv, importProductsCsv } from './products-csv.ts';
import { readUploadedFile } from '../../lib/uploaded-file.ts';

/**
 * The listing as the API sends it, from the response cache. Visitors and customers share one
 * answer per category, order, page and day (the sellable cutoff moves at midnight); staff have
 * their own. A search is answered afresh each time (service.listingCacheKey). The category
 * pages' preload hints read the visitors' whole list of a category (page-preloads.ts).
 */
export async function productListing(
  app: FastifyInstance,
  viewer: Role | undefined,
  query: service.ListQuery,
): Promise<CachedBody> {
  const serialize = serializerFor(api.getProducts.response);
  const load = () => service.listProducts(app.db, viewer, query);
  const key = service.listingCacheKey(viewer, query);
  if (key === undefined) return freshBody(await load(), serialize);
  return app.cache.remember(key, load, serialize);
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
      const listing = await productListing(app, viewer?.role, query);
      return new CachedReply(listing, claimed ? 'private, no-cache' : 'public, no-cache');
    },

    createProduct: async ({ body, user }) => {
      app.images.checkAddress(body.images);
      return { product: await service.createProduct(app.db, body, user.id) };
    },

    updateProduct: async ({ params, body, user }) => {
      app.images.checkAddress(body.images);
      return { product: await service.updateProduct(app.db, params.id, body, user.id) };
    },

    bulkUpdateProducts: async ({ body, user }) => ({
      products: await service.bulkUpdateProducts(app.db, body, user.id),
    }),

    exportProductsCsv: async ({ reply }) => {
      reply.header('content-disposition', 'attachment; filename="products.csv"');
      return exportProductsCsv(app.db);
    },

    importProducts: async ({ request, user }) => {
      const { field, maxBytes } = api.importProducts.upload;
      const { bytes } = await readUploadedFile(request, field, maxBytes);
      return importProductsCsv(app.db, bytes, (images) => app.images.checkAddress(images), user.id);
    },

    deleteProduct: async ({ params }) => service.deleteProduct(app.db, params.id),
  }) satisfies Partial<Handlers>;
