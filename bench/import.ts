/**
 * npm run bench:import -w bench: how long a product listing waits while the admin imports a
 * 5,000-row product CSV. PGlite runs one transaction at a time, so a listing that arrives during
 * the import's transaction waits for all of it. Starts the production server on a fresh PGlite
 * folder (IMPORT_DB=postgres: a new shop_bench_* PostgreSQL database) with 2,000 products, then
 * for IMPORT_ROUNDS (default 2) rounds imports 2,000 existing products changed and 3,000 new
 * products while one client asks for a page of a category's listing (a page size the response
 * cache does not keep, so every request reads the database) again as soon as each answer comes.
 * Prints the import's time and the listing's slowest and median answer during it. Nothing is
 * written to RESULTS.md; the folder or database is removed at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  PRODUCT_CSV_COLUMNS,
  addDays,
  api,
  buildRequest,
  expectOk,
  shopToday,
  type Product,
  type ProductCsvColumn,
} from '@shop/contract';
import { shopClient } from './lib/calls.ts';
import { seedProducts } from './lib/seed.ts';
import { BENCH_ADMIN, startSeededShop } from './lib/shop-server.ts';

const DATABASE = process.env.IMPORT_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';
const ROUNDS = Number(process.env.IMPORT_ROUNDS ?? 2);
const EXISTING = 2_000;
const NEW_ROWS = 3_000;
/** A page of a category, 7 to a page: not a size the listing cache keeps. */
const LISTING = buildRequest(api.getProducts, { query: { category: 'flour', limit: 7 } });

const work = mkdtempSync(path.join(os.tmpdir(), 'shop-import-'));
const shop = await startSeededShop(DATABASE, work, (sql) => seedProducts(sql, EXISTING));

/** A CSV cell: quoted when it holds a comma, a quote or a line break. */
const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const money = (value: number | null) => (value === null ? '' : value.toFixed(2));

/** Every existing product with its stock and price changed, then NEW_ROWS new ones: 5,000 rows. */
function importFile(existing: Product[], round: number): string {
  const expiry = addDays(shopToday(), 200 + round);
  const updates = existing.slice(0, EXISTING).map((p): Record<ProductCsvColumn, string> => ({
    _id: p._id,
    name: p.name,
    category: p.category,
    description: p.description,
    price: money(p.price + 1),
    priceUnit: p.priceUnit ?? '',
    halfPrice: money(p.halfPrice),
    halfPriceUnit: p.halfPriceUnit ?? '',
    retailPrice: money(p.retailPrice),
    retailPriceUnit: p.retailPriceUnit ?? '',
    stock: String((p.stock + round) % 5000),
    lowStockLevel: String(p.lowStockLevel),
    expirationDate: p.expirationDate,
    images: p.images,
    barcode: p.barcode ?? '',
  }));
  const creates = Array.from({ length: NEW_ROWS }, (_, i): Record<ProductCsvColumn, string> => ({
    _id: '',
    name: `Imported Flour ${round}-${i}`,
    category: 'flour',
    description: `Bread flour from the import bench, lot ${round}-${i}.`,
    price: (100 + (i % 900)).toFixed(2),
    priceUnit: 'sack (25 kg)',
    halfPrice: i % 2 === 0 ? '55.00' : '',
    halfPriceUnit: '',
    retailPrice: '',
    retailPriceUnit: '',
    stock: String(10 + (i % 90)),
    lowStockLevel: '5',
    expirationDate: expiry,
    images: '/images/categories/flour.svg',
    barcode: '',
  }));
  const lines = [...updates, ...creates].map((row) =>
    PRODUCT_CSV_COLUMNS.map((column) => cell(row[column])).join(','),
  );
  return [PRODUCT_CSV_COLUMNS.join(','), ...lines, ''].join('\r\n');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

try {
  const origin = shop.server.url;
  const { token } = expectOk(
    await shopClient(origin).login({ body: BENCH_ADMIN }),
    'login as the bench admin',
  );
  const admin = shopClient(origin, token);
  const listOnce = async () => {
    const started = performance.now();
    const res = await fetch(`${origin}${LISTING.url}`, { headers: LISTING.headers });
    if (res.status !== 200) throw new Error(`listing answered ${res.status}`);
    await res.arrayBuffer();
    return performance.now() - started;
  };
  const quiet: number[] = [];
  for (let i = 0; i < 50; i++) quiet.push(await listOnce());
  console.log(`${DATABASE}: listing alone, median ${median(quiet).toFixed(1)} ms`);

  for (let round = 1; round <= ROUNDS; round++) {
    // The first 2,000 by name (the round before created 3,000 more).
    const { products } = expectOk(await admin.getProducts({ query: { sort: 'name' } }), 'list');
    const form = new FormData();
    const file = importFile(products, round);
    form.append('file', new Blob([file], { type: 'text/csv' }), 'products.csv');
    let importing = true;
    const started = performance.now();
    const imported = admin.importProducts({ body: form }).finally(() => (importing = false));
    const waits: number[] = [];
    while (importing) waits.push(await listOnce());
    const answer = expectOk(await imported, 'import');
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `round ${round}: import of 5,000 rows ${seconds.toFixed(2)} s (${answer.created} created, ${answer.updated} updated); ` +
        `${waits.length} listings meanwhile, slowest ${Math.max(...waits).toFixed(0)} ms, median ${median(waits).toFixed(0)} ms`,
    );
  }
} finally {
  await shop.finish();
  rmSync(work, { recursive: true, force: true });
}
