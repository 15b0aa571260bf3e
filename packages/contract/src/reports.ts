import { z } from 'zod';
import { calendarDate, id } from './common.ts';
import { daysBetween } from './dates.ts';

/*
 * The owner's reports over time (issue 28, docs/decisions/0083): sales per period from the
 * running totals, the day's close and the orders export. Days are Manila days, both ends
 * included; a sale counts on the day its order was placed. Money is in pesos.
 */

/** The longest range a report covers: two years of days. */
export const REPORT_DAYS_MAX = 731;
export const REPORT_GROUPS = ['day', 'week', 'month'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];
/** How many products each of the report's top lists names. */
export const REPORT_TOP_PRODUCTS = 10;
/** A product with stock and no sale in this many days (today included) is listed as not selling. */
export const REPORT_STALE_DAYS = 30;

/**
 * The days a report may name: years the shop can have sold in. Outside them a day's neighbours
 * (the previous period, the next day) leave the four-digit years that dates and PostgreSQL write.
 */
export const REPORT_FIRST_DAY = '2000-01-01';
export const REPORT_LAST_DAY = '2999-12-31';

export const REPORT_MESSAGES = {
  dayOutOfRange: (label: string) =>
    `${label} must be between ${REPORT_FIRST_DAY} and ${REPORT_LAST_DAY}`,
  toBeforeFrom: 'To cannot be before From',
  rangeTooLong: `A report covers at most two years (${REPORT_DAYS_MAX} days): choose a shorter range.`,
  groupBy: `Group by must be one of ${REPORT_GROUPS.join(', ')}`,
} as const;

/** A YYYY-MM-DD day within the years a report covers. */
const reportDay = (label: string) =>
  calendarDate(label).refine((v) => v >= REPORT_FIRST_DAY && v <= REPORT_LAST_DAY, {
    message: REPORT_MESSAGES.dayOutOfRange(label),
  });

const range = {
  from: reportDay('From'),
  to: reportDay('To'),
};
const rangeChecks = <T extends z.ZodType<{ from: string; to: string }>>(schema: T) =>
  schema
    .refine((q) => q.from <= q.to, { path: ['to'], message: REPORT_MESSAGES.toBeforeFrom })
    .refine((q) => q.from > q.to || daysBetween(q.from, q.to) < REPORT_DAYS_MAX, {
      path: ['to'],
      message: REPORT_MESSAGES.rangeTooLong,
    });

/** GET /admin/reports/sales: `from` and `to` (both included), per day, week or month. */
export const salesReportQuery = rangeChecks(
  z.object({
    ...range,
    groupBy: z.enum(REPORT_GROUPS, { message: REPORT_MESSAGES.groupBy }).default('day'),
  }),
);

/** GET /admin/reports/orders.csv: the orders placed from `from` to `to`. */
export const ordersCsvQuery = rangeChecks(z.object(range));

/** GET /admin/reports/day: one Manila day's close. */
export const dayReportQuery = z.object({ date: reportDay('Date') });

/** The change from `before` to `now` in % (one decimal); null when `before` was 0 (no % of 0). */
export const percentChange = (now: number | null, before: number | null): number | null =>
  now === null || before === null || before === 0
    ? null
    : Math.round(((now - before) / Math.abs(before)) * 1000) / 10;

const split = z.object({ orders: z.number().int(), revenue: z.number() });

/**
 * The figures of a range: sold orders (approved, ready, completed) with units left after refunds,
 * units, goods revenue, delivery fees, the cost of goods of the lines whose lots all have a cost,
 * the margin on those lines (their revenue less that cost) and its %, the share of revenue whose
 * cost is known (%; null with no revenue), the average order (goods), write-offs (the loss at the
 * lots' cost; how many had no cost), and the splits by channel and payment method.
 */
const figures = z.object({
  orders: z.number().int(),
  units: z.number().int(),
  revenue: z.number(),
  deliveryFees: z.number(),
  cost: z.number(),
  margin: z.number(),
  marginPercent: z.number().nullable(),
  costKnownShare: z.number().nullable(),
  averageOrder: z.number().nullable(),
  writeOffLoss: z.number(),
  writeOffsWithoutCost: z.number().int(),
  online: split,
  counter: split,
  cash: split,
  gcash: split,
});
export type ReportFigures = z.infer<typeof figures>;

