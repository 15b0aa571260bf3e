import { like } from 'drizzle-orm';
import { UPLOADS_PATH } from '@shop/contract';
import type { Executor } from '../../db/types.ts';
import { products } from '../../db/schema/index.ts';

/**
 * Every uploaded picture address a product shows (archived products too: their history still
 * shows the photo), each once.
 */
export async function uploadAddressesInUse(db: Executor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ images: products.images })
    .from(products)
    .where(like(products.images, `${UPLOADS_PATH}%`));
  return rows.map((row) => row.images);
}
