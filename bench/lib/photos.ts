/**
 * Gives every product a visitor sees on one category page a photo of its own, the way the owner
 * would: each picture is uploaded through the contract's uploadImage call (the server stores it,
 * strips its metadata and makes the WebP copies) and its `url` put in the product's `images`
 * with updateProduct. The pictures are the demo shop's (demoPicture: a package in a colour of
 * its own over photo-like grain), so the page weighs what a shop with real photos does.
 */
import { expectOk, type Category } from '@shop/contract';
import { demoPicture } from '../../apps/server/src/db/demo-pictures.ts';
import { shopClient } from './calls.ts';
import { BENCH_ADMIN } from './shop-server.ts';

/** Uploads at once: sharp on the server resizes each into three copies. */
const AT_ONCE = 2;

export interface PhotoSummary {
  products: number;
  /** the JPEGs uploaded, in bytes */
  uploadedBytes: number;
  seconds: number;
}

export async function uploadCategoryPhotos(
  origin: string,
  category: Category,
): Promise<PhotoSummary> {
  const started = Date.now();
  const { token } = expectOk(
    await shopClient(origin).login({ body: BENCH_ADMIN }),
    'admin login for the photos',
  );
  const admin = shopClient(origin, token);
  // The products the page shows are the visitors' list of the category.
  const { products } = expectOk(
    await shopClient(origin).getProducts({ query: { category } }),
    `the ${category} listing`,
  );
  let uploadedBytes = 0;
  const queue = [...products];
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      for (let product = queue.shift(); product; product = queue.shift()) {
        const jpeg = await demoPicture(product.name, category);
        uploadedBytes += jpeg.length;
        const form = new FormData();
        form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), `${product._id}.jpg`);
        const { url } = expectOk(
          await admin.uploadImage({ body: form }),
          `upload a photo of ${product.name}`,
        );
        expectOk(
          await admin.updateProduct({ params: { id: product._id }, body: { images: url } }),
          `set the photo of ${product.name}`,
        );
      }
    }),
  );
  return { products: products.length, uploadedBytes, seconds: (Date.now() - started) / 1000 };
}
