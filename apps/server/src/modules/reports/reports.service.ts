import type { z } from 'zod';
import {
  percentChange,
  addDays,
  daysBetween,
  shopClock,
  shopToday,
  type DayReportResponse,
  type ReportFigures,
  type ReportGroup,
  type SalesReportResponse,
  type dayReportQuery,
  type salesReportQuery,
} from '@shop/contract';
import type { Executor } from '../../db/types.ts';
import { centavosToPesos, numericToPesos, optionalPesos, toCentavos } from '../../lib/money.ts';
import { rangePieces } from './report-range.ts';
import * as repo from './reports.repository.ts';

/*
 * The owner's reports over time (issue 28, docs/decisions/0083). Money is added up in centavos
 * (bigint) and answered in pesos; percentages have one decimal.
 */

/** One day's sums, in centavos and counts. */
interface Sums {
  orders: bigint;
  units: bigint;
  revenue: bigint;
  deliveryFees: bigint;
  cost: bigint;
  costedRevenue: bigint;
  writeOffLoss: bigint;
  writeOffsWithoutCost: bigint;
  online: { orders: bigint; revenue: bigint };
  counter: { orders: bigint; revenue: bigint };
  cash: { orders: bigint; revenue: bigint };
  gcash: { orders: bigint; revenue: bigint };
}

const emptySums = (): Sums => ({
  orders: 0n,
  units: 0n,
  revenue: 0n,
  deliveryFees: 0n,
  cost: 0n,
  costedRevenue: 0n,
  writeOffLoss: 0n,
  writeOffsWithoutCost: 0n,
  online: { orders: 0n, revenue: 0n },
  counter: { orders: 0n, revenue: 0n },
  cash: { orders: 0n, revenue: 0n },
  gcash: { orders: 0n, revenue: 0n },
});

const whole = (numeric: string) => BigInt(numeric.split('.')[0]!);

/** The running totals of the days `from` to `to`, one Sums per day that has any. */
async function sumsPerDay(db: Executor, from: string, to: string): Promise<Map<string, Sums>> {
  const days = new Map<string, Sums>();
  const of = (day: string) => days.get(day) ?? days.set(day, emptySums()).get(day)!;
  for (const row of await repo.salesPerDay(db, from, to)) {
    const s = of(row.day);
    const orders = whole(row.orders);
    const revenue = toCentavos(row.revenue);
    s.orders += orders;
    s.units += whole(row.units);
    s.revenue += revenue;
    s.deliveryFees += toCentavos(row.deliveryFees);
    s.cost += toCentavos(row.cost);
    s.costedRevenue += toCentavos(row.costedRevenue);
    for (const split of [s[row.channel], s[row.paymentMethod]]) {
      split.orders += orders;
      split.revenue += revenue;
    }
  }
  for (const row of await repo.writeOffsPerDay(db, from, to)) {
    const s = of(row.day);
    s.writeOffLoss += toCentavos(row.loss);
    s.writeOffsWithoutCost += whole(row.withoutCost);
  }
  return days;
}

/** The sums of the days `from` to `to` (both included): each day looked up once. */
function sumOf(days: Map<string, Sums>, from: string, to: string): Sums {
  const total = emptySums();
  for (let i = 0, n = daysBetween(from, to); i <= n; i += 1) {
    const s = days.get(addDays(from, i));
    if (!s) continue;
    for (const key of ['orders', 'units', 'revenue', 'deliveryFees', 'cost'] as const) {
      total[key] += s[key];
    }
    total.costedRevenue += s.costedRevenue;
    total.writeOffLoss += s.writeOffLoss;
    total.writeOffsWithoutCost += s.writeOffsWithoutCost;
    for (const key of ['online', 'counter', 'cash', 'gcash'] as const) {
      total[key].orders += s[key].orders;
      total[key].revenue += s[key].revenue;
    }
  }
  return total;
}

/** part / whole in %, one decimal; null when whole is 0. */
const percent = (part: bigint, of: bigint): number | null =>
  of === 0n ? null : Math.round((Number(part) / Number(of)) * 1000) / 10;

const pesos = centavosToPesos;
const split = (s: { orders: bigint; revenue: bigint }) => ({
  orders: Number(s.orders),
  revenue: pesos(s.revenue),
});

function figuresOf(s: Sums): ReportFigures {
  const margin = s.costedRevenue - s.cost;
  return {
    orders: Number(s.orders),
    units: Number(s.units),
    revenue: pesos(s.revenue),
    deliveryFees: pesos(s.deliveryFees),
    cost: pesos(s.cost),
    margin: pesos(margin),
    marginPercent: percent(margin, s.costedRevenue),
    costKnownShare: percent(s.costedRevenue, s.revenue),
    // Rounded to the centavo, halves up.
    averageOrder: s.orders === 0n ? null : pesos((s.revenue * 2n + s.orders) / (s.orders * 2n)),
    writeOffLoss: pesos(s.writeOffLoss),
    writeOffsWithoutCost: Number(s.writeOffsWithoutCost),
    online: split(s.online),
    counter: split(s.counter),
    cash: split(s.cash),
    gcash: split(s.gcash),
  };
}

function changesOf(now: ReportFigures, before: ReportFigures): SalesReportResponse['changes'] {
  const keys = [
    'orders',
    'units',
    'revenue',
    'deliveryFees',
    'cost',
    'margin',
    'averageOrder',
    'writeOffLoss',
  ] as const;
  return Object.fromEntries(
    keys.map((key) => [key, percentChange(now[key], before[key])]),
  ) as SalesReportResponse['changes'];
}

