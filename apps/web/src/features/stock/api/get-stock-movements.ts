import routes from 'virtual:api-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pathOf } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';
import { filterQuery, type StockFilters } from '../utils/stock-filters.ts';

export const STOCK_FAILED = 'Could not load the stock ledger.';

/** One page of the ledger, newest first; the previous page stays on screen while the next loads. */
export const stockMovementsQueryOptions = (filters: StockFilters, page: number) =>
  queryOptions({
    queryKey: [...queryRoots.stock, 'movements', filterQuery(filters), page],
    queryFn: ({ signal }) =>
      answerOf(
        apiClient.listStockMovements({ query: { ...filterQuery(filters), page } }, { signal }),
        STOCK_FAILED,
      ),
  });

export const useStockMovements = (filters: StockFilters, page: number) =>
  useQuery({ ...stockMovementsQueryOptions(filters, page), placeholderData: keepPreviousData });

/** The CSV of every row the filters match: a plain link, the browser downloads it. */
export function exportStockMovementsUrl(filters: StockFilters) {
  const search = new URLSearchParams(filterQuery(filters) as Record<string, string>).toString();
  return `${pathOf(routes.exportStockMovements)}${search ? `?${search}` : ''}`;
}

export const stockExportFileName = (today: string) => `stock-movements-${today}.csv`;
