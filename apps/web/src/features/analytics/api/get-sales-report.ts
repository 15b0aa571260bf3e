import routes from 'virtual:api-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pathOf, type ReportGroup } from '@shop/contract';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import type { DateRange } from '../utils/sales-range.ts';

export const SALES_REPORT_FAILED = 'Could not load the sales report.';
export const DAY_REPORT_FAILED = "Could not load the day's close.";

/** The sales of a range per period; the last range stays on screen while the next one loads. */
export const salesReportQueryOptions = (range: DateRange, groupBy: ReportGroup) =>
  queryOptions({
    queryKey: ['analytics', 'sales-report', range.from, range.to, groupBy],
    queryFn: ({ signal }) =>
      answerOf(
        apiClient.getSalesReport({ query: { ...range, groupBy } }, { signal }),
        SALES_REPORT_FAILED,
      ),
  });

export const useSalesReport = (range: DateRange | null, groupBy: ReportGroup) =>
  useQuery({
    ...salesReportQueryOptions(range ?? { from: '', to: '' }, groupBy),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });

/** One Manila day's close: money per method, shifts, write-offs. */
export const dayReportQueryOptions = (date: string) =>
  queryOptions({
    queryKey: ['analytics', 'day-report', date],
    queryFn: ({ signal }) =>
      answerOf(apiClient.getDayReport({ query: { date } }, { signal }), DAY_REPORT_FAILED),
  });

export const useDayReport = (date: string) => useQuery(dayReportQueryOptions(date));

/** The orders CSV of a range: a plain link, the browser downloads it with the session cookie. */
export function exportOrdersCsvUrl(range: DateRange) {
  return `${pathOf(routes.exportOrdersCsv)}?${new URLSearchParams({ ...range }).toString()}`;
}

export const ordersExportFileName = (range: DateRange) => `orders-${range.from}-to-${range.to}.csv`;
