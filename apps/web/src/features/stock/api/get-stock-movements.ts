import routes from 'virtual:api-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  STOCK_MOVEMENTS_PAGE_SIZE_MAX,
  pathOf,
  sumPesos,
  type StockMovement,
} from '@shop/contract';
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

/**
 * The write-off loss over the chosen product and days: the cost of every `written_off` row,
 * read page by page (the largest pages), since the ledger's pages hold only some of them.
 */
export async function writeOffLoss(filters: StockFilters, signal?: AbortSignal) {
  const rows: StockMovement[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await answerOf(
      apiClient.listStockMovements(
        {
          query: {
            ...filterQuery(filters),
            kind: 'written_off',
            page,
            limit: STOCK_MOVEMENTS_PAGE_SIZE_MAX,
          },
        },
        { signal },
      ),
      STOCK_FAILED,
    );
    rows.push(...answer.movements);
    if (answer.movements.length === 0 || rows.length >= answer.total) break;
  }
  const costs = rows.map((row) => row.cost).filter((cost): cost is number => cost !== null);
  return { loss: sumPesos(costs), rows: rows.length, withoutCost: rows.length - costs.length };
}

export const useWriteOffLoss = (filters: StockFilters) =>
  useQuery({
    queryKey: [...queryRoots.stock, 'write-off-loss', filterQuery({ ...filters, kind: undefined })],
    queryFn: ({ signal }) => writeOffLoss({ ...filters, kind: undefined }, signal),
  });

/** The CSV of every row the filters match: a plain link, the browser downloads it. */
export function exportStockMovementsUrl(filters: StockFilters) {
  const search = new URLSearchParams(filterQuery(filters) as Record<string, string>).toString();
  return `${pathOf(routes.exportStockMovements)}${search ? `?${search}` : ''}`;
}

export const stockExportFileName = (today: string) => `stock-movements-${today}.csv`;
