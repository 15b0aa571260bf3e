import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { ProductSort, ProductsResponse } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { SEARCH_PAGE_SIZE } from '../../../lib/get-products.ts';
import { queryRoots } from '../../../lib/query-roots.ts';

/** What the admin's table asks for: a search and an order (both optional, as the URL says). */
export interface StaffProductsQuery {
  search?: string | undefined;
  sort?: ProductSort | undefined;
}

/**
 * Without a search or an order this is the spec's plain call. A search may match thousands of
 * products, so it is asked a page at a time (`page`, `limit`); the rest stay whole lists.
 */
export const getProducts = ({ search, sort }: StaffProductsQuery, signal?: AbortSignal, page = 1) =>
  answerOf(
    apiClient.getProducts(
      search
        ? { query: { search, sort, page, limit: SEARCH_PAGE_SIZE } }
        : sort
          ? { query: { sort } }
          : undefined,
      { signal },
    ),
    'Failed to load products',
  );

/** Staff receive every product, expired ones included (design.md section 3). */
export const staffProductsQueryOptions = (query: StaffProductsQuery = {}) =>
  queryOptions({
    queryKey: [...queryRoots.products, 'staff', query.sort ?? ''],
    queryFn: ({ signal }) => getProducts({ sort: query.sort }, signal),
  });

/** A search's pages; the next page follows the last until every match is loaded. */
export const staffProductSearchOptions = (query: StaffProductsQuery) =>
  infiniteQueryOptions({
    queryKey: [...queryRoots.products, 'staff-search', query.search ?? '', query.sort ?? ''],
    queryFn: ({ signal, pageParam }) => getProducts(query, signal, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: ProductsResponse, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.products.length, 0);
      // An empty page ends it too: the matches may shrink while pages are read.
      return last.products.length > 0 && loaded < (last.total ?? 0) ? pages.length + 1 : undefined;
    },
  });

/** The rows so far; for a search, `total` counts every match and fetchMore reads the next page. */
export interface StaffProductsView {
  data: ProductsResponse | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
  /** undefined when every match is loaded (and for whole lists). */
  fetchMore: (() => unknown) | undefined;
  isFetchingMore: boolean;
}

/** The table keeps the previous rows on screen while a new search is on its way. */
export function useStaffProducts(query: StaffProductsQuery = {}): StaffProductsView {
  const searching = Boolean(query.search);
  // Both hooks always run (hooks cannot be conditional); only one asks the server.
  const whole = useQuery({
    ...staffProductsQueryOptions(query),
    enabled: !searching,
    placeholderData: keepPreviousData,
  });
  const search = useInfiniteQuery({
    ...staffProductSearchOptions(query),
    enabled: searching,
    placeholderData: keepPreviousData,
  });
  if (!searching)
    return {
      data: whole.data,
      isPending: whole.isPending,
      isError: whole.isError,
      error: whole.error,
      refetch: whole.refetch,
      fetchMore: undefined,
      isFetchingMore: false,
    };
  const pages = search.data?.pages;
  // The first search shows the whole list until its matches arrive.
  const data = pages
    ? { products: pages.flatMap((page) => page.products), total: pages.at(-1)?.total }
    : whole.data;
  return {
    data,
    isPending: data === undefined && search.isPending,
    isError: search.isError,
    error: search.error,
    refetch: search.refetch,
    fetchMore: search.hasNextPage && !search.isPlaceholderData ? search.fetchNextPage : undefined,
    isFetchingMore: search.isFetchingNextPage,
  };
}
