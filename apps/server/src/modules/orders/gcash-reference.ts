import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/types.ts';
import { oneRow } from '../../db/rows.ts';

const ownerRow = oneRow(z.object({ owner: z.number().int().nullable() }));

/**
 * The number of another order (not `orderId`) that already carries this GCash reference, or
 * null: one reference names one payment. shop_gcash_reference_owner locks the reference for the
 * rest of the transaction, so the caller's write of it cannot race another's.
 */
export async function gcashReferenceOwner(
  tx: Executor,
  reference: string,
  orderId: string | null,
): Promise<number | null> {
  const result = await tx.execute(
    sql`select shop_gcash_reference_owner(${reference}, ${orderId}::uuid) as owner`,
  );
  return ownerRow.parse(result).rows[0].owner;
}
