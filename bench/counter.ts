/**
 * npm run bench:counter -w bench (issue 27): counter sales (api.createCounterSale) with 20 cashiers selling at once
 * on PostgreSQL, each with an open shift; target p99 under 100 ms. Seeds a fresh shop (2,000
 * products, 20,000 customers, 200,000 orders) in a new shop_bench_* database, adds 20 cashiers
 * and opens their shifts through the API, then runs COUNTER_ROUNDS (default 2) loads of 20
 * connections for BENCH_SECONDS (default 10): each request a three-line cash sale of stocked
 * products with its own Idempotency-Key, sold by the cashiers in turn. Appends nothing to
 * RESULTS.md (bench/HISTORY.md keeps the figures); the database is dropped at the end.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, buildRequest, type CounterSaleBody } from '@shop/contract';
import { countCpu } from './lib/cpu.ts';
import { measure } from './lib/load.ts';
import { seedCustomers, seedOrders, seedProducts, stockedProductIds } from './lib/seed.ts';
import { BENCH_ADMIN, REPO_ROOT, sessionTokens, startShop } from './lib/shop-server.ts';
import { connectPostgres, createBenchDatabase } from './lib/sql.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.COUNTER_ROUNDS ?? 2);
const CASHIERS = 20;
// Connections of the load (default: one per cashier); 1 times a sale alone.
const CONNECTIONS = Number(process.env.COUNTER_CONNECTIONS ?? CASHIERS);
const jwtSecret = randomBytes(48).toString('base64url');
const work = mkdtempSync(path.join(os.tmpdir(), 'shop-counter-'));
const postgres = await createBenchDatabase();

try {
  const server = await startShop({
    database: { DATABASE_URL: postgres.url },
    jwtSecret,
    webDist: path.join(REPO_ROOT, 'apps/web/dist'),
    logFile: path.join(work, 'server.log'),
  });
  try {
    const seeders = [await connectPostgres(postgres.url), await connectPostgres(postgres.url)];
    let cashierIds: string[];
    let products: string[];
    try {
      const sql = seeders[0]!;
      await seedProducts(sql, 2_000);
      await seedCustomers(sql, 20_000, BENCH_ADMIN.email);
      await seedOrders(seeders, 200_000, { openQueue: 150 });
      const rows = await sql.query<{ id: string }>(
        `INSERT INTO users (username, email, email_key, password_hash, role)
         SELECT 'Cashier ' || g, 'cashier' || g || '@gmail.com', 'cashier' || g || '@gmail.com',
                (SELECT password_hash FROM users WHERE email = $1), 'cashier'
         FROM generate_series(1, ${CASHIERS}) g RETURNING id`,
        [BENCH_ADMIN.email],
      );
      cashierIds = rows.map((r) => r.id);
      products = await stockedProductIds(sql);
    } finally {
      for (const s of seeders) await s.close();
    }
    const tokens = sessionTokens(jwtSecret, cashierIds, 'cashier');
    for (const token of tokens) {
      const request = buildRequest(api.openShift, { body: { float: 2000 } }, token);
      const res = await fetch(`${server.url}${request.url}`, {
        method: request.method,
        headers: request.headers,
        body: request.body,
      });
      if (res.status !== 201) throw new Error(`openShift: ${res.status} ${await res.text()}`);
    }
    let next = 0;
    const sale = (n: number): CounterSaleBody => ({
      lines: [0, 1, 2].map((i) => ({
        productId: products[(n * 3 + i) % products.length]!,
        priceType: 'price' as const,
        quantity: 1,
      })),
      payment: { method: 'cash', tendered: 1_000_000 },
    });
    for (let round = 1; round <= ROUNDS; round += 1) {
      const stopCounting = countCpu(server.pid);
      const result = await measure(
        `counter sale, ${CONNECTIONS} at once`,
        {
          origin: server.url,
          next: () => {
            const n = next++;
            return buildRequest(
              api.createCounterSale,
              { body: sale(n), headers: { 'idempotency-key': randomUUID() } },
              tokens[n % tokens.length],
            );
          },
          expectStatus: 201,
        },
        { connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: 3 },
      );
      const cpu = stopCounting();
      console.log(
        `round ${round}: ${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms (target < 100 ms: ${result.p99 < 100 ? 'met' : 'not met'}), errors ${result.errors}`,
        cpu ? JSON.stringify(cpu) : '',
      );
    }
  } finally {
    await server.stop();
  }
} finally {
  await postgres.drop();
  rmSync(work, { recursive: true, force: true });
}
