import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  IMAGE_RULE_MESSAGE,
  IMAGE_WIDTHS,
  httpsImageHost,
  isOwnImage,
  imageVariantUrl,
  uploadedImageName,
  type UploadImageResponse,
} from '@shop/contract';
import { badRequest } from '../../lib/errors.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../lib/private-files.ts';

/** What the file's first bytes say it is: only JPEG, PNG and WebP photos are taken. */
export function photoTypeOf(bytes: Buffer): 'jpeg' | 'png' | 'webp' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return undefined;
}

/**
 * A photo may decode to at most this many pixels (a 50-megapixel phone camera's is 8160 × 6120):
 * a small file that claims a huge picture (a decompression bomb) is refused before it is decoded.
 */
const MAX_INPUT_PIXELS = 60_000_000;
const LARGEST_WIDTH = Math.max(...IMAGE_WIDTHS);
const WEBP_QUALITY = 78;

export const NOT_A_PHOTO = 'The file must be a JPEG, PNG or WebP photo.';

/** A stored file's name: the photo's content hash, and the width of the copy (none: old full size). */
export const STORED_PHOTO = /^([a-f0-9]{32})(?:-(\d{2,4}))?\.webp$/;

/**
 * The shop's pictures. The admin's uploaded photos are kept as files in one folder (UPLOAD_DIR
 * or DATA_DIR/uploads) under a name made from their content: uploading the same photo twice
 * makes no second copy, and a name never changes meaning, so browsers may keep the files for a
 * year (immutable). It also decides which addresses a product may show (`checkAddress`).
 * Photos no product uses are removed by photo-tidy.ts.
 */
export class ImageStore {
  /** `allowedHosts`: IMAGE_HOSTS, the only hosts whose https pictures a product may show. */
  constructor(
    readonly dir: string,
    private readonly allowedHosts: readonly string[] = [],
  ) {}

  /**
   * A product's `images` must be one of the shop's own pictures or an https address on a host
   * of IMAGE_HOSTS (the contract checks the form, this the host): a picture from anywhere else
   * would tell that host who looks at the shop. 400 on field `images` otherwise.
   */
  checkAddress(images: string | undefined): void {
    if (images === undefined || isOwnImage(images)) return;
    const host = httpsImageHost(images);
    if (host !== undefined && this.allowedHosts.includes(host)) return;
    throw badRequest(
      host === undefined
        ? IMAGE_RULE_MESSAGE
        : `Pictures from ${host} are not allowed: upload the photo instead.`,
      'images',
    );
  }

  /**
   * Checks, resizes and stores a photo: WebP copies IMAGE_WIDTHS wide (never enlarged), each
   * once. The photo's own address (`{name}.webp`) is served from the largest copy (`filesOf`),
   * not kept as a second identical file. Turned upright by its EXIF orientation, then written
   * without any metadata: a phone photo's location, camera and time never reach customers.
   */
  async store(bytes: Buffer): Promise<UploadImageResponse> {
    if (!photoTypeOf(bytes)) throw badRequest(NOT_A_PHOTO, 'file');
    const name = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
    const upright = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    let largest: Buffer;
    try {
      largest = await upright
        .resize({ width: LARGEST_WIDTH, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
    } catch (error) {
      const message = (error as Error).message;
      if (/pixel limit/i.test(message)) {
        throw badRequest('The photo has too many pixels: at most 60 megapixels.', 'file');
      }
      throw badRequest(`${NOT_A_PHOTO} This one could not be read.`, 'file');
    }
    await mkdir(this.dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    const files: [string, Buffer][] = [];
    for (const width of IMAGE_WIDTHS) {
      const copy =
        width === LARGEST_WIDTH
          ? largest
          : await sharp(largest)
              .resize({ width, withoutEnlargement: true })
              .webp({ quality: WEBP_QUALITY })
              .toBuffer();
      files.push([imageVariantUrl(name, width), copy]);
    }
    for (const [url, data] of files) await this.write(url, data);
    return {
      url: uploadedImageName(name),
      variants: IMAGE_WIDTHS.map((width) => ({ width, url: imageVariantUrl(name, width) })),
    };
  }

  /**
   * The files that may hold an upload's address (`/uploads/{file}`), to try in order; none for
   * any other name. The photo's own address is its largest copy; a photo stored before each size
   * was kept once may still have its own full-size file (the same bytes), tried second.
   */
  filesOf(fileName: string): string[] {
    const match = STORED_PHOTO.exec(fileName);
    if (!match) return [];
    const [, name, width] = match;
    return width === undefined
      ? [
          path.join(this.dir, path.basename(imageVariantUrl(name!, LARGEST_WIDTH))),
          path.join(this.dir, fileName),
        ]
      : [path.join(this.dir, fileName)];
  }

  /**
   * Whole files only: written beside under a name of this upload's own (two uploads of the same
   * photo at once each write and rename their own), then renamed into place. A photo uploaded
   * again is dated again: its 24 hours to be used on a product start over (photo-tidy.ts).
   */
  private async write(url: string, data: Buffer) {
    const file = path.join(this.dir, path.basename(url));
    const now = new Date();
    const there = await utimes(file, now, now).then(
      () => true,
      () => false,
    );
    if (there) return; // the same content is there already
    const partial = `${file}.${randomUUID()}.partial`;
    await writeFile(partial, data, { mode: PRIVATE_FILE_MODE });
    await rename(partial, file);
  }
}
