/**
 * npm run bench: measures the shop on this machine and writes bench/RESULTS.md.
 *
 * 1. builds the web app and serves a copy of it from the production server (child process);
 * 2. PostgreSQL: a fresh shop_bench_<time> database; seeds 2,000 products, 20,000 customers and
 *    20,000 orders (growth point "10x fewer"), then up to 200,000 orders: the ceiling, every API
 *    load and Lighthouse; then up to 2,000,000 orders (growth point "10x more"); dropped at the end;
 * 3. PGlite: a fresh data folder with the 200,000-order shop and the same API loads.
 *
 * Environment: DATABASE_URL (PostgreSQL server to create the bench database on; default the
 * local one), BENCH_SECONDS (default 10), BENCH_SKIP_BUILD=1, CHROME_PATH (default
 * /usr/bin/chromium).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, buildRequest, expectOk, type CheckoutBody } from '@shop/contract';
import { LISTING, shopClient } from './lib/calls.ts';
import { ceilingTarget, startCeiling } from './lib/ceiling.ts';
import { countCpu } from './lib/cpu.ts';
import { SHOP_PAGES, runLighthouse, type PageResult } from './lib/lighthouse.ts';
import { uploadCategoryPhotos, type PhotoSummary } from './lib/photos.ts';
import { measure, median, timeOnce, type LoadOptions, type LoadResult } from './lib/load.ts';
import { renderReport, type GrowthPoint, type Report, type SuiteResult } from './lib/report.ts';
import {
  countRows,
  customerIds,
  prepareCarts,
  seedCustomers,
  seedOrders,
  seedProducts,
  stockedProductIds,
} from './lib/seed.ts';
import {
  BENCH_ADMIN,
  REPO_ROOT,
  customerTokens,
  startShop,
  type ShopServer,
} from './lib/shop-server.ts';
import { connectPglite, connectPostgres, createBenchDatabase, type Sql } from './lib/sql.ts';

const startedAt = Date.now();
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// Loads with one fixed request (listings, analytics, cashier queue, ceiling) use two autocannon
// threads; the others vary each request from one thread (lib/load.ts).
const LOAD: LoadOptions = { connections: 50, seconds: SECONDS, warmupSeconds: 3, workers: 2 };
const GROWTH: LoadOptions = {
  connections: 50,
  workers: 2,
  seconds: Math.max(3, Math.round(SECONDS / 2)),
  warmupSeconds: 1,
};
const JWT_SECRET = randomBytes(48).toString('base64url');
const PRODUCTS = 2_000;
const CUSTOMERS = 20_000;
const ORDERS = 200_000;

const work = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
const logFile = path.join(work, 'server.log');
const step = (title: string) =>
  console.log(`\n== ${title} (${((Date.now() - startedAt) / 1000).toFixed(0)} s)`);

function manilaDate(offsetDays: number): string {
  const d = new Date(Date.now() + 8 * 3600_000 + offsetDays * 86_400_000);
  return d.toISOString().slice(0, 10);
}

async function login(url: string, email: string, password: string): Promise<string> {
  return expectOk(await shopClient(url).login({ body: { email, password } }), `login ${email}`)
    .token;
}

/** Tokens for every seeded customer, checked once against the server. */
async function seededCustomerTokens(server: ShopServer, sql: Sql): Promise<string[]> {
  const tokens = customerTokens(JWT_SECRET, await customerIds(sql));
  const me = await shopClient(server.url, tokens[0]).getMe();
  if (!me.ok) throw new Error(`a signed customer token was refused: ${me.status}`);
  return tokens;
}

function rotating<T>(list: T[], start = 0) {
  let i = start;
  return () => list[i++ % list.length]!;
}

async function coldAnalytics(server: ShopServer, adminToken: string): Promise<number> {
  const admin = shopClient(server.url, adminToken);
  const { products } = expectOk(
    await admin.getProducts({ query: { category: 'oil' } }),
    'the oil listing',
  );
  const product = products[0]!;
  const times: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    // Any product change drops the cached answer: the next request aggregates again.
    expectOk(
      await admin.updateProduct({ params: { id: product._id }, body: { stock: product.stock } }),
      'update product',
    );
    times.push(await timeOnce(server.url, buildRequest(api.getCategorySales, {}, adminToken)));
  }
  return median(times);
}

