import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, shopToday } from '@shop/contract';
import { useTestApp, dbKind, type TestUser } from '../../test/helper.ts';
import { lotsOf, receive } from '../../test/stock.ts';
import {
  addToCart,
  checkout,
  createProduct,
  ensureShift,
  saleBody,
  sell,
  setStatus,
} from '../../test/shop.ts';
import { rangePieces } from './report-range.ts';
import { repeatCustomers, topProducts } from './reports.repository.ts';

/*
 * Issue 28's invariant under random work: after random checkouts, approvals, declines,
 * re-approvals, counter sales, refunds, area changes and write-offs, the running totals
 * (sales_days, product_days, customer_days, and the monthly product_months and customer_months)
 * equal a recomputation from the orders, their lots and the ledger. Orders are placed at random instants of the last days (moved while pending,
 * before they count), so many days and hours are in play (and a month's end now and then). The
 * migrations' backfills, run again at the end, build the same totals.
 */
const t = useTestApp();
const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../db/migrations',
);
const today = shopToday();
const REPORT_TOTALS = [
  'sales_days',
  'product_days',
  'customer_days',
  'product_months',
  'customer_months',
];

/** A small seeded generator (mulberry32): the same run every time, so a failure repeats. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const rowsOf = async (query: SQL) =>
  ((await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows
    .map((r) => JSON.stringify(r))
    .sort();

/** The lines of the sold orders, counted from scratch. */
const LINES = sql`
  select o.id as order_id, o.user_id, o.channel, o.payment_method, o.delivery_fee,
         (o.created_at at time zone 'Asia/Manila')::date::text as day,
         extract(hour from o.created_at at time zone 'Asia/Manila')::int as hour,
         i.product_id, i.quantity - i.refunded_quantity as units,
         i.unit_price * (i.quantity - i.refunded_quantity) as revenue,
         (select case when count(*) > 0 and count(*) = count(l.cost)
                      then round(sum(a.quantity * l.cost), 2) end
            from order_item_lots a join lots l on l.id = a.lot_id
           where a.order_item_id = i.id) as cost
    from orders o join order_items i on i.order_id = o.id
   where o.status in ('approved', 'ready', 'completed')`;
const ORDERS = sql`
  select order_id, user_id, channel, payment_method, day, hour, max(delivery_fee) as fee,
         sum(units) as units, sum(revenue) as revenue, coalesce(sum(cost), 0) as cost,
         coalesce(sum(revenue) filter (where cost is not null), 0) as costed
    from (${LINES}) l group by 1, 2, 3, 4, 5, 6`;

