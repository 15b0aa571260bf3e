import type { FastifyInstance } from 'fastify';
import {
  PRODUCT_IMAGE_SIZES,
  api,
  buildRequest,
  categoryOfPage,
  imageSrcSet,
  productsResponse,
} from '@shop/contract';
import { fetchPreloadHint } from '../../lib/preload-hints.ts';
import type { CachedBody } from '../../lib/response-cache.ts';
import { productListing } from './products.handlers.ts';

/** A picture address that can stand in a Link header as it is (no data: URLs, no separators). */
const LINKABLE_IMAGE = /^(?:\/(?!\/)|https:\/\/)[^\s<>",;]{1,2000}$/;

// Each cached listing is read once for its first picture, not on every page load.
const firstImages = new WeakMap<CachedBody, string | null>();

function firstImage(listing: CachedBody): string | null {
  let image = firstImages.get(listing);
  if (image === undefined) {
    const { products } = productsResponse.parse(JSON.parse(listing.body.toString('utf8')));
    const first = products[0]?.images;
    image = first !== undefined && LINKABLE_IMAGE.test(first) ? first : null;
    firstImages.set(listing, image);
  }
  return image;
}

/**
 * `Link` preload hints for the HTML of a category page: the page's product list, and the
 * picture of its first card (the page's largest paint on a phone). The browser fetches both
 * while it is still downloading the web app, instead of one after the other once the app has
 * started. The list's hint matches the web app's own request (credentials included), so the
 * browser uses the preloaded answer; visitors and customers are sent the same list.
 */
export async function categoryPagePreloads(
  app: FastifyInstance,
  pathname: string,
): Promise<string[]> {
  const category = categoryOfPage(pathname);
  if (!category) return [];
  const listing = buildRequest(api.getProducts, { query: { category } }).url;
  const links = [fetchPreloadHint(listing)];
  const image = firstImage(await productListing(app, undefined, { category }));
  if (image) {
    // An uploaded photo: the copy the card will pick (the same srcset and sizes), not the largest.
    const srcset = imageSrcSet(image);
    const responsive = srcset
      ? `; imagesrcset="${srcset}"; imagesizes="${PRODUCT_IMAGE_SIZES}"`
      : '';
    links.push(`<${image}>; rel=preload; as=image; fetchpriority=high${responsive}`);
  }
  return links;
}