/** The first day of the period `day` falls in: itself, its week's Monday, its month's 1st. */
function periodStart(day: string, groupBy: ReportGroup): string {
  if (groupBy === 'day') return day;
  if (groupBy === 'month') return `${day.slice(0, 8)}01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The periods of the range, each cut to it. */
function periodsOf(from: string, to: string, groupBy: ReportGroup) {
  const periods: { from: string; to: string }[] = [];
  let start = from;
  while (start <= to) {
    let next = addDays(start, 1);
    while (next <= to && periodStart(next, groupBy) !== next) next = addDays(next, 1);
    periods.push({ from: start, to: addDays(next, -1) });
    start = next;
  }
  return periods;
}

const pesosOf = numericToPesos;

/**
 * Sales over time (api.getSalesReport): the range and the previous range of equal length read
 * from the running totals in one pass per table, then added up per period.
 */
export async function salesReport(
  db: Executor,
  query: z.output<typeof salesReportQuery>,
): Promise<SalesReportResponse> {
  const { from, to, groupBy } = query;
  const length = daysBetween(from, to) + 1;
  const previous = { from: addDays(from, -length), to: addDays(from, -1) };
  const days = await sumsPerDay(db, previous.from, to);
  const range = sumOf(days, from, to);
  const totals = figuresOf(range);
  const previousTotals = figuresOf(sumOf(days, previous.from, previous.to));

  const periods = periodsOf(from, to, groupBy).map((period) => {
    const before = { from: addDays(period.from, -length), to: addDays(period.to, -length) };
    const earlier = sumOf(days, before.from, before.to);
    return {
      ...period,
      figures: figuresOf(sumOf(days, period.from, period.to)),
      previous: { ...before, orders: Number(earlier.orders), revenue: pesos(earlier.revenue) },
    };
  });

  const ranked = (list: Awaited<ReturnType<typeof repo.topProducts>>['byRevenue']) =>
    list.map((p) => ({
      productId: p.productId,
      name: p.name,
      units: Number(whole(p.units)),
      revenue: pesosOf(p.revenue),
      margin: pesosOf(p.margin),
      costKnownShare: percent(toCentavos(p.costedRevenue), toCentavos(p.revenue)),
    }));

  const today = shopToday();
  const hour = Number(shopClock().slice(0, 2));
  const lastWeekDate = addDays(today, -7);
  const pieces = rangePieces(from, to);
  const [now, lastWeek, repeat, top, notSelling] = await Promise.all([
    repo.daySoFar(db, today),
    repo.daySoFar(db, lastWeekDate, hour),
    repo.repeatCustomers(db, pieces),
    repo.topProducts(db, pieces),
    repo.notSelling(db, today),
  ]);
  const repeatRevenue = toCentavos(repeat.revenue);

  return {
    from,
    to,
    groupBy,
    previous,
    totals,
    previousTotals,
    changes: changesOf(totals, previousTotals),
    periods,
    topProducts: {
      byRevenue: ranked(top.byRevenue),
      byUnits: ranked(top.byUnits),
      byMargin: ranked(top.byMargin),
    },
    notSelling: notSelling.map((p) => ({
      productId: p.productId,
      name: p.name,
      stock: p.stock,
      lastSold: p.lastSold,
    })),
    repeatCustomers: {
      customers: Number(repeat.customers),
      revenue: pesos(repeatRevenue),
      share: percent(repeatRevenue, range.revenue),
    },
    today: {
      date: today,
      hour,
      lastWeekDate,
      orders: Number(whole(now.orders)),
      revenue: pesosOf(now.revenue),
      lastWeekOrders: Number(whole(lastWeek.orders)),
      lastWeekRevenue: pesosOf(lastWeek.revenue),
    },
  };
}

/**
 * The day's close (api.getDayReport): the money taken per method (online orders marked paid
 * that day, counter sales, refunds paid out), the day's sales from the running totals, the
 * shifts opened that day with their over/short, and the write-offs.
 */
export async function dayReport(
  db: Executor,
  query: z.output<typeof dayReportQuery>,
): Promise<DayReportResponse> {
  const { date } = query;
  const money = {
    cash: { online: 0n, counter: 0n, refunds: 0n },
    gcash: { online: 0n, counter: 0n, refunds: 0n },
  };
  for (const row of await repo.paidOn(db, date)) {
    money[row.paymentMethod][row.channel] += toCentavos(row.amount);
  }
  for (const row of await repo.refundsOn(db, date)) {
    money[row.method].refunds += toCentavos(row.amount);
  }
  const method = (m: { online: bigint; counter: bigint; refunds: bigint }) => ({
    online: pesos(m.online),
    counter: pesos(m.counter),
    refunds: pesos(m.refunds),
    net: pesos(m.online + m.counter - m.refunds),
  });
  const days = await sumsPerDay(db, date, date);
  return {
    date,
    cash: method(money.cash),
    gcash: method(money.gcash),
    sales: figuresOf(sumOf(days, date, date)),
    shifts: (await repo.shiftsOn(db, date)).map(({ shift, cashier }) => ({
      _id: shift.id,
      cashier,
      openedAt: shift.openedAt.toISOString(),
      closedAt: shift.closedAt?.toISOString() ?? null,
      float: pesosOf(shift.float),
      expectedCash: optionalPesos(shift.expectedCash),
      countedCash: optionalPesos(shift.countedCash),
      overShort:
        shift.countedCash === null || shift.expectedCash === null
          ? null
          : pesos(toCentavos(shift.countedCash) - toCentavos(shift.expectedCash)),
    })),
    writeOffs: (await repo.writeOffsOn(db, date)).map((w) => ({
      at: w.at.toISOString(),
      productName: w.productName,
      units: -Number(w.change),
      reason: w.reason,
      cost: optionalPesos(w.cost),
    })),
  };
}
