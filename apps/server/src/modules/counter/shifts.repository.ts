import { and, desc, eq, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { SHIFTS_PAGE_SIZE } from '@shop/contract';
import { manilaDayEnd, manilaDayStart } from '../../db/manila-days.ts';
import type { Executor } from '../../db/types.ts';
import { returnedRow } from '../../db/rows.ts';
import { shifts, type ShiftRow } from '../../db/schema/index.ts';

/**
 * The caller's open shift. `share`, inside a transaction that writes into it: locked FOR SHARE
 * until the transaction ends, so a sale, a refund or a paid mark writing into it and the shift's
 * close (which locks it for update) come one after the other, and a closed shift's figures never
 * miss what was written into it. `none` for a read, which holds nothing.
 */
export async function openShiftOf(
  db: Executor,
  cashierId: string,
  lock: 'share' | 'none',
): Promise<ShiftRow | undefined> {
  const query = db
    .select()
    .from(shifts)
    .where(and(eq(shifts.cashierId, cashierId), isNull(shifts.closedAt)));
  const [row] = lock === 'share' ? await query.for('share') : await query;
  return row;
}

export async function insertShift(db: Executor, cashierId: string, float: string) {
  return returnedRow(
    await db.insert(shifts).values({ cashierId, float }).returning(),
    'insert shift',
  );
}

/** The shift, locked for its close. */
export async function lockShift(db: Executor, id: string): Promise<ShiftRow | undefined> {
  const [row] = await db.select().from(shifts).where(eq(shifts.id, id)).for('update');
  return row;
}

export async function closeShift(
  db: Executor,
  id: string,
  close: { countedCash: string; expectedCash: string; note: string | null },
): Promise<ShiftRow> {
  return returnedRow(
    await db
      .update(shifts)
      .set({ ...close, closedAt: sql`now()` })
      .where(eq(shifts.id, id))
      .returning(),
    'close shift',
  );
}

/** Which shifts the shift list (api.listShifts) shows. */
export interface ShiftFilter {
  cashierId?: string;
  status?: 'open' | 'closed';
  /** Manila days the shift opened, both included. */
  from?: string;
  to?: string;
}

export async function listShifts(db: Executor, filter: ShiftFilter): Promise<ShiftRow[]> {
  const where: SQL[] = [];
  if (filter.cashierId) where.push(eq(shifts.cashierId, filter.cashierId));
  if (filter.status === 'open') where.push(isNull(shifts.closedAt));
  if (filter.status === 'closed') where.push(isNotNull(shifts.closedAt));
  if (filter.from) where.push(gte(shifts.openedAt, manilaDayStart(filter.from)));
  if (filter.to) where.push(lt(shifts.openedAt, manilaDayEnd(filter.to)));
  return db
    .select()
    .from(shifts)
    .where(and(...where))
    .orderBy(desc(shifts.openedAt), desc(shifts.id))
    .limit(SHIFTS_PAGE_SIZE);
}

const figuresRow = z.object({
  shift_id: z.string(),
  cashier: z.string().nullable(),
  cash_sales: z.string(),
  cash_sales_count: z.coerce.number(),
  online_cash: z.string(),
  online_cash_count: z.coerce.number(),
  cash_refunds: z.string(),
  cash_refunds_count: z.coerce.number(),
});
const gcashRow = z.object({
  shift_id: z.string(),
  order_id: z.string(),
  order_number: z.coerce.number(),
  channel: z.enum(['online', 'counter']),
  reference: z.string().nullable(),
  amount: z.string(),
  at: z.union([z.string(), z.date()]).transform((v) => new Date(v)),
});
export type ShiftFigures = z.output<typeof figuresRow>;
export type ShiftGcashPayment = z.output<typeof gcashRow>;

/**
 * What went through each shift's drawer, in two queries for any number of shifts: the cash of
 * counter sales and of online orders marked paid into it, the cash refunds paid out of it, and
 * the GCash payments (counter and online) to check against the wallet.
 */
export async function shiftFigures(
  db: Executor,
  ids: string[],
): Promise<{ figures: Map<string, ShiftFigures>; gcash: Map<string, ShiftGcashPayment[]> }> {
  if (ids.length === 0) return { figures: new Map(), gcash: new Map() };
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const figures = await db.execute(sql`
    select s.id as shift_id, u.username as cashier,
      coalesce(o.cash_sales, 0)::text as cash_sales, coalesce(o.cash_sales_count, 0) as cash_sales_count,
      coalesce(o.online_cash, 0)::text as online_cash, coalesce(o.online_cash_count, 0) as online_cash_count,
      coalesce(r.cash_refunds, 0)::text as cash_refunds, coalesce(r.cash_refunds_count, 0) as cash_refunds_count
    from shifts s
    left join users u on u.id = s.cashier_id
    left join lateral (
      select sum(total_amount) filter (where channel = 'counter') as cash_sales,
             count(*) filter (where channel = 'counter') as cash_sales_count,
             sum(total_amount) filter (where channel = 'online') as online_cash,
             count(*) filter (where channel = 'online') as online_cash_count
      from orders where shift_id = s.id and payment_method = 'cash' and paid
    ) o on true
    left join lateral (
      select sum(amount) as cash_refunds, count(*) as cash_refunds_count
      from refunds where shift_id = s.id and method = 'cash'
    ) r on true
    where s.id in (${list})`);
  const gcash = await db.execute(sql`
    select shift_id, id as order_id, order_number, channel, gcash_reference as reference,
           total_amount::text as amount, coalesce(paid_at, created_at) as at
    from orders
    where shift_id in (${list}) and payment_method = 'gcash' and paid
    order by coalesce(paid_at, created_at), order_number`);
  const figuresOf = new Map<string, ShiftFigures>();
  for (const row of z.object({ rows: z.array(figuresRow) }).parse(figures).rows)
    figuresOf.set(row.shift_id, row);
  const gcashOf = new Map<string, ShiftGcashPayment[]>();
  for (const row of z.object({ rows: z.array(gcashRow) }).parse(gcash).rows) {
    const list = gcashOf.get(row.shift_id) ?? [];
    list.push(row);
    gcashOf.set(row.shift_id, list);
  }
  return { figures: figuresOf, gcash: gcashOf };
}
