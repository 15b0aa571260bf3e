import { imageVariants } from '@shop/contract';

/**
 * How wide a card's picture is drawn, for the browser to pick a copy: two cards per row on a
 * phone (styles/products.css), two or three on a tablet, cards of about 300 px on a desktop.
 * A preload of the first picture must name the same sizes and srcset (product-list.tsx).
 */
export const PRODUCT_IMAGE_SIZES = '(max-width: 899px) 50vw, 340px';

/** "url 320w, url 640w, url 1280w" for an uploaded photo; undefined for any other picture. */
export function productImageSrcSet(images: string): string | undefined {
  const variants = imageVariants(images);
  return variants.length > 0
    ? variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ')
    : undefined;
}

interface ProductImageProps {
  /** The product's `images`: an uploaded photo, a shipped picture or an https address. */
  src: string;
  alt: string;
  /** Pictures below the first screen load lazily; the first card's is fetched first. */
  priority?: 'high' | 'eager' | 'lazy';
}

/**
 * A card's picture. An uploaded photo comes in resized copies (320, 640 and 1280 px wide), so a
 * phone downloads the small one; shipped SVGs and https pictures are drawn as they are. The
 * width and height keep the card's shape while the picture loads (no layout shift).
 */
export function ProductImage({ src, alt, priority = 'lazy' }: ProductImageProps) {
  const srcSet = productImageSrcSet(src);
  const lazy = priority === 'lazy';
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? PRODUCT_IMAGE_SIZES : undefined}
      alt={alt}
      width={320}
      height={240}
      loading={lazy ? 'lazy' : 'eager'}
      decoding={lazy ? 'async' : 'auto'}
      fetchPriority={priority === 'high' ? 'high' : 'auto'}
    />
  );
}
