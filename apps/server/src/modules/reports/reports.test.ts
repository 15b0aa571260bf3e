import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_CSV_COLUMNS,
  REPORT_MESSAGES,
  SHOP_UTC_OFFSET_MINUTES,
  addDays,
  shopToday,
  type DayReportResponse,
  type SalesReportResponse,
} from '@shop/contract';
import { orders } from '../../db/schema/index.ts';
import { useTestApp, dbKind, type TestUser } from '../../test/helper.ts';
import { receive, lotsOf } from '../../test/stock.ts';
import {
  addToCart,
  checkout,
  createProduct,
  ensureShift,
  saleBody,
  sell,
  setStatus,
} from '../../test/shop.ts';

/*
 * Issue 28's reports over a fixed week, every figure worked out by hand below. The week is the
 * 7 Manila days ending today (write-offs are recorded on the day they happen); the orders are
 * placed at fixed instants by moving their placed time before they are sold, the way a status
 * change then counts them (a counter sale, sold at once, is taken out and put back the way
 * shop_record_sales does around any change).
 */
const t = useTestApp();
const T = shopToday();
const day = (offset: number) => addDays(T, offset);
/** The instant of a Manila day's hh:mm:ss. */
const at = (d: string, hms: string) =>
  new Date(Date.parse(`${d}T${hms}Z`) - SHOP_UTC_OFFSET_MINUTES * 60_000).toISOString();

let flour: string; // price 100, a lot costing 40 per unit
let sugar: string; // price 50, no cost known
let yeast: string; // stock, never sold
let c1: TestUser;
let c2: TestUser;
let zoneId: string;
const placed: Record<string, string> = {};

const placeAt = (orderId: string, instant: string) =>
  t.database.db
    .update(orders)
    .set({ createdAt: new Date(instant) })
    .where(eq(orders.id, orderId));

/** An online order of these lines, placed at `instant`, approved unless told otherwise. */
async function online(
  customer: TestUser,
  lines: [string, number][],
  instant: string,
  extra: Record<string, unknown> = {},
  approve = true,
) {
  for (const [productId, quantity] of lines) {
    expect((await addToCart(t, customer.token, productId, quantity)).statusCode).toBe(200);
  }
  const res = await checkout(t, customer.token, extra);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().order._id as string;
  await placeAt(id, instant);
  if (approve) expect((await setStatus(t, t.cashier.token, id, 'approved')).statusCode).toBe(200);
  return id;
}

/** A counter sale, moved to `instant`. */
async function counter(
  lines: [string, number][],
  instant: string,
  payment: Record<string, unknown>,
) {
  await ensureShift(t, t.cashier.token);
  const res = await sell(
    t,
    t.cashier.token,
    saleBody(
      lines.map(([productId, quantity]) => ({ productId, quantity })),
      payment,
    ),
  );
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().sale._id as string;
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`select shop_record_sales(${id}::uuid, -1)`);
    await tx
      .update(orders)
      .set({ createdAt: new Date(instant) })
      .where(eq(orders.id, id));
    await tx.execute(sql`select shop_record_sales(${id}::uuid, 1)`);
  });
  return id;
}

