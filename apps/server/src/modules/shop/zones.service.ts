import type { z } from 'zod';
import {
  SERVER_MESSAGES,
  type DeliveryZone,
  type createDeliveryZoneBody,
  type updateDeliveryZoneBody,
} from '@shop/contract';
import type { Executor } from '../../db/types.ts';
import type { DeliveryZoneRow } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { numericToPesos, optionalNumeric, optionalPesos, pesosToNumeric } from '../../lib/money.ts';
import * as repo from './zones.repository.ts';

function toZone(row: DeliveryZoneRow): DeliveryZone {
  return {
    _id: row.id,
    name: row.name,
    fee: numericToPesos(row.fee),
    freeFrom: optionalPesos(row.freeFrom),
    active: row.active,
  };
}

/** The admin manages every area; customers and visitors choose among the active ones. */
export async function listZones(db: Executor, everyZone: boolean): Promise<DeliveryZone[]> {
  const rows = await repo.listZones(db, { activeOnly: !everyZone });
  return rows.map(toZone);
}

/** An area a checkout may name: it exists and is active. */
export async function findActiveZone(db: Executor, id: string): Promise<DeliveryZone | undefined> {
  const row = await repo.findActiveZone(db, id);
  return row ? toZone(row) : undefined;
}

/** Whether a delivery checkout must name an area. */
export const hasActiveZones = (db: Executor): Promise<boolean> => repo.hasActiveZones(db);

export async function createZone(
  db: Executor,
  input: z.output<typeof createDeliveryZoneBody>,
): Promise<DeliveryZone> {
  const row = await repo.insertZone(db, {
    name: input.name,
    fee: pesosToNumeric(input.fee),
    freeFrom: optionalNumeric(input.freeFrom) ?? null,
    active: input.active ?? true,
  });
  return toZone(row);
}

/** Changes only the fields given; orders keep the fee and name they were charged with. */
export async function updateZone(
  db: Executor,
  id: string,
  input: z.output<typeof updateDeliveryZoneBody>,
): Promise<DeliveryZone> {
  const patch: repo.ZonePatch = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.fee !== undefined) patch.fee = pesosToNumeric(input.fee);
  if (input.freeFrom !== undefined) patch.freeFrom = optionalNumeric(input.freeFrom);
  if (input.active !== undefined) patch.active = input.active;
  const row = await repo.updateZone(db, id, patch);
  if (!row) throw notFound(SERVER_MESSAGES.deliveryZoneNotFound);
  return toZone(row);
}

/** Removes the area; orders keep its name and the fee they paid. */
export async function deleteZone(db: Executor, id: string): Promise<{ message: string }> {
  if (!(await repo.deleteZone(db, id))) throw notFound(SERVER_MESSAGES.deliveryZoneNotFound);
  return { message: SERVER_MESSAGES.deliveryZoneDeleted };
}
