import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, api, pathOf, shopToday } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, dbKind } from '../test/helper.ts';
import { createProduct, updateProduct } from '../test/shop.ts';

/**
 * The server answers the web app's routes with index.html, naming the shop's settings (every
 * page's title and footer) in a preload hint (Link); a category page's answer also names the
 * page's product list and first picture, which must follow the catalog as it changes.
 */
let adminToken: string;
const webDist = mkdtempSync(path.join(os.tmpdir(), 'shop-web-dist-'));
const INDEX_HTML = '<!doctype html><title>Bakery Supply Shop</title><div id="root"></div>';

writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
// Registered before the app: after hooks run in reverse, so the folder goes once it has closed.
afterAll(() => rmSync(webDist, { recursive: true, force: true }));
const t = useTestApp({ WEB_DIST: webDist });
beforeAll(() => {
  adminToken = t.admin.token;
});

/** A page of the web app, as a browser asks for it (these are no calls of the API). */
const page = (url: string, token?: string) =>
  t.inject({ method: 'GET', url, token, headers: { accept: 'text/html' } });

/** The hint for the getProducts call the category page makes. */
const listHint = (category: string) =>
  `<${pathOf(api.getProducts)}?category=${category}>; rel=preload; as=fetch; crossorigin=use-credentials`;
/** Every page names the shop (title, footer): the hint for the getShopSettings call. */
const settingsHint = `<${pathOf(api.getShopSettings)}>; rel=preload; as=fetch; crossorigin=use-credentials`;
const imageHint = (image: string) => `<${image}>; rel=preload; as=image; fetchpriority=high`;

describe(`web app pages on ${dbKind}`, () => {
  it('serves index.html for a category page with hints for its list and first picture', async () => {
    await createProduct(t, adminToken, {
      name: 'Bread Flour 25kg',
      images: '/images/bread-flour.png',
      expirationDate: addDays(shopToday(), 200),
    });
    await createProduct(t, adminToken, {
      name: 'Cake Flour 25kg',
      images: '/images/cake-flour.png',
      expirationDate: addDays(shopToday(), 300),
    });
    const res = await page('/landing-page-category/flour');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(INDEX_HTML);
    expect(res.headers['cache-control']).toBe('no-cache');
    // The listing shows the soonest expiry first: Bread Flour's picture is the first card's.
    expect(res.headers.link).toBe(
      `${settingsHint}, ${listHint('flour')}, ${imageHint('/images/bread-flour.png')}`,
    );
    // The customer's category page lists the same products.
    const customer = await t.createUser('customer');
    expect((await page('/user-products/category/flour', customer.token)).headers.link).toBe(
      `${settingsHint}, ${listHint('flour')}, ${imageHint('/images/bread-flour.png')}`,
    );
  });

  it('names the new first picture as soon as the catalog changes, an upload with its copies', async () => {
    const photo = '/uploads/0123456789abcdef0123456789abcdef.webp';
    const sooner = await createProduct(t, adminToken, {
      name: 'Pastry Flour 25kg',
      images: photo,
      expirationDate: addDays(shopToday(), 150),
    });
    // The copy the card picks on this screen, not the largest.
    const copies = [320, 640, 1280]
      .map((w) => `/uploads/0123456789abcdef0123456789abcdef-${w}.webp ${w}w`)
      .join(', ');
    expect((await page('/landing-page-category/flour')).headers.link).toBe(
      `${settingsHint}, ${listHint('flour')}, ${imageHint(photo)}; imagesrcset="${copies}"; imagesizes="(max-width: 599px) calc(50vw - 24px), (max-width: 899px) 50vw, 340px"`,
    );
    // Within 92 days of expiry it is no longer listed to visitors, so no longer the first card.
    await updateProduct(t, adminToken, sooner._id, { expirationDate: addDays(shopToday(), 30) });
    expect((await page('/landing-page-category/flour/')).headers.link).toBe(
      `${settingsHint}, ${listHint('flour')}, ${imageHint('/images/bread-flour.png')}`,
    );
  });

  it('hints only the settings and list for an empty category, and the settings for other pages', async () => {
    expect((await page('/landing-page-category/sugar')).headers.link).toBe(
      `${settingsHint}, ${listHint('sugar')}`,
    );
    for (const url of ['/', '/login', '/landing-page-category/cement', '/user-products/cart']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX_HTML);
      expect(res.headers.link, url).toBe(settingsHint);
    }
  });

  it('answers JSON 404 to requests that do not ask for a page', async () => {
    const res = await t.inject({ method: 'GET', url: '/landing-page-category/flour' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Route not found.' });
    expect(res.headers.link).toBeUndefined();
  });
});
