/**
 * npm run bench:checkout -w bench: only the checkout load of npm run bench, on PostgreSQL, for
 * comparing server or database settings quickly (about 2 minutes). Seeds a fresh shop_bench_*
 * database (2,000 products, 20,000 customers, 200,000 orders), starts the production server,
 * and runs CHECKOUT_ROUNDS (default 2) loads of 50 connections for BENCH_SECONDS (default 10),
 * each on freshly prepared carts. The server inherits the environment, so settings such as
 * DATABASE_POOL_SIZE can be compared: DATABASE_POOL_SIZE=4 npm run bench:checkout -w bench.
 * Nothing is written to RESULTS.md; the database is dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { countCpu } from './lib/cpu.ts';
import { measure } from './lib/load.ts';
import { customerIds, prepareCarts, seedCustomers, seedOrders, seedProducts } from './lib/seed.ts';
import { BENCH_ADMIN, REPO_ROOT, startShop } from './lib/shop-server.ts';
import { connectPostgres, createPostgresDatabase } from './lib/sql.ts';
import { signSession } from './lib/tokens.ts';

const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.CHECKOUT_ROUNDS ?? 2);
const jwtSecret = randomBytes(48).toString('base64url');
const work = mkdtempSync(path.join(os.tmpdir(), 'shop-checkout-'));
const database = await createPostgresDatabase(POSTGRES_URL, `shop_bench_${Date.now()}`);

try {
  const server = await startShop({
    database: { DATABASE_URL: database.url },
    jwtSecret,
    webDist: path.join(REPO_ROOT, 'apps/web/dist'),
    logFile: path.join(work, 'server.log'),
  });
  const seeders = [await connectPostgres(database.url), await connectPostgres(database.url)];
  try {
    const sql = seeders[0]!;
    await seedProducts(sql, 2_000);
    await seedCustomers(sql, 20_000, BENCH_ADMIN.email);
    await seedOrders(seeders, 200_000, { openQueue: 150 });
    const tokens = (await customerIds(sql)).map((sub) =>
      signSession(jwtSecret, { sub, role: 'customer', ver: 0 }),
    );
    const body = JSON.stringify({
      name: 'Maria Santos',
      address: '12 Rizal St, Quezon City',
      phoneNumber: '+639123456789',
      pickupDate: new Date(Date.now() + (8 + 48) * 3_600_000).toISOString().slice(0, 10),
      deliveryMode: 'pickup',
    });
    let next = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      await prepareCarts(sql);
      const stopCounting = countCpu(server.pid);
      const result = await measure(
        'post-checkout',
        {
          url: `${server.url}/product/post-checkout`,
          method: 'POST',
          body,
          expectStatus: 201,
          next: () => ({ headers: { authorization: `Bearer ${tokens[next++ % tokens.length]}` } }),
        },
        { connections: 50, seconds: SECONDS, warmupSeconds: 3 },
      );
      const cpu = stopCounting();
      console.log(
        `round ${round}: ${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}`,
        cpu ? JSON.stringify(cpu) : '',
      );
    }
  } finally {
    for (const s of seeders) await s.close();
    await server.stop();
  }
} finally {
  await database.drop();
  rmSync(work, { recursive: true, force: true });
}
