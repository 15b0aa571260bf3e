import { IMAGE_WIDTHS } from './constants.ts';

// No zod here: the web app's first download (the category pages' cards) reads this module.

/**
 * Where the shop serves the photos the admin uploads. Each upload is stored as
 * `/uploads/{name}.webp` (at most 1280 px wide, what `images` holds) with one copy per width of
 * IMAGE_WIDTHS named `/uploads/{name}-{width}.webp`, so any client can build a srcset from the
 * product's `images` alone (imageVariants).
 */
export const UPLOADS_PATH = '/uploads/';

const UPLOAD_NAME = /^\/uploads\/([a-f0-9]{32})\.webp$/;
/**
 * A path on this site that is one of its own pictures: an upload or a shipped picture. No `//`,
 * no backslash, no `..`, no query: nothing a browser could read as another host.
 */
const OWN_IMAGE =
  /^\/(?:uploads|images)\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export const isOwnImage = (value: string): boolean =>
  OWN_IMAGE.test(value) && !value.includes('..');

/** The host of an https picture address, or undefined when `value` is not one. */
export function httpsImageHost(value: string): string | undefined {
  if (!/^https:\/\/[^\s<>"'`\\]+$/.test(value)) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.username === '' && url.password === ''
      ? url.hostname.toLowerCase()
      : undefined;
  } catch {
    return undefined;
  }
}

export const uploadedImageName = (name: string) => `${UPLOADS_PATH}${name}.webp`;
export const imageVariantUrl = (name: string, width: number) =>
  `${UPLOADS_PATH}${name}-${width}.webp`;

/** One resized copy of an uploaded photo. */
export interface ImageVariant {
  width: number;
  url: string;
}

/** The resized copies of an uploaded photo, smallest first; none for any other picture. */
export function imageVariants(images: string): ImageVariant[] {
  const name = UPLOAD_NAME.exec(images)?.[1];
  if (name === undefined) return [];
  return IMAGE_WIDTHS.map((width) => ({ width, url: imageVariantUrl(name, width) }));
}

/**
 * How wide a product card's picture is drawn, for the browser to pick a copy. Under 600 px, two
 * cards per row: half of the width less half of the page's 16 px sides and the 12 px gap, and
 * the card's 1 px borders (styles/products.css), so a phone at 1.75x draws the 320 px copy and
 * one at 3x the 640 px one. Up to 900 px, at most half the width; from 900 px, about 340 px.
 * The cards' `sizes` and the server's preload hint of a category page's first picture use the
 * same, so the preloaded copy is the one drawn.
 */
export const PRODUCT_IMAGE_SIZES =
  '(max-width: 599px) calc(50vw - 24px), (max-width: 899px) 50vw, 340px';

/** "url 320w, url 640w, url 1280w" for an uploaded photo; undefined for any other picture. */
export function imageSrcSet(images: string): string | undefined {
  const variants = imageVariants(images);
  return variants.length > 0
    ? variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ')
    : undefined;
}
