import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import type { Db } from '../db/types.ts';
import { dbDigest } from '../test/db-digest.ts';
import { useTestApp, dbKind, postgresUrl, scratchPostgres } from '../test/helper.ts';
import { addToCart, checkout, createProduct, setStatus } from '../test/shop.ts';
import { pruneBackups, takeBackup } from './backup.ts';
import { exportDatabase } from './export.ts';
import { backupPostgres } from './postgres-backup.ts';
import { restoreBackup, type RestoreTarget } from './restore.ts';

const folders: string[] = [];
const scratch: { drop(): Promise<void> }[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-backup-test-'));
  folders.push(dir);
  return dir;
};
/** An empty place to restore into: a new data folder, or a new PostgreSQL database. */
async function emptyTarget(): Promise<RestoreTarget> {
  const dataDir = path.join(tempDir(), 'data');
  if (!postgresUrl) return { dataDir };
  const database = await scratchPostgres();
  scratch.push(database);
  return { databaseUrl: database.url, dataDir };
}
/** Every row of every table, and where the order numbers stand. */
async function digest(db: Db) {
  const sequence = await db.execute(sql`select last_value::int as n from order_number_seq`);
  const orderNumber = (sequence as unknown as { rows: { n: number }[] }).rows[0]?.n;
  return { ...(await dbDigest(db)), orderNumber };
}
async function digestOf(target: RestoreTarget) {
  const database = await openDatabase(target);
  try {
    return await digest(database.db);
  } finally {
    await database.close();
  }
}

const t = useTestApp();
beforeAll(async () => {
  const { admin, customer } = t;
  const flour = await createProduct(t, admin.token, { name: 'Backup Flour', stock: 40 });
  const sugar = await createProduct(t, admin.token, {
    name: 'Backup Sugar, "quoted"\nand two lines',
    category: 'sugar',
    price: 1234567.89,
    stock: 9,
  });
  await addToCart(t, customer.token, flour._id, 3);
  await addToCart(t, customer.token, sugar._id, 2, 'halfPrice');
  const order = (await checkout(t, customer.token, { name: 'Backup Buyer' })).json();
  await setStatus(t, admin.token, order.order._id, 'approved', 'After 2 PM');
  await addToCart(t, customer.token, flour._id, 1);
});
afterAll(async () => {
  for (const database of scratch) await database.drop();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe(`backup and restore on ${dbKind}`, () => {
  it('restores every row of every table, and the order numbers continue', async () => {
    const before = await digest(t.database.db);
    const backup = await takeBackup(t.database, tempDir());
    expect(backup.file).toMatch(dbKind === 'pglite' ? /\.tar\.gz$/ : /\.dump$/);
    expect(backup.bytes).toBeGreaterThan(0);

    const target = await emptyTarget();
    const restored = await restoreBackup(backup.file, target);
    expect(restored).toEqual({ orders: 1, products: 2, users: 3 });
    expect(await digestOf(target)).toEqual(before);
    expect(before.orderNumber).toBeGreaterThanOrEqual(1001);
  });

  it('a backup is private: a new folder 0700, the file 0600 (also the export)', async () => {
    const dir = path.join(tempDir(), 'new', 'backups');
    const backup = await takeBackup(t.database, dir);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(backup.file).mode & 0o777).toBe(0o600);
    const exported = await exportDatabase(t.database.db, path.join(dir, 'shop-export'));
    expect(statSync(exported).mode & 0o777).toBe(0o600);
  });

  it('the shop’s own export (PostgreSQL without pg_dump) restores every row too', async () => {
    const before = await digest(t.database.db);
    const base = path.join(tempDir(), 'shop-export');
    // On PostgreSQL: as if pg_dump were not installed (the URL is then never used).
    const file = postgresUrl
      ? await backupPostgres(postgresUrl, t.database.db, base, 'no-such-pg_dump')
      : await exportDatabase(t.database.db, base);
    expect(file).toBe(`${base}.json.gz`);

    const target = await emptyTarget();
    expect(await restoreBackup(file, target)).toEqual({ orders: 1, products: 2, users: 3 });
    expect(await digestOf(target)).toEqual(before);
  });

  it('refuses a target that already holds a shop, and leaves it as it was', async () => {
    const backup = await takeBackup(t.database, tempDir());
    const target = await emptyTarget();
    await restoreBackup(backup.file, target);
    const before = await digestOf(target);
    await expect(restoreBackup(backup.file, target)).rejects.toThrow(
      postgresUrl
        ? 'The database in DATABASE_URL already has tables. Restore only into an empty database'
        : 'already holds a database. Restore only into an empty data folder',
    );
    expect(await digestOf(target)).toEqual(before);
  });

  it('refuses a backup of the other kind of database, and a file that is not a backup', async () => {
    const target = await emptyTarget();
    const notBackup = path.join(tempDir(), 'notes.txt');
    writeFileSync(notBackup, 'hello');
    await expect(restoreBackup(notBackup, target)).rejects.toThrow(
      'is not a backup of this shop (.tar.gz, .dump or .json.gz).',
    );
    const other = path.join(tempDir(), postgresUrl ? 'shop-x.tar.gz' : 'shop-x.dump');
    writeFileSync(other, 'x');
    await expect(restoreBackup(other, target)).rejects.toThrow(
      postgresUrl
        ? 'This backup is of the embedded database (PGlite)'
        : 'This backup is of PostgreSQL (pg_dump): set DATABASE_URL to an empty database.',
    );
    await expect(restoreBackup(path.join(tempDir(), 'missing.tar.gz'), target)).rejects.toThrow(
      'No such backup',
    );
  });
});

describe('pruning backups', () => {
  it('keeps the newest ones and removes unfinished leftovers, nothing else', () => {
    const dir = tempDir();
    const names = [
      'shop-2026-11-20T19-00-00-000Z.tar.gz',
      'shop-2026-11-21T19-00-00-000Z.dump',
      'shop-2026-11-22T19-00-00-000Z.json.gz',
      'shop-2026-11-23T19-00-00-000Z.tar.gz',
      'shop-2026-11-24T19-00-00-000Z.tar.gz.partial',
      'my-own-copy.tar.gz',
    ];
    for (const name of names) writeFileSync(path.join(dir, name), 'x');
    return pruneBackups(dir, 2).then((removed) => {
      expect(removed.sort()).toEqual([
        'shop-2026-11-20T19-00-00-000Z.tar.gz',
        'shop-2026-11-21T19-00-00-000Z.dump',
        'shop-2026-11-24T19-00-00-000Z.tar.gz.partial',
      ]);
      expect(readdirSync(dir).sort()).toEqual([
        'my-own-copy.tar.gz',
        'shop-2026-11-22T19-00-00-000Z.json.gz',
        'shop-2026-11-23T19-00-00-000Z.tar.gz',
      ]);
    });
  });
});
