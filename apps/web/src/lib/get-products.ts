import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  PRODUCT_SORTS,
  SEARCH_MAX_LENGTH,
  isCategory,
  type Category,
  type ProductSort,
  type ProductsQuery,
} from '@shop/contract';
import { answerOf, apiClient } from './api-client.ts';
import { queryRoots } from './query-roots.ts';
import { useAuthStore } from './auth-store.ts';

// Shared by the public, customer and cashier screens (three features read the same list), so
// it lives here rather than in one feature.

/** What a list shows beyond its category: a search and an order (expiry, the server's default). */
export interface ProductListing {
  search?: string;
  sort?: ProductSort;
}

/**
 * The request's query. Without a search and in the default order it is exactly
 * `{ category }`: the server sends a preload hint for that URL with a category page's HTML
 * (and router.tsx prefetches it), and the page must ask for the same URL to use it.
 */
export function productsQueryOf(category: Category | undefined, listing: ProductListing = {}) {
  const query: ProductsQuery = { category };
  const search = listing.search?.trim();
  if (search) query.search = search;
  if (listing.sort && listing.sort !== 'expiry') query.sort = listing.sort;
  return query;
}

export const getProducts = (
  category: Category | undefined,
  signal?: AbortSignal,
  listing: ProductListing = {},
) =>
  answerOf(
    apiClient.getProducts({ query: productsQueryOf(category, listing) }, { signal }),
    'Failed to load products',
  );

/**
 * The server decides what each viewer may see (customers: only sellable products; staff:
 * everything), so a list is kept per audience: one fetched under a staff session never shows
 * on a customer's page. Leaving a category page cancels its request (spec section 7).
 */
export const productsQueryOptions = (
  category?: Category,
  audience: 'shop' | 'staff' = 'shop',
  listing: ProductListing = {},
) => {
  const { search = '', sort = 'expiry' } = productsQueryOf(category, listing);
  return queryOptions({
    queryKey: [...queryRoots.products, 'list', audience, category ?? 'all', search, sort],
    queryFn: ({ signal }) => getProducts(category, signal, listing),
  });
};

export function useProducts(category?: Category, listing: ProductListing = {}) {
  const role = useAuthStore((s) => s.user?.role);
  const audience = role === 'admin' || role === 'cashier' ? 'staff' : 'shop';
  return useQuery({
    ...productsQueryOptions(category, audience, listing),
    // A new search or order keeps the last list on screen until its answer arrives, instead
    // of a spinner on every keystroke.
    placeholderData: keepPreviousData,
  });
}

const isSort = (value: string | null): value is ProductSort =>
  (PRODUCT_SORTS as readonly (string | null)[]).includes(value);

/**
 * A list's search, order and (All Products) category, kept in the address
 * (`?q=flowr&sort=price_asc&category=flour`) so Back, a reload or a shared link keep them.
 * Unknown values read as none; the defaults are left out of the address.
 */
export function useProductListingParams() {
  const [params, setParams] = useSearchParams();
  const search = (params.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH);
  const rawSort = params.get('sort');
  const sort: ProductSort = isSort(rawSort) ? rawSort : 'expiry';
  const rawCategory = params.get('category') ?? '';
  const category = isCategory(rawCategory) ? rawCategory : undefined;

  /** Changes some of them, keeping the rest (and any other parameter) as they are. */
  function update(next: { search?: string; sort?: ProductSort; category?: Category | null }) {
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        const set = (key: string, value: string | null | undefined, fallback: string) => {
          if (value === undefined) return;
          if (value === null || value === fallback) out.delete(key);
          else out.set(key, value);
        };
        set('q', next.search?.trim(), '');
        set('sort', next.sort, 'expiry');
        set('category', next.category, '');
        return out;
      },
      // Typing and choosing replace the entry: Back leaves the page rather than undoing keys.
      { replace: true },
    );
  }

  return { search, sort, category, listing: { search, sort }, update };
}
