import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { maintainDatabase } from '../../src/maintenance/pglite-upkeep.ts';
import { createTestApp, type TestApp } from '../../src/test/helper.ts';
import { addToCart, checkout, createProduct, setStatus } from '../../src/test/shop.ts';
import { dbKind, seconds } from './support.ts';

/*
 * Issue 18: PGlite has no autovacuum; the server's own upkeep (maintenance/pglite-upkeep.ts)
 * must keep the data folder from growing with dead rows. SOAK_CHANGES status changes (10,000
 * in CI, under a minute; SOAK_CHANGES=100000 for the long run) go through the status call, with the upkeep run as the server runs it, and the
 * folder's size is written down after each round. Each change leaves a dead order row, a dead
 * stock row and a new history row; only the history is live data. The tables may grow only by
 * what the history takes, and the write-ahead log must be down to one segment.
 */
const CHANGES = Number(process.env.SOAK_CHANGES ?? 10_000);
/** SOAK_UPKEEP=false shows what the folder does without the upkeep (the test then fails). */
const UPKEEP = process.env.SOAK_UPKEEP !== 'false';
const ROUNDS = 10;
const ORDERS = 50;

function folderBytes(dir: string): number {
  let total = 0;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    const stats = statSync(file);
    total += stats.isDirectory() ? folderBytes(file) : stats.size;
  }
  return total;
}
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-soak-'));
let t: TestApp | undefined;
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(dbKind !== 'pglite')('soak: status changes on a PGlite data folder', () => {
  // About 5 ms a change on two cores; the long run gets the time it needs.
  const timeout = Math.max(300_000, CHANGES * 15);
  it(
    `${CHANGES} status changes with the upkeep: the folder stays bounded`,
    { timeout },
    async () => {
      t = await createTestApp({}, { database: await openDatabase({ dataDir }) });
      const admin = await t.createUser('admin');
      const customer = await t.createUser('customer');
      const flour = await createProduct(t, admin.token, { stock: 10_000 });
      const ids: string[] = [];
      for (let i = 0; i < ORDERS; i++) {
        await addToCart(t, customer.token, flour._id, 1);
        ids.push((await checkout(t, customer.token)).json().order._id);
      }
      const perRound = Math.ceil(CHANGES / ROUNDS / ORDERS);
      const sizes: number[] = [];
      const tableSizes: number[] = [];
      const walSizes: number[] = [];
      const historyBytes: number[] = [];
      const started = Date.now();
      let changes = 0;
      for (let round = 0; round < ROUNDS; round++) {
        for (let step = 0; step < perRound; step++) {
          // pending -> approved, then declined <-> approved: every change moves the stock.
          const status = step % 2 === 0 ? 'approved' : 'declined';
          for (const id of ids) {
            const answer = await setStatus(t, admin.token, id, status);
            if (answer.statusCode !== 200) throw new Error(`${answer.statusCode} ${answer.body}`);
            changes += 1;
          }
        }
        if (UPKEEP) await maintainDatabase(t.database);
        sizes.push(folderBytes(dataDir));
        tableSizes.push(folderBytes(path.join(dataDir, 'pglite', 'base')));
        walSizes.push(folderBytes(path.join(dataDir, 'pglite', 'pg_wal')));
        const history = await t.database.db.execute(
          // The history kept: the orders' status changes and the stock ledger (issue 26: each
          // move writes its sold or returned rows).
          `select (pg_total_relation_size('order_status_events')
                   + pg_total_relation_size('stock_movements'))::bigint as bytes` as never,
        );
        historyBytes.push(
          Number((history as unknown as { rows: { bytes: string }[] }).rows[0]!.bytes),
        );
      }
      const stock = (await t.request('getProducts', { token: admin.token }))
        .json()
        .products.find((p: { _id: string }) => p._id === flour._id).stock;
      console.log(
        `[soak pglite] ${changes} status changes in ${seconds(Date.now() - started)}; data folder after each round: ` +
          `${sizes.map(mib).join(', ')}; tables ${mib(tableSizes[0]!)} -> ${mib(tableSizes.at(-1)!)}, ` +
          `of which history ${mib(historyBytes[0]!)} -> ${mib(historyBytes.at(-1)!)}; log ${mib(walSizes.at(-1)!)}`,
      );
      // Each round ends on declined: all stock is back.
      expect(stock).toBe(10_000);
      // The tables grow by the history they keep (and its index), not by dead rows; the log is
      // down to the one segment in use (without the upkeep it grows a segment every few
      // thousand changes, and this fails).
      const tableGrowth = tableSizes.at(-1)! - tableSizes[0]!;
      const historyGrowth = historyBytes.at(-1)! - historyBytes[0]!;
      expect(tableGrowth).toBeLessThanOrEqual(historyGrowth * 1.1 + 512 * 1024);
      expect(walSizes.at(-1)!).toBeLessThanOrEqual(16 * 1024 * 1024);
    },
  );
});