async function expectTotalsAgree(label: string) {
  const salesKept = await rowsOf(sql`
    select day::text, hour::int, channel, payment_method, orders::int, units::int,
           revenue::text, delivery_fees::text, cost::text, costed_revenue::text
      from sales_days
     where orders <> 0 or units <> 0 or revenue <> 0 or delivery_fees <> 0 or cost <> 0`);
  const salesCounted = await rowsOf(sql`
    select day, hour, channel, payment_method, (count(*) filter (where units > 0))::int as orders,
           sum(units)::int as units, sum(revenue)::numeric(24,2)::text as revenue,
           sum(fee)::numeric(24,2)::text as delivery_fees, sum(cost)::numeric(24,2)::text as cost,
           sum(costed)::numeric(24,2)::text as costed_revenue
      from (${ORDERS}) o group by 1, 2, 3, 4
     having count(*) filter (where units > 0) <> 0 or sum(units) <> 0 or sum(revenue) <> 0
         or sum(fee) <> 0 or sum(cost) <> 0`);
  expect(salesKept, `sales_days ${label}`).toEqual(salesCounted);

  const productsKept = await rowsOf(sql`
    select day::text, product_id, units::int, revenue::text, cost::text, costed_revenue::text,
           written_off_units::text, write_off_loss::text, write_offs_without_cost::int
      from product_days
     where units <> 0 or revenue <> 0 or cost <> 0 or written_off_units <> 0
        or write_offs_without_cost <> 0`);
  const productsCounted = await rowsOf(sql`
    select day, product_id, sum(units)::int as units, sum(revenue)::numeric(24,2)::text as revenue,
           sum(cost)::numeric(24,2)::text as cost,
           sum(costed)::numeric(24,2)::text as costed_revenue,
           sum(off)::numeric(24,3)::text as written_off_units,
           sum(loss)::numeric(24,2)::text as write_off_loss, sum(unknown)::int as write_offs_without_cost
      from (select day, product_id, units, revenue, coalesce(cost, 0) as cost,
                   case when cost is null then 0 else revenue end as costed,
                   0 as off, 0 as loss, 0 as unknown
              from (${LINES}) l
            union all
            select (at at time zone 'Asia/Manila')::date::text, product_id, 0, 0, 0, 0, -change,
                   coalesce(cost, 0), case when cost is null then 1 else 0 end
              from stock_movements where kind = 'written_off') x
     group by 1, 2
    having sum(units) <> 0 or sum(revenue) <> 0 or sum(cost) <> 0 or sum(off) <> 0
        or sum(unknown) <> 0`);
  expect(productsKept, `product_days ${label}`).toEqual(productsCounted);

  const customersKept = await rowsOf(sql`
    select day::text, user_id, orders::int, revenue::text from customer_days
     where orders <> 0 or revenue <> 0`);
  const customersCounted = await rowsOf(sql`
    select day, user_id, (count(*) filter (where units > 0))::int as orders,
           sum(revenue)::numeric(24,2)::text as revenue
      from (${ORDERS}) o where user_id is not null group by 1, 2
     having count(*) filter (where units > 0) <> 0 or sum(revenue) <> 0`);
  expect(customersKept, `customer_days ${label}`).toEqual(customersCounted);

  const productMonthsKept = await rowsOf(sql`
    select month::text, product_id, units::int, revenue::text, cost::text, costed_revenue::text
      from product_months
     where units <> 0 or revenue <> 0 or cost <> 0 or costed_revenue <> 0`);
  const productMonthsCounted = await rowsOf(sql`
    select to_char(day::date, 'YYYY-MM-01') as month, product_id, sum(units)::int as units,
           sum(revenue)::numeric(24,2)::text as revenue,
           coalesce(sum(cost), 0)::numeric(24,2)::text as cost,
           coalesce(sum(revenue) filter (where cost is not null), 0)::numeric(24,2)::text
             as costed_revenue
      from (${LINES}) l group by 1, 2
    having sum(units) <> 0 or sum(revenue) <> 0 or coalesce(sum(cost), 0) <> 0`);
  expect(productMonthsKept, `product_months ${label}`).toEqual(productMonthsCounted);

  // customer_months keeps running sums: each month's own figures are its element less the one
  // before, and every month from the first to the last kept is there.
  const customerMonthsKept = await rowsOf(sql`
    select user_id, month, orders::int, revenue::text
      from (select user_id,
                   to_char(make_date((first_month + i::int - 1) / 12,
                                     (first_month + i::int - 1) % 12 + 1, 1), 'YYYY-MM-DD') as month,
                   o - coalesce(lag(o) over w, 0) as orders,
                   (r - coalesce(lag(r) over w, 0))::numeric(24,2) as revenue
              from customer_months,
                   unnest(orders, revenue) with ordinality as a(o, r, i)
            window w as (partition by user_id order by i)) m
     where orders <> 0 or revenue <> 0`);
  const customerMonthsCounted = await rowsOf(sql`
    select user_id, to_char(day::date, 'YYYY-MM-01') as month,
           (count(*) filter (where units > 0))::int as orders,
           sum(revenue)::numeric(24,2)::text as revenue
      from (${ORDERS}) o where user_id is not null group by 1, 2
     having count(*) filter (where units > 0) <> 0 or sum(revenue) <> 0`);
  expect(customerMonthsKept, `customer_months ${label}`).toEqual(customerMonthsCounted);
  const gaps = await rowsOf(sql`
    select user_id from customer_months
     where array_length(orders, 1) <> array_length(revenue, 1) or array_lower(orders, 1) <> 1`);
  expect(gaps, `customer_months arrays ${label}`).toEqual([]);
}

/**
 * Top products and repeat customers of ranges cut across months, read from the monthly rows and
 * the cut days (rangePieces), equal the same figures summed from the daily rows alone.
 */
