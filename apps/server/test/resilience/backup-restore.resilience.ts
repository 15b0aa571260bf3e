import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectOk, type OrderItem } from '@shop/contract';
import {
  adminLogin,
  checkoutBody,
  clientOf,
  closedAfter,
  dbKind,
  SERVER_DIR,
  sleep,
  stockShop,
} from './support.ts';

/*
 * Issue 18: a backup taken with `npm run backup` while customers check out and the counter
 * declines orders, restored with `npm run restore` into a fresh data folder or database. The
 * restored shop must hold every order acknowledged before the backup began, with its lines, and
 * its stock must add up: for every product, starting stock = stock + units in orders that are
 * not declined. On PGlite the backup is taken by the running server (it owns the folder); on
 * PostgreSQL by pg_dump, beside the server.
 */
const CUSTOMERS = 8;
const START_STOCK = 400;

const opened = closedAfter(afterAll);
const backupDir = mkdtempSync(path.join(os.tmpdir(), 'shop-backups-'));
afterAll(() => rmSync(backupDir, { recursive: true, force: true }));

/** Runs one of the server's command-line tools the way npm runs it; answers its output. */
function cli(script: 'backup' | 'restore', env: Record<string, string>, args: string[] = []) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`npm run ${script} failed:\n${output}`)),
    );
  });
}

const linesOf = (items: OrderItem[]) =>
  items
    .map((i) => `${i.product._id}x${i.quantity}`)
    .sort()
    .join(',');

describe(`npm run backup under checkout load, then npm run restore, on ${dbKind}`, () => {
  it('the restored shop holds every order acknowledged before the backup, and its stock adds up', async () => {
    const store = await opened.store();
    const server = await opened.start(store, { BACKUP_DIR: backupDir });
    const base = server.baseUrl;
    const { adminToken, products, tokens } = await stockShop(base, {
      products: (['flour', 'sugar', 'lard'] as const).map((category, i) => ({
        name: `Backup ${category}`,
        category,
        stock: START_STOCK,
        price: 60 + i,
      })),
      customers: CUSTOMERS,
      tag: 'backup',
    });
    const admin = clientOf(base, adminToken);

    /** orderId -> its lines, as acknowledged with 201 */
    const acked = new Map<string, string>();
    let running = true;
    const shoppers = tokens.map(async (token) => {
      const client = clientOf(base, token);
      while (running) {
        const product = products[Math.floor(Math.random() * products.length)]!;
        const quantity = 1 + Math.floor(Math.random() * 2);
        await client.addToCart({ body: { productId: product._id, quantity, priceType: 'price' } });
        const answer = await client.checkout({
          body: checkoutBody,
          headers: { 'idempotency-key': randomUUID() },
        });
        if (answer.ok) acked.set(answer.body.order._id, linesOf(answer.body.order.items));
      }
    });
    // The counter declines every fourth order it sees, which puts stock back while the backup runs.
    let declines = 0;
    const counter = (async () => {
      const seen = new Set<string>();
      while (running) {
        for (const id of [...acked.keys()]) {
          if (seen.has(id)) continue;
          seen.add(id);
          if (seen.size % 4 !== 0) continue;
          const answer = await admin.setOrderStatus({
            params: { id },
            body: { status: 'declined', note: 'Backup test' },
          });
          if (answer.ok) declines += 1;
        }
        await sleep(50);
      }
    })();

    const deadline = Date.now() + 60_000;
    while (acked.size < 40) {
      if (Date.now() > deadline) throw new Error(`only ${acked.size} orders in a minute`);
      await sleep(50);
    }
    const ackedBefore = new Map(acked);
    const started = Date.now();
    const output = await cli('backup', { ...store.env, BACKUP_DIR: backupDir });
    const backupMs = Date.now() - started;
    const ackedDuring = acked.size - ackedBefore.size;
    await sleep(300);
    running = false;
    await Promise.all([...shoppers, counter]);
    const file = /Backup written: (\S+) \(/.exec(output)?.[1];
    expect(file, output).toBeDefined();
    expect(path.dirname(file!)).toBe(backupDir);
    expect(file).toMatch(dbKind === 'pglite' ? /\.tar\.gz$/ : /\.dump$/);

    const target = await opened.store();
    const restoredOutput = await cli('restore', target.env, [file!]);
    expect(restoredOutput).toMatch(/Restored .* \d+ orders, 3 products, \d+ accounts\./);
    // Restoring again into the now filled target is refused, and changes nothing.
    await expect(cli('restore', target.env, [file!])).rejects.toThrow(
      dbKind === 'pglite'
        ? 'already holds a database. Restore only into an empty data folder'
        : 'already has tables. Restore only into an empty database',
    );

    const restoredServer = await opened.start(target);
    const restoredAdmin = clientOf(
      restoredServer.baseUrl,
      await adminLogin(restoredServer.baseUrl),
    );
    const orders = (
      await Promise.all(
        (['open', 'done'] as const).map(
          async (status) =>
            expectOk(await restoredAdmin.getCustomerQueue({ query: { status } }), status).customer,
        ),
      )
    ).flat();
    const byId = new Map(orders.map((o) => [o._id, o]));
    for (const [id, lines] of ackedBefore) {
      expect(byId.get(id), `order ${id}, acknowledged before the backup`).toBeDefined();
      expect(linesOf(byId.get(id)!.orderId.items)).toBe(lines);
    }
    expect(orders.length).toBeLessThanOrEqual(acked.size);
    const stock = new Map(
      expectOk(await restoredAdmin.getProducts(), 'products').products.map((p) => [p._id, p.stock]),
    );
    for (const product of products) {
      let held = 0;
      for (const order of orders) {
        if (order.status === 'declined') continue;
        for (const item of order.orderId.items)
          if (item.product._id === product._id) held += item.quantity;
      }
      expect(stock.get(product._id)! + held, `${product.name}: stock + units held`).toBe(
        START_STOCK,
      );
    }
    console.log(
      `[backup ${dbKind}] backup of ${ackedBefore.size} acknowledged orders (+${ackedDuring} during it) in ${backupMs} ms; ` +
        `restored ${orders.length} orders (${acked.size} acknowledged in all, ${declines} declined), stock adds up for 3 products`,
    );
  });
});
