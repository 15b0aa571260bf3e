import { and, asc, eq, sql } from 'drizzle-orm';
import { returnedRow } from '../../db/rows.ts';
import type { Executor } from '../../db/types.ts';
import { deliveryZones, type DeliveryZoneRow } from '../../db/schema/index.ts';

export type NewZone = Pick<
  typeof deliveryZones.$inferInsert,
  'name' | 'fee' | 'freeFrom' | 'active'
>;
export type ZonePatch = Partial<NewZone>;

/** Every area, or only the active ones; by name. */
export async function listZones(
  db: Executor,
  filter: { activeOnly: boolean },
): Promise<DeliveryZoneRow[]> {
  return db
    .select()
    .from(deliveryZones)
    .where(filter.activeOnly ? eq(deliveryZones.active, true) : undefined)
    .orderBy(sql`lower(${deliveryZones.name})`, asc(deliveryZones.name), asc(deliveryZones.id));
}

export async function findActiveZone(
  db: Executor,
  id: string,
): Promise<DeliveryZoneRow | undefined> {
  const [row] = await db
    .select()
    .from(deliveryZones)
    .where(and(eq(deliveryZones.id, id), eq(deliveryZones.active, true)))
    .limit(1);
  return row;
}

export async function hasActiveZones(db: Executor): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(deliveryZones)
    .where(eq(deliveryZones.active, true))
    .limit(1);
  return rows.length > 0;
}

export async function insertZone(db: Executor, values: NewZone): Promise<DeliveryZoneRow> {
  const rows = await db.insert(deliveryZones).values(values).returning();
  return returnedRow(rows, 'insert into delivery_zones');
}

export async function updateZone(
  db: Executor,
  id: string,
  patch: ZonePatch,
): Promise<DeliveryZoneRow | undefined> {
  const [row] = await db
    .update(deliveryZones)
    .set(patch)
    .where(eq(deliveryZones.id, id))
    .returning();
  return row;
}

/** Orders that named the area keep its name; their link to it becomes null (ON DELETE SET NULL). */
export async function deleteZone(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .delete(deliveryZones)
    .where(eq(deliveryZones.id, id))
    .returning({ id: deliveryZones.id });
  return rows.length > 0;
}
