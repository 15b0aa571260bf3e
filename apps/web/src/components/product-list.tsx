import { startTransition, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { preload } from 'react-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Product, ProductsResponse } from '@shop/contract';
import { ProductCard } from './product-card.tsx';
import { PageLoading } from './page-loading.tsx';
import { PRODUCT_IMAGE_SIZES, productImageSrcSet } from './product-image.tsx';

/**
 * Cards drawn at first, and added by each Show more. A large category (hundreds of products)
 * drawn at once blocks a phone's main thread for seconds; the first screenfuls are enough.
 */
const PRODUCTS_PER_PAGE = 24;

/**
 * Cards drawn in the first, blocking render: a phone's first screen holds one or two. The rest
 * of the 24 follow in a transition, which React renders in small slices between other work.
 */
const FIRST_CARDS = 4;

interface ProductListProps {
  query: UseQueryResult<ProductsResponse>;
  renderAction?: (product: Product) => ReactNode;
  showExpiryStatus?: boolean;
  emptyText?: string;
  /** Said instead of emptyText when the list is empty (a search that found nothing). */
  emptyContent?: ReactNode;
}

/**
 * A responsive grid of product cards with its loading, error and empty states; plain elements
 * styled by styles/products.css, like the cards.
 */
export function ProductList({
  query,
  renderAction,
  showExpiryStatus,
  emptyText = 'There are no products here right now. Please check again soon.',
  emptyContent,
}: ProductListProps) {
  const [shown, setShown] = useState(PRODUCTS_PER_PAGE);
  const [drawn, setDrawn] = useState(FIRST_CARDS);
  // The answer arrives outside React (a store update React must draw at once); deferring it
  // lets React draw the cards in the background, in short slices, while the spinner stays.
  const data = useDeferredValue(query.data);
  const ready = data !== undefined;
  // The first card's picture is the page's largest paint on a phone: fetch it while the cards
  // are still being drawn. An uploaded photo's preload names the card's srcset and sizes, so the
  // browser fetches the one copy the card will draw.
  const first = query.data?.products[0];
  if (first) {
    const imageSrcSet = productImageSrcSet(first.images);
    preload(first.images, {
      as: 'image',
      fetchPriority: 'high',
      ...(imageSrcSet && { imageSrcSet, imageSizes: PRODUCT_IMAGE_SIZES }),
    });
  }
  useEffect(() => {
    if (ready && drawn < shown) startTransition(() => setDrawn(shown));
  }, [ready, drawn, shown]);
  useEffect(() => {
    // Spec section 8: product list errors are logged; the page also says so and offers a retry.
    if (query.error) console.warn(query.error);
  }, [query.error]);

  if (query.isError)
    return (
      <div className="error-box" role="alert">
        <span>We could not load the products.</span>
        <button type="button" className="plain-button" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );

  if (!data) return <PageLoading />;
  const products = data.products;
  if (products.length === 0) return emptyContent ?? <p className="list-empty">{emptyText}</p>;

  const remaining = products.length - shown;
  return (
    <>
      {/* While a new search or order is asked for, the last list stays, marked busy. */}
      <ul className="product-grid" aria-label="Products" aria-busy={query.isPlaceholderData}>
        {products.slice(0, Math.min(shown, drawn)).map((product, index) => (
          <li key={product._id}>
            <ProductCard
              product={product}
              // The first card's picture is the page's largest paint on a phone.
              imagePriority={index === 0 ? 'high' : index < FIRST_CARDS ? 'eager' : 'lazy'}
              action={renderAction?.(product)}
              showExpiryStatus={showExpiryStatus}
            />
          </li>
        ))}
      </ul>
      {remaining > 0 && (
        <div className="show-more">
          <button
            type="button"
            className="plain-button outlined"
            onClick={() => setShown((n) => n + PRODUCTS_PER_PAGE)}
          >
            Show more products ({remaining} more)
          </button>
        </div>
      )}
    </>
  );
}
