/**
 * npm run bench:checkout -w bench: only the checkout load of npm run bench, for comparing
 * server or database settings quickly (about a minute per round). Seeds a fresh shop (2,000
 * products, 20,000 customers, 200,000 orders) in a new shop_bench_* PostgreSQL database, or with
 * CHECKOUT_DB=pglite in a fresh PGlite folder; starts the production server; and runs
 * CHECKOUT_ROUNDS (default 2) loads of 50 connections for BENCH_SECONDS (default 10), each on
 * freshly prepared carts. The server inherits the environment, so settings such as
 * DATABASE_POOL_SIZE can be compared: DATABASE_POOL_SIZE=4 npm run bench:checkout -w bench.
 * Nothing is written to RESULTS.md; the database is dropped at the end.
 *
 * CHECKOUT_LOTS=5 (issue 26): half the stocked products get four more lots, and each round
 * times carts of one-lot products, then carts of five-lot products, and prints the ratio.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, buildRequest, type CheckoutBody } from '@shop/contract';
import { countCpu } from './lib/cpu.ts';
import { measure } from './lib/load.ts';
import {
  addLots,
  customerIds,
  prepareCarts,
  seedCustomers,
  seedOrders,
  seedProducts,
} from './lib/seed.ts';
import {
  BENCH_ADMIN,
  REPO_ROOT,
  customerTokens,
  startShop,
  type ShopServer,
} from './lib/shop-server.ts';
import { connectPglite, connectPostgres, createBenchDatabase, type Sql } from './lib/sql.ts';

const PGLITE = process.env.CHECKOUT_DB === 'pglite';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.CHECKOUT_ROUNDS ?? 2);
const LOTS = process.env.CHECKOUT_LOTS ? Number(process.env.CHECKOUT_LOTS) : undefined;
const jwtSecret = randomBytes(48).toString('base64url');
const work = mkdtempSync(path.join(os.tmpdir(), 'shop-checkout-'));
const dataDir = path.join(work, 'pglite-data');
const postgres = PGLITE ? undefined : await createBenchDatabase();
const shop = {
  database: postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: dataDir },
  jwtSecret,
  webDist: path.join(REPO_ROOT, 'apps/web/dist'),
  logFile: path.join(work, 'server.log'),
};

/**
 * Runs `work` with a connection for seeding. PGlite allows one process per folder, so there
 * the server stops while the bench writes, and starts again afterwards.
 */
async function withSql<T>(
  server: ShopServer,
  work: (seeders: Sql[]) => Promise<T>,
): Promise<{ result: T; server: ShopServer }> {
  if (postgres) {
    const seeders = [await connectPostgres(postgres.url), await connectPostgres(postgres.url)];
    try {
      return { result: await work(seeders), server };
    } finally {
      for (const s of seeders) await s.close();
    }
  }
  await server.stop();
  const sql = await connectPglite(dataDir);
  try {
    return { result: await work([sql]), server: await startShop(shop) };
  } finally {
    await sql.close();
  }
}

try {
  // The server creates the schema and the admin before anything is seeded.
  let server = await startShop(shop);
  const seeded = await withSql(server, async (seeders) => {
    const sql = seeders[0]!;
    await seedProducts(sql, 2_000);
    await seedCustomers(sql, 20_000, BENCH_ADMIN.email);
    await seedOrders(seeders, 200_000, { openQueue: 150 });
    if (LOTS !== undefined && LOTS > 1) {
      console.log(`${await addLots(sql, LOTS - 1)} products now hold ${LOTS} lots`);
    }
    return customerIds(sql);
  });
  server = seeded.server;
  const tokens = customerTokens(jwtSecret, seeded.result);
  const body: CheckoutBody = {
    name: 'Maria Santos',
    address: '12 Rizal St, Quezon City',
    phoneNumber: '+639123456789',
    pickupDate: new Date(Date.now() + (8 + 48) * 3_600_000).toISOString().slice(0, 10),
    deliveryMode: 'pickup',
  };
  let next = 0;
  try {
    // Without CHECKOUT_LOTS, any stocked products; with it, one-lot carts then LOTS-lot carts.
    const kinds: (number | undefined)[] = LOTS === undefined ? [undefined] : [1, LOTS];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const rates: number[] = [];
      for (const lots of kinds) {
        server = (await withSql(server, ([sql]) => prepareCarts(sql!, lots))).server;
        const stopCounting = countCpu(server.pid);
        const result = await measure(
          'post-checkout',
          {
            origin: server.url,
            next: () => buildRequest(api.checkout, { body }, tokens[next++ % tokens.length]),
            expectStatus: 201,
          },
          { connections: 50, seconds: SECONDS, warmupSeconds: 3 },
        );
        const cpu = stopCounting();
        rates.push(result.rps);
        console.log(
          `round ${round}${lots === undefined ? '' : ` (${lots} lot${lots === 1 ? '' : 's'})`}: ${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}`,
          cpu ? JSON.stringify(cpu) : '',
        );
      }
      if (rates.length === 2) {
        console.log(
          `round ${round}: ${LOTS} lots at ${Math.round((100 * rates[1]!) / rates[0]!)}% of one lot`,
        );
      }
    }
  } finally {
    await server.stop();
  }
} finally {
  await postgres?.drop();
  rmSync(work, { recursive: true, force: true });
}
