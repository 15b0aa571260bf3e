/**
 * npm run bench:reports -w bench (issue 28): the owner's reports on PostgreSQL at 200,000 and at
 * 2,000,000 orders. Seeds a fresh shop (2,000 products, 20,000 customers; orders spread over two
 * years) in a new shop_bench_* database, builds the running totals as the migrations' backfills
 * do (the seed bypasses the server), then at each size:
 *  - the one-year daily sales report (api.getSalesReport, 365 days per day), REPORT_RUNS (default
 *    30) requests one after the other after 3 unmeasured; the server keeps no cache of it, so each
 *    is read from the database. Target: p50 under 150 ms, flat from 200,000 to 2,000,000 orders;
 *  - the orders CSV (api.exportOrdersCsv) of the latest days holding about 200,000 order lines,
 *    read to its end while the server's resident memory is sampled every 10 ms, in that server
 *    (after the reports) and again in a server started for it alone. Target: it grows less than
 *    50 MB.
 * Prints the figures (bench/HISTORY.md keeps them); the database is dropped at the end.
 * REPORT_ONLY_SMALL=1 stops after the 200,000-order shop.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, api, buildRequest, shopToday } from '@shop/contract';
import { median } from './lib/load.ts';
import { seedCustomers, seedOrders, seedProducts } from './lib/seed.ts';
import { BENCH_ADMIN, REPO_ROOT, sessionTokens, startShop } from './lib/shop-server.ts';
import { connectPostgres, createBenchDatabase, type Sql } from './lib/sql.ts';

const RUNS = Number(process.env.REPORT_RUNS ?? 30);
const CSV_LINES = 200_000;
const jwtSecret = randomBytes(48).toString('base64url');
const work = mkdtempSync(path.join(os.tmpdir(), 'shop-reports-'));
const postgres = await createBenchDatabase();

/** The running totals and their monthly roll-ups, in the order their migrations build them. */
const TOTALS = ['sales_days', 'product_days', 'customer_days', 'product_months', 'customer_months'];
const BACKFILLS = ['0014_reports.sql', '0016_report_rollups.sql'];

/** The running totals from the orders and the ledger, by the migrations' own backfills. */
async function rebuildTotals(sql: Sql) {
  const started = Date.now();
  await sql.query('BEGIN');
  for (const table of TOTALS) await sql.query(`DELETE FROM ${table}`);
  for (const file of BACKFILLS) {
    const migration = readFileSync(
      path.join(REPO_ROOT, 'apps/server/src/db/migrations', file),
      'utf8',
    );
    const backfill = migration.slice(migration.indexOf('-- The running totals'));
    for (const statement of backfill.split('--> statement-breakpoint')) await sql.query(statement);
  }
  await sql.query('COMMIT');
  await sql.query(`ANALYZE ${TOTALS.join(', ')}`);
  return (Date.now() - started) / 1000;
}

/** Resident memory of a process in MB (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

async function send(origin: string, request: ReturnType<typeof buildRequest>) {
  const res = await fetch(`${origin}${request.url}`, {
    method: request.method,
    headers: request.headers,
  });
  if (!res.ok) throw new Error(`${request.url}: ${res.status} ${await res.text()}`);
  return res;
}

/**
 * The orders CSV of the latest days holding about CSV_LINES order lines, read to its end while
 * the server's resident memory is sampled every 10 ms; growth is the peak over the start.
 */
async function measureCsv(origin: string, pid: number, token: string, sql: Sql) {
  const today = shopToday();
  const [{ since } = { since: today }] = await sql.query<{ since: string }>(
    `SELECT to_char((created_at AT TIME ZONE 'Asia/Manila')::date, 'YYYY-MM-DD') AS since
       FROM (SELECT o.created_at FROM orders o JOIN order_items i ON i.order_id = o.id
              ORDER BY o.created_at DESC OFFSET $1 LIMIT 1) t`,
    [CSV_LINES],
  );
  const csv = buildRequest(api.exportOrdersCsv, { query: { from: since, to: today } }, token);
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 10);
  const started = performance.now();
  const res = await send(origin, csv);
  let lines = -1; // the header
  let bytes = 0;
  const decoder = new TextDecoder();
  for await (const chunk of res.body!) {
    bytes += chunk.length;
    for (const ch of decoder.decode(chunk, { stream: true })) if (ch === '\n') lines += 1;
  }
  const csvSeconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  const growth = peak - before;
  return { since, lines, bytes, csvSeconds, before, peak, growth };
}

