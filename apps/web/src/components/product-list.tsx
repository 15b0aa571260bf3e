import { startTransition, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { useLocation } from 'react-router';
import { useStore } from '@nanostores/react';
import { formatCount, type Product } from '@shop/contract';
import { count, i18n, params } from '../i18n/i18n.ts';
import type { ProductsView } from '../lib/get-products.ts';
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

const words = i18n('browse/product-list', {
  loadFailed: 'We could not load the products.',
  tryAgain: 'Try again',
  empty: 'There are no products here right now. Please check again soon.',
  // The plural form follows the total; {shown} and {total} come formatted ("1,234").
  showing: params<{ shown: string; total: string }>(
    count({
      one: 'Showing {shown} of {total} product',
      other: 'Showing {shown} of {total} products',
    }),
  ),
  label: 'Products',
  showMore: params('Show more products ({count} more)'),
});

/**
 * How many cards the list shows, kept with the history entry (issue 29): Back to a list after
 * Show more draws as many again, all at once, so the scroll position the router restores is
 * there to return to. sessionStorage holds it per entry (the router's location key).
 */
function useShownCount(): [shown: number, setShown: (count: number) => void, restored: boolean] {
  const { key, pathname, search } = useLocation();
  const storageKey = `shop:shown:${key}:${pathname}${search}`;
  const savedOf = (k: string) => Number(sessionStorage.getItem(k)) || 0;
  const [state, setState] = useState(() => ({ storageKey, saved: savedOf(storageKey), shown: 0 }));
  // Another entry (a new visit, a new search): its own count, read once, as React allows
  // during render.
  if (state.storageKey !== storageKey)
    setState({ storageKey, saved: savedOf(storageKey), shown: 0 });
  const shown = state.shown || Math.max(state.saved, PRODUCTS_PER_PAGE);
  const setShown = (count: number) => {
    setState((s) => ({ ...s, shown: count }));
    try {
      sessionStorage.setItem(storageKey, String(count));
    } catch {
      // A full or blocked storage only loses the place on Back.
    }
  };
  return [shown, setShown, state.saved > PRODUCTS_PER_PAGE];
}

interface ProductListProps {
  /** A whole list, or a search's pages so far (its `total` counts every match). */
  query: ProductsView;
  renderAction?: (product: Product) => ReactNode;
  showExpiryStatus?: boolean;
  /** The empty list's words (a staff list's own; by default, "no products here right now"). */
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
  emptyText,
  emptyContent,
}: ProductListProps) {
  const t = useStore(words);
  const [shown, setShown, restored] = useShownCount();
  const [drawn, setDrawn] = useState(restored ? shown : FIRST_CARDS);
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
        <span>{t.loadFailed}</span>
        <button type="button" className="plain-button" onClick={() => void query.refetch()}>
          {t.tryAgain}
        </button>
      </div>
    );

  if (!data) return <PageLoading />;
  const products = data.products;
  if (products.length === 0)
    return emptyContent ?? <p className="list-empty">{emptyText ?? t.empty}</p>;

  // A search's answer is its first pages; `total` counts every match.
  const total = Math.max(data.total ?? products.length, products.length);
  const onScreen = Math.min(shown, products.length);
  const remaining = total - shown;
  function showMore() {
    const next = shown + PRODUCTS_PER_PAGE;
    setShown(next);
    // Once the loaded cards are all out, the next page is asked for, ahead of the next tap
    // (counting the latest answer, which the drawn list may not show yet).
    const loaded = query.data?.products.length ?? products.length;
    if (next >= loaded && !query.isFetchingMore) void query.fetchMore?.();
  }
  return (
    <>
      {data.total !== undefined && (
        <p className="list-count" role="status">
          {t.showing({ shown: formatCount(onScreen), total: formatCount(total) })(total)}
        </p>
      )}
      {/* While a new search or order is asked for, the last list stays, marked busy. */}
      <ul className="product-grid" aria-label={t.label} aria-busy={query.isPlaceholderData}>
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
            // Waiting for the next page: the cards already loaded are all on screen.
            disabled={onScreen < shown && query.isFetchingMore}
            onClick={showMore}
          >
            {t.showMore({ count: formatCount(remaining) })}
          </button>
        </div>
      )}
    </>
  );
}
