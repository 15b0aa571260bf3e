import { PRODUCT_IMAGE_SIZES, imageSrcSet } from '@shop/contract';

// How wide a card's picture is drawn (two per row on a phone, styles/products.css) and its
// srcset come from the contract: the server's preload hint of a category page's first picture
// names the same, so the copy it preloads is the one the card draws.
export { PRODUCT_IMAGE_SIZES, imageSrcSet as productImageSrcSet };

interface ProductImageProps {
  /** The product's `images`: an uploaded photo, a shipped picture or an https address. */
  src: string;
  alt: string;
  /**
   * The first card's picture (the page's largest paint) is fetched first, at high priority; the
   * rest of the first screen at once but at low priority, so it never holds that one or the
   * page's script back; pictures below the first screen load lazily.
   */
  priority?: 'high' | 'eager' | 'lazy';
}

/**
 * A card's picture. An uploaded photo comes in resized copies (320, 640 and 1280 px wide), so a
 * phone downloads the small one; shipped SVGs and https pictures are drawn as they are. The
 * width and height keep the card's shape while the picture loads (no layout shift).
 */
export function ProductImage({ src, alt, priority = 'lazy' }: ProductImageProps) {
  const srcSet = imageSrcSet(src);
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
      fetchPriority={priority === 'high' ? 'high' : 'low'}
    />
  );
}