async function measureAt(origin: string, pid: number, token: string, sql: Sql) {
  const [{ orders } = { orders: 0 }] = await sql.query<{ orders: number }>(
    'SELECT count(*)::int AS orders FROM orders',
  );
  const today = shopToday();
  const report = buildRequest(
    api.getSalesReport,
    { query: { from: addDays(today, -364), to: today, groupBy: 'day' } },
    token,
  );
  const times: number[] = [];
  for (let i = 0; i < RUNS + 3; i += 1) {
    const started = performance.now();
    await (await send(origin, report)).arrayBuffer();
    if (i >= 3) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p50 = median(times);
  const p95 = times[Math.floor(times.length * 0.95)]!;

  const csv = await measureCsv(origin, pid, token, sql);
  // Again in a server of its own, started for it: the first figure also holds what 30 reports
  // left for the collector, the second the export alone.
  const fresh = await startShop({
    database: { DATABASE_URL: postgres.url },
    jwtSecret,
    webDist: path.join(REPO_ROOT, 'apps/web/dist'),
    logFile: path.join(work, 'server-csv.log'),
  });
  let alone: Awaited<ReturnType<typeof measureCsv>>;
  try {
    alone = await measureCsv(fresh.url, fresh.pid, token, sql);
  } finally {
    await fresh.stop();
  }
  const { since, lines, bytes, csvSeconds, before, peak, growth } = csv;
  console.log(
    `@ ${orders.toLocaleString('en')} orders: one-year daily report p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target p50 < 150 ms: ${p50 < 150 ? 'met' : 'not met'}); ` +
      `orders CSV ${since} to ${today}: ${lines.toLocaleString('en')} lines, ${(bytes / 1e6).toFixed(1)} MB in ${csvSeconds.toFixed(1)} s, server memory ${before.toFixed(0)} → ${peak.toFixed(0)} MB (growth ${growth.toFixed(1)} MB, target < 50 MB: ${growth < 50 ? 'met' : 'not met'}); ` +
      `in a server of its own: ${alone.before.toFixed(0)} → ${alone.peak.toFixed(0)} MB (growth ${alone.growth.toFixed(1)} MB, target < 50 MB: ${alone.growth < 50 ? 'met' : 'not met'})`,
  );
  return { orders, p50, p95, lines, growth };
}

try {
  const server = await startShop({
    database: { DATABASE_URL: postgres.url },
    jwtSecret,
    webDist: path.join(REPO_ROOT, 'apps/web/dist'),
    logFile: path.join(work, 'server.log'),
  });
  try {
    const seeders = [await connectPostgres(postgres.url), await connectPostgres(postgres.url)];
    const sql = seeders[0]!;
    try {
      await seedProducts(sql, 2_000);
      await seedCustomers(sql, 20_000, BENCH_ADMIN.email);
      await seedOrders(seeders, 200_000, { openQueue: 0 });
      console.log(`running totals rebuilt in ${await rebuildTotals(sql)} s`);
      const [admin] = await sql.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
        BENCH_ADMIN.email,
      ]);
      const [token] = sessionTokens(jwtSecret, [admin!.id], 'admin');
      const small = await measureAt(server.url, server.pid, token!, sql);
      // REPORT_ONLY_SMALL=1: the 200,000-order shop only (a quick look while changing the code).
      if (!process.env.REPORT_ONLY_SMALL) {
        await seedOrders(seeders, 1_800_000, { openQueue: 0, label: 'orders (up to 2,000,000)' });
        console.log(`running totals rebuilt in ${await rebuildTotals(sql)} s`);
        const large = await measureAt(server.url, server.pid, token!, sql);
        console.log(
          `report p50 from ${small.orders.toLocaleString('en')} to ${large.orders.toLocaleString('en')} orders: ${small.p50.toFixed(1)} → ${large.p50.toFixed(1)} ms (×${(large.p50 / small.p50).toFixed(2)})`,
        );
      }
    } finally {
      for (const s of seeders) await s.close();
    }
  } finally {
    await server.stop();
  }
} finally {
  await postgres.drop();
  rmSync(work, { recursive: true, force: true });
}