/** The change against the previous period in % (one decimal); null when that was 0. */
const changes = z.object({
  orders: z.number().nullable(),
  units: z.number().nullable(),
  revenue: z.number().nullable(),
  deliveryFees: z.number().nullable(),
  cost: z.number().nullable(),
  margin: z.number().nullable(),
  averageOrder: z.number().nullable(),
  writeOffLoss: z.number().nullable(),
});

const topProduct = z.object({
  productId: id,
  name: z.string(),
  units: z.number().int(),
  revenue: z.number(),
  margin: z.number(),
  /** % of the product's revenue whose cost is known; null with no revenue. */
  costKnownShare: z.number().nullable(),
});

export const salesReportResponse = z.object({
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(REPORT_GROUPS),
  /** The days just before, as many as the range has. */
  previous: z.object({ from: z.string(), to: z.string() }),
  totals: figures,
  previousTotals: figures,
  changes,
  /** Each period in the range (weeks start on Monday; the first and last may be cut by the range). */
  periods: z.array(
    z.object({
      from: z.string(),
      to: z.string(),
      figures,
      /** The same days one range length earlier: the series drawn beside it. */
      previous: z.object({
        from: z.string(),
        to: z.string(),
        orders: z.number().int(),
        revenue: z.number(),
      }),
    }),
  ),
  topProducts: z.object({
    byRevenue: z.array(topProduct),
    byUnits: z.array(topProduct),
    byMargin: z.array(topProduct),
  }),
  /** Live products holding stock with no unit sold in the last 30 days, today included. */
  notSelling: z.array(
    z.object({
      productId: id,
      name: z.string(),
      stock: z.number(),
      /** The last day it sold on; null when never. */
      lastSold: z.string().nullable(),
    }),
  ),
  /** Customer accounts with two or more orders in the range, and their share of its revenue (%). */
  repeatCustomers: z.object({
    customers: z.number().int(),
    revenue: z.number(),
    share: z.number().nullable(),
  }),
  /**
   * Today so far against the same weekday last week up to the same hour (the hours are whole:
   * last week's current hour counts all of it).
   */
  today: z.object({
    date: z.string(),
    hour: z.number().int(),
    lastWeekDate: z.string(),
    orders: z.number().int(),
    revenue: z.number(),
    lastWeekOrders: z.number().int(),
    lastWeekRevenue: z.number(),
  }),
});
export type SalesReportResponse = z.infer<typeof salesReportResponse>;

const methodMoney = z.object({
  /** Online orders marked paid that day (their totals, delivery fees included). */
  online: z.number(),
  /** Counter sales that day. */
  counter: z.number(),
  /** Counter refunds paid out that day. */
  refunds: z.number(),
  /** online + counter − refunds. */
  net: z.number(),
});

export const dayReportResponse = z.object({
  date: z.string(),
  cash: methodMoney,
  gcash: methodMoney,
  /** The sales placed that day, from the running totals. */
  sales: figures,
  /** Shifts opened that day: expected and counted cash, over (+) or short (−) once closed. */
  shifts: z.array(
    z.object({
      _id: id,
      cashier: z.string().nullable(),
      openedAt: z.string(),
      closedAt: z.string().nullable(),
      float: z.number(),
      expectedCash: z.number().nullable(),
      countedCash: z.number().nullable(),
      overShort: z.number().nullable(),
    }),
  ),
  writeOffs: z.array(
    z.object({
      at: z.string(),
      productName: z.string(),
      units: z.number(),
      reason: z.string().nullable(),
      /** Pesos at the lot's cost; null when unknown. */
      cost: z.number().nullable(),
    }),
  ),
});
export type DayReportResponse = z.infer<typeof dayReportResponse>;

/**
 * The columns of GET /admin/reports/orders.csv, in order: one row per order line. Times are ISO
 * instants; `finishedAt` is when it was completed, declined or cancelled (empty while open);
 * `lineTotal` is the unit price × the units not refunded; `cost` the line's lots' cost (empty when
 * unknown); the delivery fee is on the order's first line only, so the column adds up.
 */
export const ORDER_CSV_COLUMNS = [
  'orderNumber',
  'placedAt',
  'finishedAt',
  'channel',
  'status',
  'customerName',
  'product',
  'tier',
  'quantity',
  'refunded',
  'unitPrice',
  'lineTotal',
  'cost',
  'deliveryFee',
  'paymentMethod',
  'reference',
  'paid',
] as const;
