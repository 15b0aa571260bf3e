import { readFile, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS, UPLOADS_PATH } from '@shop/contract';
import type { Executor } from '../../db/types.ts';
import { STORED_PHOTO } from './image-store.ts';
import { uploadAddressesInUse } from './uploads.repository.ts';

/**
 * An uploaded photo no product uses is kept this long after it was last uploaded: the admin
 * uploads it in the product dialog and saves the product a moment (or an evening) later.
 */
export const UNUSED_PHOTO_KEPT_MS = 24 * 60 * 60 * 1000;

const LARGEST_WIDTH = Math.max(...IMAGE_WIDTHS);

export interface PhotoTidying {
  /** Photos removed (their content names): no product used them for UNUSED_PHOTO_KEPT_MS. */
  unused: string[];
  /** Old full-size files removed because their largest copy holds the same bytes. */
  duplicates: number;
  /** Unfinished writes left by a stopped server. */
  leftovers: number;
}

/** The photo a product's `images` names (its own address or any of its copies), if an upload. */
function photoOf(address: string): string | undefined {
  if (!address.startsWith(UPLOADS_PATH)) return undefined;
  return STORED_PHOTO.exec(address.slice(UPLOADS_PATH.length))?.[1];
}

/**
 * Tidies the upload folder at the quiet hour: removes every photo (all its files) that no
 * product's `images` names and that was last uploaded more than a day ago; removes the
 * full-size file photos stored before each size was kept once, where the largest copy holds
 * the same bytes (the photo's address is then served from that copy, so products keep
 * showing it); and removes unfinished writes older than a day. Shipped `/images/` pictures are
 * not in this folder; demo pictures are uploads that their products use, so they stay.
 */
export async function tidyPhotos(
  db: Executor,
  dir: string,
  now = Date.now(),
): Promise<PhotoTidying> {
  const done: PhotoTidying = { unused: [], duplicates: 0, leftovers: 0 };
  const names = await readdir(dir).catch(() => [] as string[]);
  if (names.length === 0) return done;
  // Read after the folder: a photo saved on a product meanwhile is in the list, never removed.
  const used = new Set((await uploadAddressesInUse(db)).map(photoOf));
  const old = async (name: string) => {
    const stats = await stat(path.join(dir, name)).catch(() => undefined);
    return stats !== undefined && now - stats.mtimeMs > UNUSED_PHOTO_KEPT_MS;
  };
  const remove = (name: string) => rm(path.join(dir, name), { force: true });

  const photos = new Map<string, string[]>();
  for (const name of names) {
    const photo = STORED_PHOTO.exec(name)?.[1];
    if (photo !== undefined) photos.set(photo, [...(photos.get(photo) ?? []), name]);
    else if (name.endsWith('.partial') && (await old(name))) {
      await remove(name);
      done.leftovers += 1;
    }
  }
  for (const [photo, files] of photos) {
    if (!used.has(photo)) {
      const ages = await Promise.all(files.map(old));
      if (ages.every(Boolean)) {
        for (const name of files) await remove(name);
        done.unused.push(photo);
        continue;
      }
    }
    if (await sameBytes(dir, `${photo}.webp`, `${photo}-${LARGEST_WIDTH}.webp`, files)) {
      await remove(`${photo}.webp`);
      done.duplicates += 1;
    }
  }
  return done;
}

/** Whether both files are there and hold the same bytes. */
async function sameBytes(dir: string, a: string, b: string, files: string[]): Promise<boolean> {
  if (!files.includes(a) || !files.includes(b)) return false;
  const [first, second] = await Promise.all([
    readFile(path.join(dir, a)),
    readFile(path.join(dir, b)),
  ]);
  return first.equals(second);
}
