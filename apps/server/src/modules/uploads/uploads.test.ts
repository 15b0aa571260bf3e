import { readdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@shop/contract';
import { useTestApp, dbKind } from '../../test/helper.ts';

const t = useTestApp();

/** A form with one file in `file`, as the product dialog sends it. */
function formOf(bytes: Buffer, filename: string, type: string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), filename);
  return form;
}
const upload = (bytes: Buffer, filename: string, type = 'image/jpeg') =>
  t.request('uploadImage', { token: t.admin.token, body: formOf(bytes, filename, type) });

/** A 2000 × 1500 photo as a phone takes it: JPEG with the camera, the time and where it was taken. */
const phonePhoto = () =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#c8a165' } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 9', Copyright: 'Tita Baker' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '14/1 35/1 4200/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '120/1 59/1 1200/100',
      },
    })
    .toBuffer();

const get = (url: string, headers: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url, headers });

/** CRC-32 of PNG chunks (Node 20 has no zlib.crc32). */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return ~crc >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/**
 * A decompression bomb: a PNG of a few KB whose header says 30,000 × 30,000 pixels (900
 * megapixels, 2.7 GB decoded), its rows all zeros that deflate to almost nothing.
 */
function bombPng(): Buffer {
  const side = 30_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const firstRows = deflateSync(Buffer.alloc((side * 3 + 1) * 8));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', firstRows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe(`photo uploads on ${dbKind}`, () => {
  it('a phone JPEG: WebP copies 320, 640 and 1280 wide, upright, without camera or location', async () => {
    const photo = await phonePhoto();
    // The test photo really carries the camera and a GPS block (tag 0x8825) before it is sent.
    const exif = (await sharp(photo).metadata()).exif!;
    expect(exif.includes(Buffer.from('PhoneMaker'))).toBe(true);
    expect(
      exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])),
    ).toBe(true);
    const res = await upload(photo, 'IMG_2024.jpg');
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json() as { url: string; variants: { width: number; url: string }[] };
    expect(answer.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    const name = answer.url.slice('/uploads/'.length, -'.webp'.length);
    expect(answer.variants).toEqual([
      { width: 320, url: `/uploads/${name}-320.webp` },
      { width: 640, url: `/uploads/${name}-640.webp` },
      { width: 1280, url: `/uploads/${name}-1280.webp` },
    ]);
    for (const [url, width, height] of [
      [answer.url, 1280, 960],
      ...answer.variants.map((v) => [v.url, v.width, (v.width * 3) / 4] as const),
    ] as const) {
      const served = await get(url);
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height], url).toEqual(['webp', width, height]);
      // No EXIF (camera, time, GPS), no XMP, no ICC profile: nothing about the phone or place.
      expect(meta.exif, url).toBeUndefined();
      expect(meta.xmp, url).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('PhoneMaker')), url).toBe(false);
      // A second request with its ETag costs nothing.
      const again = await get(url, { 'if-none-match': served.headers.etag as string });
      expect(again.statusCode).toBe(304);
    }
  });

  it('a PNG (even named .jpg, sent as text) is taken by its bytes; small ones are not enlarged', async () => {
    const png = await sharp({
      create: { width: 500, height: 400, channels: 4, background: '#fff0' },
    })
      .png()
      .toBuffer();
    const res = await upload(png, 'logo.jpg', 'text/plain');
    expect(res.statusCode, res.body).toBe(201);
    const { url, variants } = res.json();
    expect((await sharp((await get(url)).rawPayload).metadata()).width).toBe(500);
    const small = variants.find((v: { width: number }) => v.width === 320).url;
    expect((await sharp((await get(small)).rawPayload).metadata()).width).toBe(320);
    // The same photo again is the same address, stored once.
    expect((await upload(png, 'again.png', 'image/png')).json().url).toBe(url);
  });

  it('refuses what is not a JPEG, PNG or WebP by its bytes, whatever its name says (400)', async () => {
    const before = readdirSync(t.app.images.dir).length;
    const cases: [Buffer, string, string][] = [
      [Buffer.from('just some text, not a picture\n'), 'photo.jpg', 'image/jpeg'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'photo.png', 'image/png'],
      [
        await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
        'a.jpg',
        'image/jpeg',
      ],
      // A JPEG's first bytes and then nothing a decoder can read.
      [
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]),
        'cut.jpg',
        'image/jpeg',
      ],
    ];
    for (const [bytes, name, type] of cases) {
      const res = await upload(bytes, name, type);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message, name).toMatch(/^The file must be a JPEG, PNG or WebP photo\./);
    }
    expect(readdirSync(t.app.images.dir).length).toBe(before);
  });

  it('refuses a 20 MB file (413) and a decompression bomb (400) without keeping anything', async () => {
    const before = readdirSync(t.app.images.dir).length;
    const big = Buffer.alloc(20 * 1024 * 1024, 1);
    big.set([0xff, 0xd8, 0xff], 0);
    expect(big.length).toBeGreaterThan(UPLOAD_MAX_BYTES);
    const tooBig = await upload(big, 'huge.jpg');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('The file is too large: at most 10 MB.');
    const bomb = bombPng();
    expect(bomb.length).toBeLessThan(10_000);
    const refused = await upload(bomb, 'bomb.png', 'image/png');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The photo has too many pixels: at most 60 megapixels.');
    expect(readdirSync(t.app.images.dir).length).toBe(before);
  });

  it('each size is stored once: the photo’s own address is served from its 1280 copy', async () => {
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#7a5230' },
    })
      .jpeg()
      .toBuffer();
    const { url } = (await upload(photo, 'once.jpg')).json() as { url: string };
    const name = url.slice('/uploads/'.length, -'.webp'.length);
    expect(
      readdirSync(t.app.images.dir)
        .filter((f) => f.startsWith(name))
        .sort(),
    ).toEqual([`${name}-1280.webp`, `${name}-320.webp`, `${name}-640.webp`]);
    const own = await get(url);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals((await get(`/uploads/${name}-1280.webp`)).rawPayload)).toBe(true);
  });

  it('25 uploads of the same photo at once all succeed, with the same address', async () => {
    const photo = await phonePhoto();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => upload(photo, `same-${i}.jpg`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(25).fill(201));
    expect(new Set(answers.map((a) => a.json().url)).size).toBe(1);
    // Nothing half-written is left beside the photos.
    expect(readdirSync(t.app.images.dir).filter((f) => f.endsWith('.partial'))).toEqual([]);
  });

  it('serves only names the store makes: anything else is 404 JSON', async () => {
    for (const url of [
      '/uploads/../package.json',
      '/uploads/%2e%2e%2fpackage.json',
      '/uploads/0123456789abcdef0123456789abcdef.webp',
      '/uploads/x.webp',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });
});
