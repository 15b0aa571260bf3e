import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './search-support.ts';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addDays, shopToday } from '@shop/contract';
import { openDatabase } from './client.ts';
import type { Database } from './types.ts';
import { oneRow } from './rows.ts';
import { findUserById } from '../modules/users/users.repository.ts';
import { createTestApp, dbKind, postgresUrl } from '../test/helper.ts';

/**
 * Migration 0007 on a shop that ran before the bounds (issue 18): a product with 1,000,000,000
 * in stock, a cart line of 1,000,000,000 and a pending order of 1,000,000,000 units. The
 * migration must apply (a CHECK constraint added over such rows would fail the start), bring
 * stock and cart down to the bounds, and the shop must go on: the cart checks out, and
 * declining the old order onto a full stock is a 409, not a 500.
 */
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A copy of the migrations folder holding only the migrations before 0007. */
function migrationsBefore0007(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'shop-migrations-'));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx < 7);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const ids = {
  customer: randomUUID(),
  product: randomUUID(),
  order: randomUUID(),
};
const legacyRows = `
  INSERT INTO users (id, username, email, password_hash, role)
    VALUES ('${ids.customer}', 'Old Customer', 'old.customer@gmail.com', 'x', 'customer');
  INSERT INTO products (id, name, images, description, expiration_date, price, category, stock)
    VALUES ('${ids.product}', 'Old Flour', '/images/categories/flour.svg', 'x',
            '${addDays(shopToday(), 365)}', 10, 'flour', 1000000000);
  INSERT INTO cart_items (user_id, product_id, price_type, quantity)
    VALUES ('${ids.customer}', '${ids.product}', 'price', 1000000000);
  INSERT INTO orders (id, user_id, customer_name, phone_number, address, pickup_date,
                      delivery_mode, subtotal, total_amount, idempotency_key)
    VALUES ('${ids.order}', '${ids.customer}', 'Old Customer', '+639123456789', 'Somewhere',
            '${addDays(shopToday(), 2)}', 'pickup', 1000000.00, 1000000.00, 'old-key');
  INSERT INTO order_items (order_id, product_id, name, description, category, price_type,
                           unit_price, quantity)
    VALUES ('${ids.order}', '${ids.product}', 'Old Flour', 'x', 'flour', 'price', 10, 1000000000);
  INSERT INTO product_sales (product_id, category, units_sold, revenue)
    VALUES ('${ids.product}', 'flour', 2000000000, 99999999999999.99);`;

/** A database migrated up to 0006 with the legacy rows, then opened as the server opens it. */
async function legacyDatabase(): Promise<Database> {
  const before = migrationsBefore0007();
  if (!postgresUrl) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-legacy-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const client = new PGlite(path.join(dataDir, 'pglite'), { extensions: pgliteExtensions });
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: before });
    await client.exec(legacyRows);
    await client.close();
    return openDatabase({ dataDir });
  }
  const name = `shop_test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: postgresUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  });
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await migratePg(drizzlePg({ client }), { migrationsFolder: before });
  await client.query(legacyRows);
  await client.end();
  return openDatabase({ databaseUrl: url.toString() });
}

describe(`migration 0007 over data from before the bounds on ${dbKind}`, () => {
  it('applies, brings stock and cart lines down to the bounds, and the shop goes on without a 500', async () => {
    const t = await createTestApp({}, { database: await legacyDatabase() });
    cleanups.push(() => t.close());
    const columns = oneRow(
      z.object({ stock: z.number(), quantity: z.number(), units_type: z.string() }),
    ).parse(
      await t.database.db.execute(sql`
        select (select stock from products) as stock, (select quantity from cart_items) as quantity,
               (select data_type from information_schema.columns
                 where table_name = 'product_sales' and column_name = 'units_sold') as units_type`),
    );
    expect(columns.rows[0]).toEqual({ stock: 10_000_000, quantity: 10_000, units_type: 'bigint' });

    const admin = await t.createUser('admin');
    const customer = (await findUserById(t.database.db, ids.customer))!;
    const token = t.app.signSession(customer);
    // The old order cannot give its billion units back onto a full stock: 409, nothing changed.
    const declined = await t.request('setOrderStatus', {
      token: admin.token,
      params: { id: ids.order },
      body: { status: 'declined' },
    });
    expect(declined.statusCode, declined.body).toBe(409);
    expect(declined.json().message).toContain('Giving back 1,000,000,000 of Old Flour');
    // The cart, brought down to 10,000, checks out; the old key still answers its old order.
    const ordered = await t.request('checkout', {
      token,
      body: {
        name: 'Old Customer',
        phoneNumber: '+639123456789',
        pickupDate: addDays(shopToday(), 2),
        deliveryMode: 'pickup',
      },
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    expect(ordered.json().order.items[0].quantity).toBe(10_000);
    const replayed = await t.request('checkout', {
      token,
      headers: { 'idempotency-key': 'old-key' },
      body: {
        name: 'Anyone',
        phoneNumber: '+639123456789',
        pickupDate: addDays(shopToday(), 2),
        deliveryMode: 'pickup',
      },
    });
    expect(replayed.statusCode).toBe(201);
    expect(replayed.json().order._id).toBe(ids.order);
    // The sales totals take another approval past the old integer's and numeric(16,2)'s room.
    const approved = await t.request('setOrderStatus', {
      token: admin.token,
      params: { id: ids.order },
      body: { status: 'approved' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const sales = await t.request('getCategorySales', { token: admin.token });
    expect(sales.statusCode).toBe(200);
    expect(sales.json().topProducts[0]).toMatchObject({
      name: 'Old Flour',
      unitsSold: 3_000_000_000,
    });
    console.log(
      `[migration 0007] ${dbKind}: legacy shop migrated; decline 409, checkout 201, approval 200`,
    );
  });
});
