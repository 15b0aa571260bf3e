import { copyFileSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { testEnv } from '../../env.ts';
import { Maintenance } from '../../maintenance/maintenance.ts';
import { dbKind, useTestApp } from '../../test/helper.ts';
import { createProduct } from '../../test/shop.ts';

const t = useTestApp();
const silentLog = { info() {}, error() {}, warn() {} } as never;
const HOUR = 60 * 60 * 1000;

/** A small photo of one colour: each colour is another photo (another content name). */
const photoOf = (background: string) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function upload(background: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([await photoOf(background)], { type: 'image/jpeg' }), 'p.jpg');
  const res = await t.request('uploadImage', { token: t.admin.token, body: form });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { url: string }).url.slice('/uploads/'.length, -'.webp'.length);
}

const filesOf = (name: string) =>
  readdirSync(t.app.images.dir)
    .filter((f) => f.startsWith(name))
    .sort();

/** Dates every file of the photo (or the one file) `hoursAgo` back, as if uploaded then. */
function age(name: string, hoursAgo: number) {
  const when = new Date(Date.now() - hoursAgo * HOUR);
  for (const file of readdirSync(t.app.images.dir).filter((f) => f.startsWith(name))) {
    utimesSync(path.join(t.app.images.dir, file), when, when);
  }
}

/** The day's job at the quiet hour, with the upkeep and backup out of the way. */
const dailyJob = () =>
  new Maintenance(t.database, testEnv({ BACKUP_KEEP: 0 }), silentLog, {
    maintain: async () => {},
    uploadDir: t.app.images.dir,
  }).daily();

describe(`tidying the uploaded photos on ${dbKind}`, () => {
  it('at the quiet hour a photo no product used for 24 hours goes; used and recent ones stay', async () => {
    const used = await upload('#aa0000');
    const usedByCopy = await upload('#00aa00');
    const unused = await upload('#0000aa');
    const recent = await upload('#aaaa00');
    const againToday = await upload('#00aaaa');
    await createProduct(t, t.admin.token, { name: 'Tidy main', images: `/uploads/${used}.webp` });
    await createProduct(t, t.admin.token, {
      name: 'Tidy copy',
      images: `/uploads/${usedByCopy}-640.webp`,
    });
    // A shipped picture is not in the upload folder: nothing to match, nothing to remove.
    await createProduct(t, t.admin.token, {
      name: 'Tidy shipped',
      images: '/images/categories/flour.svg',
    });
    for (const name of [used, usedByCopy, unused, againToday]) age(name, 25);
    age(recent, 23);
    // Uploaded again in the dialog today: its day starts over.
    expect(await upload('#00aaaa')).toBe(againToday);
    writeFileSync(path.join(t.app.images.dir, `${unused}-1280.webp.1234.partial`), 'x');
    age(`${unused}-1280.webp.1234.partial`, 25);

    await dailyJob();

    expect(filesOf(unused)).toEqual([]);
    for (const name of [used, usedByCopy, recent, againToday]) {
      expect(filesOf(name), name).toEqual([
        `${name}-1280.webp`,
        `${name}-320.webp`,
        `${name}-640.webp`,
      ]);
    }
    expect((await t.inject({ method: 'GET', url: `/uploads/${used}.webp` })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: `/uploads/${unused}.webp` })).statusCode).toBe(
      404,
    );
  });

  it("the shop's payment QR picture in the settings stays while set; once replaced or removed it goes", async () => {
    const first = await upload('#112233');
    const second = await upload('#332211');
    const setQr = async (paymentQrImage: string | null) => {
      const res = await t.request('updateShopSettings', {
        token: t.admin.token,
        body: { paymentQrImage },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await setQr(`/uploads/${first}.webp`);
    for (const name of [first, second]) age(name, 25);

    await dailyJob();

    expect(filesOf(first)).toEqual([
      `${first}-1280.webp`,
      `${first}-320.webp`,
      `${first}-640.webp`,
    ]);
    expect(filesOf(second)).toEqual([]);

    // Replaced: the first picture is no longer shown anywhere and goes once it is a day old.
    const third = await upload('#223311');
    await setQr(`/uploads/${third}-640.webp`);
    for (const name of [first, third]) age(name, 25);
    await dailyJob();
    expect(filesOf(first)).toEqual([]);
    expect(filesOf(third)).toEqual([
      `${third}-1280.webp`,
      `${third}-320.webp`,
      `${third}-640.webp`,
    ]);

    // Removed: the last picture goes too.
    await setQr(null);
    age(third, 25);
    await dailyJob();
    expect(filesOf(third)).toEqual([]);
  });

  it('an old full-size copy is removed when it equals the 1280 copy; its address keeps working', async () => {
    const old = await upload('#553311');
    const dir = t.app.images.dir;
    // As photos were stored before: the full size as a file of its own, the same bytes.
    copyFileSync(path.join(dir, `${old}-1280.webp`), path.join(dir, `${old}.webp`));
    await createProduct(t, t.admin.token, { name: 'Old photo', images: `/uploads/${old}.webp` });
    const before = (await t.inject({ method: 'GET', url: `/uploads/${old}.webp` })).rawPayload;
    age(old, 24 * 400);

    await dailyJob();

    expect(filesOf(old)).toEqual([`${old}-1280.webp`, `${old}-320.webp`, `${old}-640.webp`]);
    const served = await t.inject({ method: 'GET', url: `/uploads/${old}.webp` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(before)).toBe(true);
    expect(served.rawPayload.equals(readFileSync(path.join(dir, `${old}-1280.webp`)))).toBe(true);
  });
});
