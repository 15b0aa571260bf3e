import {
  SERVER_MESSAGES,
  ZONE_CHANGEABLE_STATUSES,
  zoneChangeRefused,
  zoneChangedDetail,
  zoneChangedNote,
  type SetOrderZoneResponse,
} from '@shop/contract';
import type { Db } from '../../db/types.ts';
import { inTransaction, pgError } from '../../db/transaction.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { numericToPesos } from '../../lib/money.ts';
import { toStaffOrder, withDetails } from './order-views.ts';
import * as repo from './orders.repository.ts';
import { toQueueEntries } from './queue.service.ts';
import { countsAsSold, tellCustomer, type OrderEffects } from './status.service.ts';
import { recountingSales } from '../analytics/analytics.repository.ts';

/**
 * Staff put a pending or approved delivery order in another (active) area: the fee and total
 * are charged again from the area (shop_delivery_fee, checkout's rule), the change is recorded
 * in the order's history with the new cost as the note to the customer, and the customer is
 * told the way a status change tells them. The order row is locked first, so a concurrent move
 * or Clear Customer Info is seen. Choosing the area it already has changes nothing.
 */
export async function setOrderZone(
  db: Db,
  orderId: string,
  zoneId: string,
  changedBy: string,
  effects: OrderEffects,
): Promise<SetOrderZoneResponse> {
  return inTransaction(db, async (tx) => {
    const order = await repo.lockOrder(tx, orderId);
    if (!order) throw notFound(SERVER_MESSAGES.orderNotFound);
    const cleared = order.customerInfoClearedAt !== null;
    if (
      order.deliveryMode !== 'delivery' ||
      cleared ||
      !ZONE_CHANGEABLE_STATUSES.includes(order.status)
    ) {
      throw conflict(zoneChangeRefused({ ...order, cleared }));
    }
    let row = order;
    if (order.deliveryZoneId !== zoneId) {
      const move = async () => {
        const moved = await repo.setDeliveryZone(tx, orderId, zoneId).catch((error: unknown) => {
          // numeric_value_out_of_range: the new total would not fit a money column.
          if (pgError(error)?.code === '22003') throw conflict(SERVER_MESSAGES.orderTotalTooLarge);
          throw error;
        });
        if (!moved) throw conflict(SERVER_MESSAGES.deliveryZoneUnavailable);
        return moved;
      };
      // A sold order's delivery fee is in the sales totals: out at the old fee, in at the new.
      const moved = countsAsSold(order.status)
        ? await recountingSales(tx, orderId, move)
        : await move();
      const zone = moved.deliveryZoneName ?? '';
      const note = zoneChangedNote(
        zone,
        numericToPesos(moved.deliveryFee),
        numericToPesos(moved.totalAmount),
      );
      await repo.insertStatusEvent(tx, {
        orderId,
        changedBy,
        fromStatus: order.status,
        toStatus: order.status,
        note,
        detail: zoneChangedDetail(order.deliveryZoneName, zone),
      });
      await tellCustomer(tx, order, order.status, note, effects, true);
      row = moved;
    }
    const [staffOrder] = await withDetails(tx, [row], toStaffOrder);
    const [entry] = await toQueueEntries(tx, [staffOrder!]);
    return { message: SERVER_MESSAGES.deliveryAreaChanged, order: entry! };
  });
}
