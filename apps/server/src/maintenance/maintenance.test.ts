import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { testEnv } from '../env.ts';
import { dbKind, useTestApp } from '../test/helper.ts';
import { addToCart, checkout, createProduct, setStatus } from '../test/shop.ts';
import { Maintenance } from './maintenance.ts';
import { maintainDatabase } from './pglite-upkeep.ts';

const folders: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-maintenance-test-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const silentLog = { info() {}, error() {}, warn() {} } as never;

/** Every file under `dir` whose bytes contain `text`. */
function filesContaining(dir: string, text: string): string[] {
  const needle = Buffer.from(text);
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
      const stats = statSync(file);
      if (stats.isDirectory()) walk(file);
      else if (stats.isFile() && readFileSync(file).includes(needle)) found.push(file);
    }
  };
  walk(dir);
  return found;
}

describe.skipIf(dbKind !== 'pglite')(
  'erasing cleared customer details from the data folder',
  () => {
    let dataDir: string;
    const t = useTestApp(
      {},
      { openDatabase: () => openDatabase({ dataDir: (dataDir = tempDir()) }) },
    );

    it('after the upkeep, no file of the data folder holds the cleared phone number or address', async () => {
      const { admin, customer } = t;
      const flour = await createProduct(t, admin.token, { stock: 30 });
      const phone = '09175550123';
      const address = '77 Kalye Erasure, Barangay Forget, Pasig';
      const orderIds: string[] = [];
      for (let i = 0; i < 3; i++) {
        await addToCart(t, customer.token, flour._id, 1);
        const placed = await checkout(t, customer.token, {
          phoneNumber: phone,
          address,
          deliveryMode: 'pickup',
        });
        expect(placed.statusCode).toBe(201);
        orderIds.push(placed.json().order._id);
      }
      for (const id of orderIds) {
        expect(
          (await setStatus(t, admin.token, id, 'declined', 'Out of stock today')).statusCode,
        ).toBe(200);
        const cleared = await t.request('clearCustomerInfo', {
          token: admin.token,
          params: { id },
        });
        expect(cleared.statusCode).toBe(200);
      }
      // Cleared rows are dead but still on the disk: without the upkeep the test would fail.
      expect(filesContaining(dataDir, phone).length).toBeGreaterThan(0);

      await maintainDatabase(t.database);

      expect(filesContaining(dataDir, phone)).toEqual([]);
      expect(filesContaining(dataDir, address)).toEqual([]);
      // Only the details went: the orders, their lines and their history are all still there.
      const left = await t.database.db.execute(sql`select
        (select count(*) from orders where customer_info_cleared_at is not null)::int as orders,
        (select count(*) from order_items)::int as lines,
        (select count(*) from order_status_events where to_status = 'declined')::int as declines`);
      expect((left as unknown as { rows: unknown[] }).rows[0]).toEqual({
        orders: 3,
        lines: 3,
        declines: 3,
      });
    });
  },
);

describe(`the maintenance schedule on ${dbKind}`, () => {
  const t = useTestApp();

  it('runs daily at MAINTENANCE_HOUR in the shop’s time (Manila, UTC+8)', async () => {
    const maintenance = new Maintenance(t.database, testEnv({ MAINTENANCE_HOUR: 3 }), silentLog);
    maintenance.start();
    const next = maintenance.nextRun();
    await maintenance.stop();
    expect(next).not.toBeNull();
    expect(next!.getUTCHours()).toBe(19);
    expect(next!.getUTCMinutes()).toBe(0);
    expect(next!.getTime() - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
  });

  it('the daily job takes a backup and keeps the newest BACKUP_KEEP', async () => {
    const dir = tempDir();
    const maintenance = new Maintenance(
      t.database,
      testEnv({ BACKUP_DIR: dir, BACKUP_KEEP: 2 }),
      silentLog,
    );
    const first = await maintenance.backup();
    await maintenance.daily();
    await maintenance.daily();
    const left = readdirSync(dir).sort();
    expect(left).toHaveLength(2);
    expect(left).not.toContain(path.basename(first.file));
    expect(left.every((n) => n.endsWith(dbKind === 'pglite' ? '.tar.gz' : '.dump'))).toBe(true);
  });

  it('BACKUP_KEEP=0 turns the daily backup off', async () => {
    const dir = path.join(tempDir(), 'backups');
    const maintenance = new Maintenance(
      t.database,
      testEnv({ BACKUP_DIR: dir, BACKUP_KEEP: 0 }),
      silentLog,
    );
    await maintenance.daily();
    expect(() => readdirSync(dir)).toThrow();
  });

  it.skipIf(dbKind !== 'pglite')(
    'clearings in a row lead to one upkeep, a minute after the last',
    async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const maintain = vi.fn(async () => {});
      const maintenance = new Maintenance(t.database, testEnv(), silentLog, { maintain });
      maintenance.afterCustomerInfoCleared();
      vi.advanceTimersByTime(30_000);
      maintenance.afterCustomerInfoCleared();
      vi.advanceTimersByTime(59_000);
      expect(maintain).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1_000);
      await maintenance.stop();
      expect(maintain).toHaveBeenCalledTimes(1);
    },
  );
});