async function expectMonthsReadAsDays() {
  let repeaters = 0;
  for (const [back, span] of [
    [0, 0],
    [2, 1],
    [130, 130],
    [100, 60],
    [125, 40],
    [75, 75],
    [40, 35],
  ] as const) {
    const from = addDays(today, -back);
    const to = addDays(from, span);
    const label = `${from}..${to}`;
    const top = await topProducts(t.database.db, rangePieces(from, to));
    const products = await rowsOf(sql`
      select product_id, sum(units)::text as units, sum(revenue)::text as revenue,
             sum(costed_revenue - cost)::text as margin
        from product_days where day between ${from} and ${to}
       group by product_id having sum(units) > 0`);
    const listed = [...top.byRevenue, ...top.byUnits, ...top.byMargin].map((p) =>
      JSON.stringify({
        product_id: p.productId,
        units: p.units,
        revenue: p.revenue,
        margin: p.margin,
      }),
    );
    for (const row of listed) expect(products, `top products ${label}`).toContain(row);
    expect(top.byRevenue.length, `top products ${label}`).toBe(Math.min(products.length, 10));

    const repeat = await repeatCustomers(t.database.db, rangePieces(from, to));
    const [daily] = await rowsOf(sql`
      select count(*)::text as customers, coalesce(sum(revenue), 0)::text as revenue
        from (select sum(orders) as orders, sum(revenue) as revenue from customer_days
               where day between ${from} and ${to} group by user_id) c
       where orders >= 2`);
    expect(JSON.stringify(repeat), `repeat customers ${label}`).toBe(daily);
    repeaters += Number(repeat.customers);
  }
  expect(repeaters, 'ranges with repeat customers').toBeGreaterThan(0);
}