const report = async (query: Record<string, string>) => {
  const res = await t.request('getSalesReport', { token: t.admin.token, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SalesReportResponse;
};
const week = () => report({ from: day(-6), to: T });
const periodOf = (r: SalesReportResponse, d: string) => r.periods.find((p) => p.from === d)!;

describe(`reports over time on ${dbKind}`, () => {
  beforeAll(async () => {
    c1 = await t.createUser('customer');
    c2 = await t.createUser('customer');
    const zone = await t.request('createDeliveryZone', {
      token: t.admin.token,
      body: { name: 'Report Area', fee: 30 },
    });
    zoneId = zone.json().zone._id;
    const prices = { price: 100, halfPrice: 55, retailPrice: 12 };
    flour = (await createProduct(t, t.admin.token, { name: 'Report Flour', ...prices, stock: 0 }))
      ._id;
    await receive(t, flour, { quantity: 100, expirationDate: day(200), cost: 40 });
    sugar = (
      await createProduct(t, t.admin.token, {
        name: 'Report Sugar',
        price: 50,
        halfPrice: 26,
        retailPrice: 6,
        stock: 100,
      })
    )._id;
    yeast = (await createProduct(t, t.admin.token, { name: 'Report Yeast', stock: 10 }))._id;

    // This week (T-6 … T).
    placed.o1 = await online(c1, [[flour, 2]], at(day(-6), '00:00:00'));
    placed.o2 = await online(c1, [[sugar, 1]], at(day(-3), '12:00:00'), {
      deliveryMode: 'delivery',
      zoneId,
      name: '=HYPERLINK("http://x")',
    });
    placed.o3 = await counter([[flour, 1]], at(day(-1), '23:59:00'), {
      method: 'gcash',
      gcashReference: '1234567890123',
    });
    placed.o4 = await online(
      c2,
      [
        [flour, 1],
        [sugar, 2],
      ],
      at(T, '00:00:00'),
    );
    // The previous week (T-13 … T-7), and a day before it.
    placed.o6 = await online(c1, [[flour, 1]], at(day(-7), '23:59:59'));
    placed.o7 = await counter([[sugar, 2]], at(day(-13), '00:00:00'), {
      method: 'cash',
      tendered: 100,
    });
    placed.o8 = await online(c2, [[flour, 5]], at(day(-14), '23:59:59'));
    // Write-offs today: 2 units of flour at 40 each, 1 of sugar whose cost nobody knows.
    const flourLot = (await lotsOf(t, flour)).lots.find((l) => l.quantity > 0)!;
    const sugarLot = (await lotsOf(t, sugar)).lots.find((l) => l.quantity > 0)!;
    for (const [lot, quantity] of [
      [flourLot._id, 2],
      [sugarLot._id, 1],
    ] as const) {
      const res = await t.request('writeOffLot', {
        token: t.admin.token,
        params: { id: lot },
        body: { quantity, reason: 'expired' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  }, 120_000);

  it("a week's figures, worked out by hand, against the week before", async () => {
    const r = await week();
    expect(r.previous).toEqual({ from: day(-13), to: day(-7) });
    // Orders 1–4: 2 flour (200), 1 sugar (50, fee 30), 1 flour (100), 1 flour + 2 sugar (200).
    // Cost: flour 40 a unit (4 units: 160) on 400 of revenue; sugar has none.
    expect(r.totals).toEqual({
      orders: 4,
      units: 7,
      revenue: 550,
      deliveryFees: 30,
      cost: 160,
      margin: 240,
      marginPercent: 60,
      costKnownShare: 72.7,
      averageOrder: 137.5,
      writeOffLoss: 80,
      writeOffsWithoutCost: 1,
      online: { orders: 3, revenue: 450 },
      counter: { orders: 1, revenue: 100 },
      cash: { orders: 3, revenue: 450 },
      gcash: { orders: 1, revenue: 100 },
    });
    // Orders 6 (1 flour, 100, cost 40) and 7 (2 sugar at the counter, 100).
    expect(r.previousTotals).toEqual({
      orders: 2,
      units: 3,
      revenue: 200,
      deliveryFees: 0,
      cost: 40,
      margin: 60,
      marginPercent: 60,
      costKnownShare: 50,
      averageOrder: 100,
      writeOffLoss: 0,
      writeOffsWithoutCost: 0,
      online: { orders: 1, revenue: 100 },
      counter: { orders: 1, revenue: 100 },
      cash: { orders: 2, revenue: 200 },
      gcash: { orders: 0, revenue: 0 },
    });
    expect(r.changes).toEqual({
      orders: 100,
      units: 133.3,
      revenue: 175,
      deliveryFees: null,
      cost: 300,
      margin: 300,
      averageOrder: 37.5,
      writeOffLoss: null,
    });
    expect(r.topProducts.byRevenue.map((p) => [p.name, p.units, p.revenue, p.margin])).toEqual([
      ['Report Flour', 4, 400, 240],
      ['Report Sugar', 3, 150, 0],
    ]);
    expect(r.topProducts.byUnits.map((p) => p.name)).toEqual(['Report Flour', 'Report Sugar']);
    expect(r.topProducts.byMargin[0]).toMatchObject({ name: 'Report Flour', costKnownShare: 100 });
    expect(r.topProducts.byMargin[1]).toMatchObject({ name: 'Report Sugar', costKnownShare: 0 });
    // c1 placed orders 1 and 2 (250 of 550); c2 only order 4 this week.
    expect(r.repeatCustomers).toEqual({ customers: 1, revenue: 250, share: 45.5 });
    expect(r.notSelling.filter((p) => p.name.startsWith('Report'))).toEqual([
      { productId: yeast, name: 'Report Yeast', stock: 10, lastSold: null },
    ]);
    expect(r.today).toMatchObject({ date: T, lastWeekDate: day(-7), orders: 1, revenue: 200 });
  });

  it('per day: 23:59 counts on its day, 00:00 on the next; each day beside the one a week before', async () => {
    const r = await week();
    expect(r.periods.map((p) => p.from)).toEqual([-6, -5, -4, -3, -2, -1, 0].map(day));
    expect(r.periods.every((p) => p.from === p.to)).toBe(true);
    const revenue = (d: number) => periodOf(r, day(d)).figures.revenue;
    expect([-6, -5, -4, -3, -2, -1, 0].map(revenue)).toEqual([200, 0, 0, 50, 0, 100, 200]);
    expect(periodOf(r, day(-6)).previous).toEqual({
      from: day(-13),
      to: day(-13),
      orders: 1,
      revenue: 100,
    });
    expect(periodOf(r, day(-1)).previous).toMatchObject({ from: day(-8), orders: 0 });
    expect(periodOf(r, day(0)).previous).toMatchObject({ from: day(-7), orders: 1, revenue: 100 });
    expect(periodOf(r, day(-3)).figures).toMatchObject({ deliveryFees: 30, costKnownShare: 0 });
    // The day before the range, at 23:59:59: in no period of the week, nor of the week before.
    const before = await report({ from: day(-14), to: day(-14) });
    expect(before.totals).toMatchObject({ orders: 1, revenue: 500, cost: 200 });
  });

  it('weeks and months add up to the same totals', async () => {
    for (const groupBy of ['week', 'month']) {
      const r = await report({ from: day(-6), to: T, groupBy });
      expect(r.periods[0]!.from).toBe(day(-6));
      expect(r.periods.at(-1)!.to).toBe(T);
      expect(r.periods.reduce((sum, p) => sum + p.figures.revenue, 0)).toBe(550);
      expect(r.periods.reduce((sum, p) => sum + p.figures.orders, 0)).toBe(4);
    }
  });

  it("a decline after the day closed moves the order out of that day's totals", async () => {
    const o5 = await online(c2, [[flour, 1]], at(day(-2), '10:00:00'));
    let r = await week();
    expect(periodOf(r, day(-2)).figures).toMatchObject({ orders: 1, revenue: 100, cost: 40 });
    expect(r.totals).toMatchObject({ orders: 5, revenue: 650 });
    expect((await setStatus(t, t.cashier.token, o5, 'declined')).statusCode).toBe(200);
    r = await week();
    expect(periodOf(r, day(-2)).figures).toMatchObject({ orders: 0, revenue: 0, cost: 0 });
    expect(r.totals).toMatchObject({ orders: 4, revenue: 550, cost: 160 });
    expect(r.repeatCustomers).toEqual({ customers: 1, revenue: 250, share: 45.5 });
    // Approved again: back on the day it was placed.
    expect((await setStatus(t, t.cashier.token, o5, 'approved')).statusCode).toBe(200);
    expect(periodOf(await week(), day(-2)).figures).toMatchObject({ orders: 1, revenue: 100 });
    expect((await setStatus(t, t.cashier.token, o5, 'declined')).statusCode).toBe(200);
  });

  it("the day's close: money per method, the day's sales, shifts and write-offs", async () => {
    const res = await t.request('getDayReport', { token: t.admin.token, query: { date: T } });
    expect(res.statusCode, res.body).toBe(200);
    const close = res.json() as DayReportResponse;
    // Both counter sales were rung up today (their placed time was moved, not their payment).
    expect(close.cash).toEqual({ online: 0, counter: 100, refunds: 0, net: 100 });
    expect(close.gcash).toEqual({ online: 0, counter: 100, refunds: 0, net: 100 });
    expect(close.sales).toMatchObject({ orders: 1, revenue: 200, cost: 40, writeOffLoss: 80 });
    expect(close.shifts).toHaveLength(1);
    expect(close.shifts[0]).toMatchObject({
      float: 2000,
      closedAt: null,
      expectedCash: null,
      overShort: null,
    });
    expect(close.writeOffs.map((w) => [w.productName, w.units, w.reason, w.cost])).toEqual([
      ['Report Flour', 2, 'expired', 80],
      ['Report Sugar', 1, 'expired', null],
    ]);
    const empty = await t.request('getDayReport', {
      token: t.admin.token,
      query: { date: day(-400) },
    });
    expect(empty.json()).toMatchObject({ shifts: [], writeOffs: [], sales: { orders: 0 } });
  });

  it('the orders CSV: a BOM, one row per line, pesos as numbers, formulas neutralised', async () => {
    const res = await t.request('exportOrdersCsv', {
      token: t.admin.token,
      query: { from: day(-14), to: T },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = parse(res.body.slice(1), { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([...ORDER_CSV_COLUMNS]);
    // Orders 1–8 (order 4 has two lines; order 5 was declined and is listed as such).
    expect(rows).toHaveLength(9);
    const number = async (id: string) =>
      String((await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!.orderNumber);
    const second = rows.filter((r) => r.placedAt === at(day(-3), '12:00:00'));
    expect(second).toEqual([
      {
        orderNumber: await number(placed.o2!),
        placedAt: at(day(-3), '12:00:00'),
        finishedAt: '',
        channel: 'online',
        status: 'approved',
        customerName: `'=HYPERLINK("http://x")`,
        product: 'Report Sugar',
        tier: 'price',
        quantity: '1',
        refunded: '0',
        unitPrice: '50.00',
        lineTotal: '50.00',
        cost: '',
        deliveryFee: '30.00',
        paymentMethod: 'cash',
        reference: '',
        paid: 'no',
      },
    ]);
    const fourth = rows.filter((r) => r.placedAt === at(T, '00:00:00'));
    expect(fourth.map((r) => [r.product, r.lineTotal, r.cost, r.deliveryFee])).toEqual([
      ['Report Flour', '100.00', '40.00', '0.00'],
      ['Report Sugar', '100.00', '', ''],
    ]);
    const third = rows.find((r) => r.placedAt === at(day(-1), '23:59:00'))!;
    expect(third).toMatchObject({
      channel: 'counter',
      status: 'completed',
      paymentMethod: 'gcash',
      reference: '1234567890123',
      paid: 'yes',
    });
    expect(third.finishedAt).not.toBe('');
  });

  it('400 with a readable message for a bad range, too long a range or an unknown grouping', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ from: T, to: day(-1) }, REPORT_MESSAGES.toBeforeFrom, 'to'],
      [{ from: day(-731), to: T }, REPORT_MESSAGES.rangeTooLong, 'to'],
      [{ from: day(-6), to: T, groupBy: 'year' }, REPORT_MESSAGES.groupBy, 'groupBy'],
      [{ from: '2026-02-30', to: T }, 'From must be a valid date (YYYY-MM-DD)', 'from'],
      [{ to: T }, 'From is required', 'from'],
    ];
    for (const [query, message, field] of cases) {
      const res = await t.request('getSalesReport', { token: t.admin.token, query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()).toEqual({ message, field });
    }
    // Two years exactly (731 days, both ends) is allowed; the CSV keeps the same bounds.
    expect((await report({ from: day(-730), to: T })).periods).toHaveLength(731);
    const csv = await t.request('exportOrdersCsv', {
      token: t.admin.token,
      query: { from: day(-731), to: T },
    });
    expect(csv.statusCode).toBe(400);
    expect(csv.json()).toEqual({ message: REPORT_MESSAGES.rangeTooLong, field: 'to' });
    const badDay = await t.request('getDayReport', {
      token: t.admin.token,
      query: { date: 'yesterday' },
    });
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json()).toEqual({
      message: 'Date must be a valid date (YYYY-MM-DD)',
      field: 'date',
    });
  });

  // Found by the generated hostile input: the last day of year 9999 sent the day's close and the
  // sales report into an endless loop (its next day has a five-digit year), and 0001-01-01's
  // previous period was a day PostgreSQL has not (a 500).
  it('400 for days outside the years a report covers, in every report call', async () => {
    for (const edge of ['9999-12-31', '0001-01-01', '1999-12-31', '3000-01-01']) {
      const sales = await t.request('getSalesReport', {
        token: t.admin.token,
        query: { from: edge, to: edge },
      });
      expect(sales.statusCode, edge).toBe(400);
      expect(sales.json()).toEqual({
        message: REPORT_MESSAGES.dayOutOfRange('From'),
        field: 'from',
      });
      const csv = await t.request('exportOrdersCsv', {
        token: t.admin.token,
        query: { from: edge, to: edge },
      });
      expect(csv.statusCode, edge).toBe(400);
      const close = await t.request('getDayReport', {
        token: t.admin.token,
        query: { date: edge },
      });
      expect(close.statusCode, edge).toBe(400);
      expect(close.json()).toEqual({
        message: REPORT_MESSAGES.dayOutOfRange('Date'),
        field: 'date',
      });
    }
    // The first and last days themselves are answered.
    expect((await report({ from: '2000-01-01', to: '2000-01-01' })).previous).toEqual({
      from: '1999-12-31',
      to: '1999-12-31',
    });
    const last = await t.request('getDayReport', {
      token: t.admin.token,
      query: { date: '2999-12-31' },
    });
    expect(last.statusCode).toBe(200);
  });
});
