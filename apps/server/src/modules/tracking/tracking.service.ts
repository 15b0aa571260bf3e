import { and, eq, isNull } from 'drizzle-orm';
import { TRACKING_CODE_PATTERN, TRACKING_MESSAGES, type TrackedOrder } from '@shop/contract';
import type { Executor } from '../../db/types.ts';
import { orders } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { numericToPesos } from '../../lib/money.ts';
import { listStatusEvents } from '../orders/orders.repository.ts';
import { readShopSettings } from '../shop/settings.service.ts';

/**
 * The order behind a tracking code, as its public page shows it (contract tracking.ts). Only
 * columns without a person in them are read, so no later change can leak one here. A cleared
 * order's code is gone (Clear Customer Info sets it to null); the check on the clearing time
 * is the second lock on that door.
 */
export async function trackOrder(db: Executor, code: string): Promise<TrackedOrder> {
  if (!TRACKING_CODE_PATTERN.test(code)) throw notFound(TRACKING_MESSAGES.notFound);
  const [row] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      deliveryMode: orders.deliveryMode,
      pickupDate: orders.pickupDate,
      createdAt: orders.createdAt,
      totalAmount: orders.totalAmount,
      paymentMethod: orders.paymentMethod,
      paid: orders.paid,
    })
    .from(orders)
    .where(and(eq(orders.trackingCode, code), isNull(orders.customerInfoClearedAt)));
  if (!row) throw notFound(TRACKING_MESSAGES.notFound);
  const [events, settings] = await Promise.all([
    listStatusEvents(db, [row.id]),
    readShopSettings(db),
  ]);
  const statusHistory = [
    { status: 'pending' as const, at: row.createdAt.toISOString(), note: null },
    ...events.map((e) => ({ status: e.toStatus, at: e.changedAt.toISOString(), note: e.note })),
  ];
  return {
    orderNumber: row.orderNumber,
    status: row.status,
    note: statusHistory.at(-1)!.note,
    statusHistory,
    deliveryMode: row.deliveryMode,
    pickupDate: row.pickupDate,
    createdAt: row.createdAt.toISOString(),
    totalAmount: numericToPesos(row.totalAmount),
    paymentMethod: row.paymentMethod,
    paid: row.paid,
    shop: {
      shopName: settings.shopName,
      address: settings.address,
      hours: settings.hours,
      phone: settings.phone,
      messengerUrl: settings.messengerUrl,
      viberNumber: settings.viberNumber,
      contactUrl: settings.contactUrl,
    },
  };
}