describe(`the running sales totals under random work on ${dbKind}`, () => {
  it('400 random sales, moves, refunds, area changes and write-offs: the totals equal a recount', async () => {
    const next = random(28);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const products: string[] = [];
    for (const [name, price] of [
      ['Tally Flour', 120.5],
      ['Tally Sugar', 48.25],
      ['Tally Lard', 99.99],
    ] as const) {
      const p = await createProduct(t, t.admin.token, {
        name,
        price,
        halfPrice: Math.round(price * 55) / 100,
        retailPrice: 7.5,
        stock: 40,
        expirationDate: addDays(today, 300),
      });
      products.push(p._id);
    }
    const zones: string[] = [];
    for (const [name, fee] of [
      ['Tally Near', 35],
      ['Tally Far', 80.5],
    ] as const) {
      const res = await t.request('createDeliveryZone', {
        token: t.admin.token,
        body: { name, fee },
      });
      zones.push(res.json().zone._id);
    }
    const customers: TestUser[] = [];
    for (let i = 0; i < 6; i++) customers.push(await t.createUser('customer'));
    await ensureShift(t, t.cashier.token);
    const orders: { id: string; owner: TestUser | null; status: string; delivery: boolean }[] = [];
    const done: Record<string, number> = {};
    const tally = (op: string, status: number) => {
      expect(status, op).toBeLessThan(500);
      const key = `${op} ${status}`;
      done[key] = (done[key] ?? 0) + 1;
    };
    for (let step = 0; step < 400; step++) {
      const op = pick([
        'receive',
        'writeOff',
        'checkout',
        'checkout',
        'approve',
        'approve',
        'decline',
        'reapprove',
        'ready',
        'complete',
        'sell',
        'refund',
        'zone',
      ] as const);
      const productId = pick(products);
      if (op === 'receive') {
        await receive(t, productId, {
          quantity: 5 + Math.floor(next() * 20),
          expirationDate: addDays(today, 30 + Math.floor(next() * 300)),
          cost: next() < 0.6 ? Math.round(next() * 5000) / 100 : null,
        });
        tally(op, 201);
      } else if (op === 'writeOff') {
        const lot = (await lotsOf(t, productId)).lots.find((l) => l.quantity > 0);
        if (!lot) continue;
        const res = await t.request('writeOffLot', {
          token: t.admin.token,
          params: { id: lot._id },
          body: { quantity: Math.min(lot.quantity, 1 + Math.floor(next() * 3)), reason: 'damaged' },
        });
        tally(op, res.statusCode);
      } else if (op === 'checkout') {
        const customer = pick(customers);
        const added = await addToCart(
          t,
          customer.token,
          productId,
          1 + Math.floor(next() * 3),
          pick(['price', 'halfPrice', 'retailPrice'] as const),
        );
        if (added.statusCode !== 200) {
          tally('add', added.statusCode);
          continue;
        }
        const delivery = next() < 0.4;
        const res = await checkout(
          t,
          customer.token,
          delivery ? { deliveryMode: 'delivery', zoneId: pick(zones) } : {},
        );
        tally(op, res.statusCode);
        if (res.statusCode !== 201) {
          await t.request('removeFromCart', { token: customer.token, body: { productId } });
          continue;
        }
        const id = res.json().order._id as string;
        // Placed at a random instant of the last three days, or now and then of the last four
        // months, so the monthly totals see several months, gaps and earlier first months
        // (moved while it counts nowhere).
        const days = next() < 0.2 ? 120 : 3;
        const instant = new Date(Date.now() - Math.floor(next() * days * 24 * 3600) * 1000);
        await t.database.db.execute(
          sql`update orders set created_at = ${instant.toISOString()}::timestamptz where id = ${id}`,
        );
        orders.push({ id, owner: customer, status: 'pending', delivery });
      } else if (op === 'sell') {
        const res = await sell(
          t,
          t.cashier.token,
          saleBody([{ productId, quantity: 1 + Math.floor(next() * 3) }]),
        );
        tally(op, res.statusCode);
        if (res.statusCode === 201) {
          orders.push({
            id: res.json().sale._id,
            owner: null,
            status: 'completed',
            delivery: false,
          });
        }
      } else if (op === 'refund') {
        const sales = orders.filter((o) => o.owner === null);
        if (sales.length === 0) continue;
        const sale = pick(sales);
        const lines = (
          await rowsOf(
            sql`select id as "_id", quantity, refunded_quantity as "refundedQuantity"
                from order_items where order_id = ${sale.id} order by id`,
          )
        ).map((r) => JSON.parse(r) as { _id: string; quantity: number; refundedQuantity: number });
        const line = lines.find((l) => l.quantity > l.refundedQuantity);
        const res = await t.request('refundCounterSale', {
          token: t.cashier.token,
          params: { id: sale.id },
          body: {
            reason: 'Random refund',
            ...(line && next() < 0.6 ? { lines: [{ lineId: line._id, quantity: 1 }] } : {}),
          },
        });
        tally(op, res.statusCode);
      } else if (op === 'zone') {
        const candidates = orders.filter((o) => o.delivery && o.status === 'approved');
        if (candidates.length === 0) continue;
        const res = await t.request('setOrderZone', {
          token: t.cashier.token,
          params: { id: pick(candidates).id },
          body: { zoneId: pick(zones) },
        });
        tally(op, res.statusCode);
      } else {
        const [from, to] = {
          approve: [['pending'], 'approved'],
          decline: [['pending', 'approved', 'ready'], 'declined'],
          reapprove: [['declined'], 'approved'],
          ready: [['approved'], 'ready'],
          complete: [['ready'], 'completed'],
        }[op] as [string[], string];
        const candidates = orders.filter((o) => o.owner && from.includes(o.status));
        if (candidates.length === 0) continue;
        const order = pick(candidates);
        const res = await setStatus(t, t.cashier.token, order.id, to);
        tally(op, res.statusCode);
        if (res.statusCode === 200) order.status = to;
      }
      if (step % 100 === 99) await expectTotalsAgree(`after step ${step + 1}`);
    }
    await expectTotalsAgree('at the end');
    await expectMonthsReadAsDays();
    // The migrations' backfills, run again over the same orders and ledger, build the same totals.
    await t.database.db.transaction(async (tx) => {
      for (const table of REPORT_TOTALS) await tx.execute(sql.raw(`delete from ${table}`));
      for (const file of ['0014_reports.sql', '0016_report_rollups.sql']) {
        const migration = readFileSync(path.join(migrationsFolder, file), 'utf8');
        const backfill = migration.slice(migration.indexOf('-- The running totals'));
        for (const statement of backfill.split('--> statement-breakpoint')) {
          await tx.execute(sql.raw(statement));
        }
      }
    });
    await expectTotalsAgree('after the backfill');
    console.log(`[reports property] ${dbKind}: ${JSON.stringify(done)}`);
    // Several months per customer, so the running sums' gaps and first months were exercised.
    const spread = await rowsOf(
      sql`select user_id from customer_months where cardinality(orders) > 2`,
    );
    expect(spread.length).toBeGreaterThan(2);
    expect(done['sell 201']).toBeGreaterThan(5);
    expect(done['refund 200']).toBeGreaterThan(2);
    expect(done['decline 200']).toBeGreaterThan(3);
    expect(done['writeOff 200']).toBeGreaterThan(3);
  }, 300_000);
});
