import { like } from 'drizzle-orm';
import { UPLOADS_PATH } from '@shop/contract';
import type { Executor } from '../../db/types.ts';
import { products, shopSettings } from '../../db/schema/index.ts';

/**
 * Every uploaded picture address the shop shows, each once: a product's photo (archived
 * products too: their history still shows the photo) and the shop's payment QR picture in
 * the settings.
 */
export async function uploadAddressesInUse(db: Executor): Promise<string[]> {
  const [photos, qr] = await Promise.all([
    db
      .selectDistinct({ images: products.images })
      .from(products)
      .where(like(products.images, `${UPLOADS_PATH}%`)),
    db
      .select({ image: shopSettings.paymentQrImage })
      .from(shopSettings)
      .where(like(shopSettings.paymentQrImage, `${UPLOADS_PATH}%`)),
  ]);
  return [...photos.map((row) => row.images), ...qr.flatMap((row) => row.image ?? [])];
}
