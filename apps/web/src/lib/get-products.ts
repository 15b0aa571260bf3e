import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  PRODUCTS_PAGE_SIZE,
  SEARCH_MAX_LENGTH,
  isCategory,
  isProductSort,
  type Category,
  type ProductSort,
  type ProductsQuery,
  type ProductsResponse,
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
 * A search may match thousands of products (megabytes as one answer), so it is asked a page at
 * a time: two screens of cards (ProductList draws PRODUCTS_PAGE_SIZE per Show more).
 */
export const SEARCH_PAGE_SIZE = PRODUCTS_PAGE_SIZE * 2;

/**
 * The request's query. Without a search and in the default order it is exactly
 * `{ category }`: the server sends a preload hint for that URL with a category page's HTML
 * (and router.tsx prefetches it), and the page must ask for the same URL to use it. Only a
 * search asks for a page (`page`, `limit`); plain lists stay whole, as the spec's call answers.
 */
export function productsQueryOf(
  category: Category | undefined,
  listing: ProductListing = {},
  page = 1,
) {
  const query: ProductsQuery = { category };
  const search = listing.search?.trim();
  if (search) query.search = search;
  if (listing.sort && listing.sort !== 'expiry') query.sort = listing.sort;
  if (search) {
    query.page = page;
    query.limit = SEARCH_PAGE_SIZE;
  }
  return query;
}

export const getProducts = (
  category: Category | undefined,
  signal?: AbortSignal,
  listing: ProductListing = {},
  page = 1,
) =>
  answerOf(
    apiClient.getProducts({ query: productsQueryOf(category, listing, page) }, { signal }),
    'Failed to load products',
  );

type Audience = 'shop' | 'staff';

/**
 * A whole list (no search). The server decides what each viewer may see (customers: only
 * sellable products; staff: everything), so a list is kept per audience: one fetched under a
 * staff session never shows on a customer's page. Leaving a category page cancels its request
 * (spec section 7).
 */
export const productsQueryOptions = (
  category?: Category,
  audience: Audience = 'shop',
  { sort }: { sort?: ProductSort } = {},
) => {
  const query = productsQueryOf(category, { sort });
  return queryOptions({
    queryKey: [...queryRoots.products, 'list', audience, category ?? 'all', query.sort ?? 'expiry'],
    queryFn: ({ signal }) => getProducts(category, signal, { sort }),
  });
};

/** A search's pages, kept per audience like the whole lists; the next page follows the last. */
export const productSearchQueryOptions = (
  category: Category | undefined,
  audience: Audience,
  listing: ProductListing,
) => {
  const { search = '', sort = 'expiry' } = productsQueryOf(category, listing);
  return infiniteQueryOptions({
    queryKey: [...queryRoots.products, 'search', audience, category ?? 'all', search, sort],
    queryFn: ({ signal, pageParam }) => getProducts(category, signal, listing, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: ProductsResponse, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.products.length, 0);
      // An empty page ends it too: the matches may shrink while pages are read.
      return last.products.length > 0 && loaded < (last.total ?? 0) ? pages.length + 1 : undefined;
    },
  });
};

/** What a product list draws: the products so far, and for a search the way to the next page. */
export interface ProductsView {
  /** Every product loaded so far (a search: `total` counts every match); undefined until the first answer. */
  data: ProductsResponse | undefined;
  error: Error | null;
  isError: boolean;
  /** The last list, shown while a new search or order is on its way. */
  isPlaceholderData: boolean;
  refetch: () => unknown;
  /** Asks for a search's next page; undefined when every match is loaded. */
  fetchMore?: (() => unknown) | undefined;
  isFetchingMore?: boolean;
}

export function useProducts(category?: Category, listing: ProductListing = {}): ProductsView {
  const role = useAuthStore((s) => s.user?.role);
  const audience = role === 'admin' || role === 'cashier' ? 'staff' : 'shop';
  const searching = productsQueryOf(category, listing).search !== undefined;
  // Both hooks always run (hooks cannot be conditional); only one asks the server.
  const whole = useQuery({
    ...productsQueryOptions(category, audience, listing),
    enabled: !searching,
    // A new order keeps the last list on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });
  const search = useInfiniteQuery({
    ...productSearchQueryOptions(category, audience, listing),
    enabled: searching,
    // A new search keeps the last matches on screen instead of a spinner on every pause.
    placeholderData: keepPreviousData,
  });
  if (!searching) return whole;
  const pages = search.data?.pages;
  return {
    // The first search of a page shows the whole list until its matches arrive.
    data: pages
      ? { products: pages.flatMap((page) => page.products), total: pages.at(-1)?.total }
      : whole.data,
    error: search.error,
    isError: search.isError,
    isPlaceholderData: search.isPlaceholderData || (!pages && whole.data !== undefined),
    refetch: search.refetch,
    fetchMore: search.hasNextPage && !search.isPlaceholderData ? search.fetchNextPage : undefined,
    isFetchingMore: search.isFetchingNextPage,
  };
}

/**
 * A list's search, order and (All Products) category, kept in the address
 * (`?q=flowr&sort=price_asc&category=flour`) so Back, a reload or a shared link keep them.
 * Unknown values read as none; the defaults are left out of the address.
 */
export function useProductListingParams() {
  const [params, setParams] = useSearchParams();
  const search = (params.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH);
  const rawSort = params.get('sort');
  const sort: ProductSort = isProductSort(rawSort) ? rawSort : 'expiry';
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
