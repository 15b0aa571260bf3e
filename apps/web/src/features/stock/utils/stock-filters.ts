import {
  STOCK_MOVEMENT_KINDS,
  type StockMovementKind,
  type stockMovementsQuery,
} from '@shop/contract';
import type { z } from 'zod';

type StockMovementsQuery = z.input<typeof stockMovementsQuery>;

/** The ledger's filters as the address keeps them (?productId=&kind=&from=&to=&page=). */
export interface StockFilters {
  productId?: string;
  kind?: StockMovementKind;
  from?: string;
  to?: string;
}

const isKind = (value: string | null): value is StockMovementKind =>
  (STOCK_MOVEMENT_KINDS as readonly string[]).includes(value ?? '');
const isDay = (value: string | null): value is string => /^\d{4}-\d{2}-\d{2}$/.test(value ?? '');

/** What the address says; anything unreadable is left out (the whole ledger). */
export function readStockFilters(params: URLSearchParams): StockFilters & { page: number } {
  const filters: StockFilters & { page: number } = { page: 1 };
  const productId = params.get('productId');
  if (productId) filters.productId = productId;
  const kind = params.get('kind');
  if (isKind(kind)) filters.kind = kind;
  const from = params.get('from');
  if (isDay(from)) filters.from = from;
  const to = params.get('to');
  if (isDay(to)) filters.to = to;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) filters.page = page;
  return filters;
}

/** The filters as a query: only those set. */
export function filterQuery(filters: StockFilters): StockMovementsQuery {
  const query: StockMovementsQuery = {};
  if (filters.productId) query.productId = filters.productId;
  if (filters.kind) query.kind = filters.kind;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  return query;
}

/** "+500", "−12.5": a change in stock units, signed. */
export const signedChange = (change: number) =>
  `${change > 0 ? '+' : change < 0 ? '−' : ''}${Math.abs(change).toLocaleString('en-PH', {
    maximumFractionDigits: 3,
  })}`;