/** The visitor's flour listing, the request of the listing loads and of the ceiling's body. */
const listing = (token?: string, headers?: Record<string, string>) =>
  buildRequest(api.getProducts, { ...LISTING, headers }, token);

/** Every API load of the issue, on one running server with the 200,000-order shop. */
async function apiSuite(server: ShopServer, sql: Sql | null, tokens: string[], stocked: string[]) {
  const adminToken = await login(server.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const origin = server.url;
  const loads: Record<string, LoadResult> = {};
  const etag = (await shopClient(origin).getProducts(LISTING)).headers.get('etag') ?? '';

  loads['listing-visitor'] = await measure(
    'listing, visitor',
    { origin, request: listing() },
    LOAD,
  );
  loads['listing-customer'] = await measure(
    'listing, signed-in customer',
    { origin, request: listing(tokens[0]) },
    LOAD,
  );
  loads['listing-304'] = await measure(
    'listing, If-None-Match (304)',
    { origin, request: listing(undefined, { 'if-none-match': etag }), expectStatus: 304 },
    LOAD,
  );
  const token = rotating(tokens);
  loads['get-cart'] = await measure(
    'get-cart',
    { origin, next: () => buildRequest(api.getCart, {}, token()) },
    LOAD,
  );
  const adder = rotating(tokens, 7);
  const product = rotating(stocked);
  loads['post-cart'] = await measure(
    'post-cart',
    {
      origin,
      next: () =>
        buildRequest(
          api.addToCart,
          { body: { productId: product(), quantity: 1, priceType: 'price' } },
          adder(),
        ),
    },
    LOAD,
  );
  loads['customer-info'] = await measure(
    'get-customer-info',
    { origin, request: buildRequest(api.getCustomerQueue, {}, adminToken) },
    LOAD,
  );
  const stopCountingSales = countCpu(server.pid);
  loads['category-sales'] = await measure(
    'category-sales',
    { origin, request: buildRequest(api.getCategorySales, {}, adminToken) },
    LOAD,
  );
  loads['category-sales'].cpu = stopCountingSales();
  loads['category-sales-gzip'] = await measure(
    'category-sales, Accept-Encoding: gzip',
    {
      origin,
      request: buildRequest(
        api.getCategorySales,
        { headers: { 'accept-encoding': 'gzip' } },
        adminToken,
      ),
    },
    LOAD,
  );
  const sales = buildRequest(
    api.getCategorySales,
    { headers: { 'accept-encoding': 'identity' } },
    adminToken,
  );
  const salesBody = await fetch(`${origin}${sales.url}`, { headers: sales.headers });
  const salesBodyBytes = (await salesBody.arrayBuffer()).byteLength;
  const cold = await coldAnalytics(server, adminToken);
  console.log(`  category-sales uncached: ${cold.toFixed(0)} ms`);

  // Checkout last: every request buys one prepared cart (each customer's, in turn).
  if (sql) await prepareCarts(sql);
  const buyer = rotating(tokens);
  const checkoutBody: CheckoutBody = {
    name: 'Maria Santos',
    address: '12 Rizal St, Quezon City',
    phoneNumber: '+639123456789',
    pickupDate: manilaDate(2),
    deliveryMode: 'pickup',
  };
  const stopCounting = countCpu(server.pid);
  loads['checkout'] = await measure(
    'post-checkout',
    {
      origin,
      next: () => buildRequest(api.checkout, { body: checkoutBody }, buyer()),
      expectStatus: 201,
    },
    LOAD,
  );
  loads['checkout'].cpu = stopCounting();
  return { loads, cold, salesBodyBytes };
}

async function growthPoint(server: ShopServer, sql: Sql, options: LoadOptions) {
  const adminToken = await login(server.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const rows = await countRows(sql);
  const cold = await coldAnalytics(server, adminToken);
  const listed = await measure(
    `listing @ ${rows.orders} orders`,
    { origin: server.url, request: listing() },
    options,
  );
  const analytics = await measure(
    `category-sales @ ${rows.orders} orders`,
    { origin: server.url, request: buildRequest(api.getCategorySales, {}, adminToken) },
    options,
  );
  console.log(`  category-sales uncached: ${cold.toFixed(0)} ms`);
  return {
    orders: rows.orders,
    lines: rows.lines,
    listing: listed,
    analytics,
    coldAnalyticsMs: cold,
  };
}

async function main() {
  const notes: string[] = [
    "The load generator, the server and the database share this machine's cores (and whatever else runs on it), so figures are noisy and lower than on a dedicated host. They are reported as measured, not tuned for the noise.",
    "The listing, the analytics and the cashier queue are answered from the server's response cache during their loads (nothing changes while they run; any product, stock or order change drops the cache, see docs/decisions/0038-response-cache.md). The uncached analytics time is measured on its own after a product change.",
  ];
  if (!process.env.BENCH_SKIP_BUILD) {
    step('building the web app');
    const build = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  // Serve a copy, so a rebuild elsewhere does not swap files under the running server.
  const webDist = path.join(work, 'web');
  cpSync(path.join(REPO_ROOT, 'apps/web/dist'), webDist, { recursive: true });

  const suites: SuiteResult[] = [];
  const growth: GrowthPoint[] = [];
  let pages: PageResult[] = [];
  let photos: PhotoSummary | undefined;
  let ceiling: LoadResult | undefined;
  const ceilingRuns: LoadResult[] = [];
  let pgSuite: Awaited<ReturnType<typeof apiSuite>> | undefined;
  let pgRowsMain: SuiteResult['rows'] | undefined;
  let ceilingBodyBytes = 0;
  let postgresVersion = 'PostgreSQL';

  // ---------- PostgreSQL ----------
  step('PostgreSQL: fresh database');
  const database = await createBenchDatabase();
  let server: ShopServer | undefined;
  const seeders: Sql[] = [];
  try {
    server = await startShop({
      database: { DATABASE_URL: database.url },
      jwtSecret: JWT_SECRET,
      webDist,
      logFile,
    });
    for (let i = 0; i < Math.min(2, os.cpus().length); i += 1) {
      seeders.push(await connectPostgres(database.url));
    }
    const sql = seeders[0]!;
    const [version] = await sql.query<{ v: string }>(
      `SELECT current_setting('server_version') AS v`,
    );
    postgresVersion = `PostgreSQL ${version?.v ?? ''}`.trim();
    step('PostgreSQL: seeding');
    let seedSeconds = 0;
    const t0 = Date.now();
    await seedProducts(sql, PRODUCTS);
    await seedCustomers(sql, CUSTOMERS, BENCH_ADMIN.email);
    seedSeconds += (Date.now() - t0) / 1000;
    seedSeconds += await seedOrders(seeders, ORDERS / 10, {
      openQueue: 150,
      label: 'orders (10x fewer)',
    });

    step('PostgreSQL: growth point, 10x fewer orders');
    growth.push(await growthPoint(server, sql, GROWTH));

    step('PostgreSQL: seeding up to 200,000 orders');
    seedSeconds += await seedOrders(seeders, ORDERS - ORDERS / 10, { openQueue: 0 });
    await prepareCarts(sql);
    const tokens = await seededCustomerTokens(server, sql);
    const stocked = await stockedProductIds(sql);

    step('ceiling: bare Fastify, same body');
    const visitorListing = listing();
    const body = Buffer.from(
      await (
        await fetch(`${server.url}${visitorListing.url}`, { headers: visitorListing.headers })
      ).arrayBuffer(),
    );
    ceilingBodyBytes = body.length;
    // Measured before and after the PostgreSQL loads; the machine is shared, so the better of
    // the two is the ceiling (the ratios are then never flattered by a dip in the ceiling).
    const bare = await startCeiling(body, path.join(work, 'ceiling-body.json'));
    try {
      ceilingRuns.push(
        await measure('ceiling (bare Fastify)', ceilingTarget(bare, visitorListing), LOAD),
      );

      step('PostgreSQL: API load');
      const pgRows = await countRows(sql);
      pgSuite = await apiSuite(server, sql, tokens, stocked);
      suites.push({
        database: 'PostgreSQL',
        rows: pgRows,
        seedSeconds,
        loads: pgSuite.loads,
        coldAnalyticsMs: pgSuite.cold,
        salesBodyBytes: pgSuite.salesBodyBytes,
      });
      pgRowsMain = pgRows;

      step('ceiling again');
      ceilingRuns.push(
        await measure('ceiling (bare Fastify)', ceilingTarget(bare, visitorListing), LOAD),
      );
    } finally {
      await bare.stop();
    }
    ceiling = ceilingRuns.reduce((best, r) => (r.rps > best.rps ? r : best));

    step('Lighthouse (the category page with uploaded photos)');
    photos = await uploadCategoryPhotos(server.url, 'flour');
    pages = await runLighthouse({
      baseUrl: server.url,
      customer: { email: 'customer1@gmail.com', password: BENCH_ADMIN.password },
      ...SHOP_PAGES,
    });

    step('PostgreSQL: seeding up to 2,000,000 orders (10x more)');
    const main = pgRowsMain!;
    const mainSuite = pgSuite!;
    await seedOrders(seeders, ORDERS * 10 - main.orders, {
      openQueue: 0,
      label: 'orders (10x more)',
    });
    step('PostgreSQL: growth point, 10x more orders');
    growth.push(await growthPoint(server, sql, GROWTH));
    growth.splice(1, 0, {
      orders: main.orders,
      lines: main.lines,
      listing: mainSuite.loads['listing-visitor']!,
      analytics: mainSuite.loads['category-sales']!,
      coldAnalyticsMs: mainSuite.cold,
    });
  } finally {
    for (const s of seeders) await s.close().catch(() => undefined);
    await server?.stop();
    await database.drop();
  }

  // ---------- PGlite ----------
  step('PGlite: fresh data folder');
  const dataDir = path.join(work, 'pglite-data');
  try {
    // The server creates the schema (migrations) and the admin; PGlite allows one process, so
    // it stops while the bench seeds the folder.
    const first = await startShop({
      database: { DATA_DIR: dataDir },
      jwtSecret: JWT_SECRET,
      webDist,
      logFile,
    });
    await first.stop();
    const sql = await connectPglite(dataDir);
    let tokensIds: string[] = [];
    let stocked: string[] = [];
    let rows: SuiteResult['rows'];
    let seedSeconds = 0;
    try {
      step('PGlite: seeding');
      const t0 = Date.now();
      await seedProducts(sql, PRODUCTS);
      await seedCustomers(sql, CUSTOMERS, BENCH_ADMIN.email);
      seedSeconds = (Date.now() - t0) / 1000;
      seedSeconds += await seedOrders([sql], ORDERS, { openQueue: 150 });
      await prepareCarts(sql);
      tokensIds = await customerIds(sql);
      stocked = await stockedProductIds(sql);
      rows = await countRows(sql);
    } finally {
      await sql.close();
    }
    const pglite = await startShop({
      database: { DATA_DIR: dataDir },
      jwtSecret: JWT_SECRET,
      webDist,
      logFile,
    });
    try {
      step('PGlite: API load');
      const tokens = customerTokens(JWT_SECRET, tokensIds);
      // Carts were prepared before the server started (PGlite allows one process).
      const suite = await apiSuite(pglite, null, tokens, stocked);
      suites.push({
        database: 'PGlite',
        rows,
        seedSeconds,
        loads: suite.loads,
        coldAnalyticsMs: suite.cold,
        salesBodyBytes: suite.salesBodyBytes,
      });
    } finally {
      await pglite.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const cpus = os.cpus();
  const report: Report = {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    machine: {
      cores: cpus.length,
      cpu: cpus[0]?.model.trim() ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      node: process.version,
      os: `${os.type()} ${os.release()}`,
    },
    postgresVersion,
    ceiling: ceiling!,
    ceilingRuns,
    ceilingBodyBytes,
    suites,
    growth,
    pages,
    photos,
    settings: { ...LOAD, growthSeconds: GROWTH.seconds },
    totalSeconds: (Date.now() - startedAt) / 1000,
    notes,
  };
  const file = path.join(REPO_ROOT, 'bench/RESULTS.md');
  writeFileSync(file, renderReport(report));
  console.log(`\nWrote ${file} in ${(report.totalSeconds / 60).toFixed(1)} minutes.`);
}

try {
  await main();
} finally {
  rmSync(work, { recursive: true, force: true });
}
