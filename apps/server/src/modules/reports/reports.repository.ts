import { and, asc, eq, gt, gte, isNull, lte, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { REPORT_STALE_DAYS, REPORT_TOP_PRODUCTS, addDays } from '@shop/contract';
import { manilaDayEnd, manilaDayStart } from '../../db/manila-days.ts';
import type { Executor } from '../../db/types.ts';
import { monthNumber, type RangePieces } from './report-range.ts';
import {
  customerDays,
  customerMonths,
  orderItems,
  orders,
  orderStatusEvents,
  productDays,
  productMonths,
  products,
  refunds,
  salesDays,
  shifts,
  stockMovements,
  users,
} from '../../db/schema/index.ts';

/*
 * The reports read the running totals (sales_days, product_days, customer_days and their
 * monthly roll-ups product_months and customer_months: kept by shop_record_sales and
 * shop_change_lot, docs/decisions/0083), so a report's cost follows the days and months it
 * covers, not the orders; the day's close and the export read one day or one range of rows by
 * index. Sums come back as numeric text and are added up in centavos by the service.
 */
const text = (column: SQL | unknown) => sql<string>`coalesce(sum(${column}), 0)::text`;

/** Sold orders per day, channel and payment method, from `from` to `to` (both included). */
export async function salesPerDay(db: Executor, from: string, to: string) {
  return db
    .select({
      day: salesDays.day,
      channel: salesDays.channel,
      paymentMethod: salesDays.paymentMethod,
      orders: text(salesDays.orders),
      units: text(salesDays.units),
      revenue: text(salesDays.revenue),
      deliveryFees: text(salesDays.deliveryFees),
      cost: text(salesDays.cost),
      costedRevenue: text(salesDays.costedRevenue),
    })
    .from(salesDays)
    .where(and(gte(salesDays.day, from), lte(salesDays.day, to)))
    .groupBy(salesDays.day, salesDays.channel, salesDays.paymentMethod);
}

/** Write-offs per day, from `from` to `to` (both included). */
export async function writeOffsPerDay(db: Executor, from: string, to: string) {
  return db
    .select({
      day: productDays.day,
      loss: text(productDays.writeOffLoss),
      withoutCost: text(productDays.writeOffsWithoutCost),
    })
    .from(productDays)
    .where(
      and(
        gte(productDays.day, from),
        lte(productDays.day, to),
        sql`(${productDays.writtenOffUnits} <> 0 or ${productDays.writeOffsWithoutCost} <> 0)`,
      ),
    )
    .groupBy(productDays.day);
}

const topRows = z.object({
  rows: z.array(
    z.object({
      product_id: z.string(),
      name: z.string(),
      units: z.string(),
      revenue: z.string(),
      costed_revenue: z.string(),
      margin: z.string(),
      by_revenue: z.string(),
      by_units: z.string(),
      by_margin: z.string(),
    }),
  ),
});

/** A range's daily rows of a table, each piece's figures times its sign (rangePieces). */
function dayRows(pieces: RangePieces, select: (sign: number) => SQL, day: SQL) {
  return pieces.days.map(
    (piece) => sql`select ${select(piece.sign)} where ${day} between ${piece.from} and ${piece.to}`,
  );
}

/**
 * The best products of the range by revenue, by units and by margin (REPORT_TOP_PRODUCTS each),
 * from one pass over the range's rows (its whole months' product_months, its cut months' days'
 * product_days): each product's sums once, ranked three ways; a product is in the answer when
 * it is in any of the three tops (`rank` says where).
 */
export async function topProducts(db: Executor, pieces: RangePieces) {
  const d = productDays;
  const m = productMonths;
  const rows = [
    ...(pieces.months
      ? [
          sql`select ${m.productId} as product_id, ${m.units} as units, ${m.revenue} as revenue,
                     ${m.costedRevenue} as costed_revenue, ${m.cost} as cost
                from ${m} where ${m.month} between ${pieces.months.from} and ${pieces.months.to}`,
        ]
      : []),
    ...dayRows(
      pieces,
      (sign) => sql`${d.productId} as product_id, ${sign} * ${d.units} as units,
                    ${sign} * ${d.revenue} as revenue,
                    ${sign} * ${d.costedRevenue} as costed_revenue, ${sign} * ${d.cost} as cost
               from ${d}`,
      sql`${d.day}`,
    ),
  ];
  const result = await db.execute(sql`
    with sums as (
      select product_id, sum(units) as units, sum(revenue) as revenue,
             sum(costed_revenue) as costed_revenue, sum(costed_revenue - cost) as margin
        from (${sql.join(rows, sql` union all `)}) r
       group by product_id
      having sum(units) > 0),
    ranked as (
      select s.*, p.name,
             row_number() over (order by s.revenue desc, p.name, p.id) as by_revenue,
             row_number() over (order by s.units desc, p.name, p.id) as by_units,
             row_number() over (order by s.margin desc, p.name, p.id) as by_margin
        from sums s join ${products} p on p.id = s.product_id)
    select product_id, name, units::text, revenue::text, costed_revenue::text, margin::text,
           by_revenue::text, by_units::text, by_margin::text
      from ranked
     where least(by_revenue, by_units, by_margin) <= ${REPORT_TOP_PRODUCTS}`);
  const list = topRows.parse(result).rows;
  const top = (rank: 'by_revenue' | 'by_units' | 'by_margin') =>
    list
      .filter((r) => Number(r[rank]) <= REPORT_TOP_PRODUCTS)
      .sort((a, b) => Number(a[rank]) - Number(b[rank]))
      .map((r) => ({
        productId: r.product_id,
        name: r.name,
        units: r.units,
        revenue: r.revenue,
        costedRevenue: r.costed_revenue,
        margin: r.margin,
      }));
  return { byRevenue: top('by_revenue'), byUnits: top('by_units'), byMargin: top('by_margin') };
}

/** Live products holding stock with no unit sold in the REPORT_STALE_DAYS days up to today. */
export async function notSelling(db: Executor, today: string) {
  const since = addDays(today, -(REPORT_STALE_DAYS - 1));
  const lastSold = sql<string | null>`(
    select max(${productDays.day}) from ${productDays}
     where ${productDays.productId} = ${products.id} and ${productDays.units} > 0
       and ${productDays.day} <= ${today})`;
  return db
    .select({
      productId: products.id,
      name: products.name,
      stock: products.stock,
      lastSold: sql<string | null>`${lastSold}::text`,
    })
    .from(products)
    .where(
      and(
        isNull(products.archivedAt),
        gt(products.stock, 0),
        sql`not exists (select 1 from ${productDays}
               where ${productDays.productId} = ${products.id} and ${productDays.units} > 0
                 and ${productDays.day} between ${since} and ${today})`,
      ),
    )
    .orderBy(sql`${lastSold} nulls first`, asc(products.name), asc(products.id));
}

const repeatRow = z.object({
  rows: z.array(z.object({ customers: z.string(), revenue: z.string() })),
});
const noCustomers = sql`select null::uuid as user_id, 0::bigint as orders, 0::numeric as revenue
                         where false`;

/**
 * Customer accounts with two or more sold orders in the range, and their revenue: per customer,
 * its whole months as two elements of its customer_months running sums (through the last month
 * less through the month before the first), joined to its cut months' customer_days, summed
 * per customer first (few rows), so the customers are read once and never grouped.
 */
export async function repeatCustomers(db: Executor, pieces: RangePieces) {
  const d = customerDays;
  const m = customerMonths;
  const { months } = pieces;
  const through = (column: SQL, month: number) =>
    sql`coalesce(shop_running_at(${column}, ${m.firstMonth}, ${month}::integer), 0)`;
  const between = (column: SQL, last: number, before: number) =>
    sql`${through(column, last)} - ${through(column, before)}`;
  const wholeMonths = months
    ? sql`select ${m.userId} as user_id,
                 ${between(sql`${m.orders}`, monthNumber(months.to), monthNumber(months.from) - 1)}
                   as orders,
                 ${between(sql`${m.revenue}`, monthNumber(months.to), monthNumber(months.from) - 1)}
                   as revenue
            from ${m} where ${m.firstMonth} <= ${monthNumber(months.to)}`
    : noCustomers;
  const days = dayRows(
    pieces,
    (sign) => sql`${d.userId} as user_id, ${sign} * ${d.orders} as orders,
                  ${sign} * ${d.revenue} as revenue from ${d}`,
    sql`${d.day}`,
  );
  const cutDays = days.length
    ? sql`select user_id, sum(orders) as orders, sum(revenue) as revenue
            from (${sql.join(days, sql` union all `)}) r group by user_id`
    : noCustomers;
  const result = await db.execute(sql`
    select count(*)::text as customers, coalesce(sum(revenue), 0)::text as revenue
      from (select coalesce(w.orders, 0) + coalesce(c.orders, 0) as orders,
                   coalesce(w.revenue, 0) + coalesce(c.revenue, 0) as revenue
              from (${wholeMonths}) w full join (${cutDays}) c using (user_id)) per_customer
     where orders >= 2`);
  return repeatRow.parse(result).rows[0]!;
}

/** One day's sold orders and revenue, up to and including an hour (all day without one). */
export async function daySoFar(db: Executor, day: string, hour?: number) {
  const [row] = await db
    .select({ orders: text(salesDays.orders), revenue: text(salesDays.revenue) })
    .from(salesDays)
    .where(and(eq(salesDays.day, day), hour === undefined ? undefined : lte(salesDays.hour, hour)));
  return row!;
}

/** Money marked paid in a Manila day, per channel and payment method (the day's close). */
export async function paidOn(db: Executor, day: string) {
  return db
    .select({
      channel: orders.channel,
      paymentMethod: orders.paymentMethod,
      amount: text(orders.totalAmount),
    })
    .from(orders)
    .where(
      and(
        eq(orders.paid, true),
        gte(orders.paidAt, manilaDayStart(day)),
        lt(orders.paidAt, manilaDayEnd(day)),
      ),
    )
    .groupBy(orders.channel, orders.paymentMethod);
}

/** Refunds paid out in a Manila day, per method. */
export async function refundsOn(db: Executor, day: string) {
  return db
    .select({ method: refunds.method, amount: text(refunds.amount) })
    .from(refunds)
    .where(
      and(gte(refunds.createdAt, manilaDayStart(day)), lt(refunds.createdAt, manilaDayEnd(day))),
    )
    .groupBy(refunds.method);
}

/** Shifts opened in a Manila day, with their cashier's name, oldest first. */
export async function shiftsOn(db: Executor, day: string) {
  return db
    .select({ shift: shifts, cashier: users.username })
    .from(shifts)
    .leftJoin(users, eq(users.id, shifts.cashierId))
    .where(and(gte(shifts.openedAt, manilaDayStart(day)), lt(shifts.openedAt, manilaDayEnd(day))))
    .orderBy(asc(shifts.openedAt), asc(shifts.id));
}

/** Write-offs recorded in a Manila day, in the ledger's order. */
export async function writeOffsOn(db: Executor, day: string) {
  return db
    .select({
      at: stockMovements.at,
      productName: products.name,
      change: stockMovements.change,
      reason: stockMovements.reason,
      cost: stockMovements.cost,
    })
    .from(stockMovements)
    .innerJoin(products, eq(products.id, stockMovements.productId))
    .where(
      and(
        eq(stockMovements.kind, 'written_off'),
        gte(stockMovements.at, manilaDayStart(day)),
        lt(stockMovements.at, manilaDayEnd(day)),
      ),
    )
    .orderBy(asc(stockMovements.at), asc(stockMovements.id));
}

/** Where the orders export stands: the last order written (placed time and id). */
export interface OrdersCursor {
  createdAt: string;
  id: string;
}

/**
 * The next `limit` orders placed from `from` to `to` (Manila days) after the cursor, in placed
 * order, each with its lines (by name): one page of the orders export, read by index
 * (orders_created_idx), so the export never holds more than a page.
 */
export async function orderLinesPage(
  db: Executor,
  range: { from: string; to: string },
  after: OrdersCursor | null,
  limit: number,
) {
  const page = db
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(
      and(
        gte(orders.createdAt, manilaDayStart(range.from)),
        lt(orders.createdAt, manilaDayEnd(range.to)),
        after
          ? sql`(${orders.createdAt}, ${orders.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit)
    .as('page');
  const finished = sql<string | null>`(
    select to_json(max(${orderStatusEvents.changedAt}))#>>'{}' from ${orderStatusEvents}
     where ${orderStatusEvents.orderId} = ${orders.id}
       and ${orderStatusEvents.toStatus} in ('completed', 'declined', 'cancelled'))`;
  return db
    .select({
      orderId: orders.id,
      cursorAt: sql<string>`to_json(${orders.createdAt})#>>'{}'`,
      orderNumber: orders.orderNumber,
      placedAt: orders.createdAt,
      finishedAt: finished,
      channel: orders.channel,
      status: orders.status,
      customerName: orders.customerName,
      deliveryFee: orders.deliveryFee,
      paymentMethod: orders.paymentMethod,
      reference: orders.gcashReference,
      paid: orders.paid,
      lineId: orderItems.id,
      product: orderItems.name,
      tier: orderItems.priceType,
      unit: orderItems.unit,
      quantity: orderItems.quantity,
      refunded: orderItems.refundedQuantity,
      unitPrice: orderItems.unitPrice,
      cost: sql<string | null>`(
        select case when count(*) > 0 and count(*) = count(l.cost)
                    then round(sum(a.quantity * l.cost), 2)::text end
          from order_item_lots a join lots l on l.id = a.lot_id
         where a.order_item_id = ${orderItems.id})`,
    })
    .from(page)
    .innerJoin(orders, eq(orders.id, page.id))
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .orderBy(asc(orders.createdAt), asc(orders.id), asc(orderItems.name), asc(orderItems.id));
}
