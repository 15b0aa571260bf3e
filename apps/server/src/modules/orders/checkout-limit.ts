import { and, eq, gt, sql } from 'drizzle-orm';
import { SERVER_MESSAGES } from '@shop/contract';
import { orders } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * CHECKOUTS_PER_CUSTOMER_PER_HOUR (issue 25): a customer who has placed that many orders in the
 * last 60 minutes is refused another (429). Every order can text a number from the shop's phone,
 * so one account must not be able to place them without end. Counted from the orders table
 * (orders_user_created_idx), so the limit holds across servers and restarts. A retry of a
 * checkout that went through (its Idempotency-Key already names an order) is not a new order
 * and is let through to be answered with it. Counted before the checkout's own transaction:
 * parallel checkouts of one customer share one cart, which only one of them can take, so they
 * cannot slip past the count together.
 */
export async function refuseTooManyCheckouts(
  db: Db,
  userId: string,
  idempotencyKey: string | undefined,
  perHour: number,
): Promise<void> {
  const [placed] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), gt(orders.createdAt, sql`now() - interval '1 hour'`)));
  if ((placed?.count ?? 0) < perHour) return;
  if (idempotencyKey) {
    const [earlier] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
    if (earlier) return;
  }
  throw new AppError(429, SERVER_MESSAGES.tooManyCheckouts);
}
