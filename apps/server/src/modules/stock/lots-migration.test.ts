import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addDays, shopToday } from '@shop/contract';
import { createTestApp, dbKind, type TestApp } from '../../test/helper.ts';
import { legacyDatabase } from '../../test/legacy-database.ts';

/*
 * Issue 26 item 5, migration 0012 over a shop from before lots: each product's stock and expiry
 * become one lot with an `opening` ledger row, and the orders that hold stock get their lines'
 * allocations on it, so a decline puts the units back into that lot.
 */
const today = shopToday();
const ids = {
  customer: '11111111-1111-4111-8111-111111111111',
  flour: '22222222-2222-4222-8222-222222222222',
  sugar: '33333333-3333-4333-8333-333333333333',
  pending: '44444444-4444-4444-8444-444444444444',
  declined: '55555555-5555-4555-8555-555555555555',
};
const order = (id: string, status: string, quantity: number) => `
  INSERT INTO orders (id, user_id, customer_name, phone_number, address, pickup_date,
                      delivery_mode, subtotal, total_amount, status)
    VALUES ('${id}', '${ids.customer}', 'Old Customer', '+639123456789', 'Old St',
            '${addDays(today, 2)}', 'pickup', ${quantity * 100}, ${quantity * 100}, '${status}');
  INSERT INTO order_items (order_id, product_id, name, description, category, price_type,
                           unit_price, quantity)
    VALUES ('${id}', '${ids.flour}', 'Old Flour', 'x', 'flour', 'price', 100, ${quantity});`;
const rows = `
  INSERT INTO users (id, username, email, email_key, password_hash, role)
    VALUES ('${ids.customer}', 'Old', 'old.customer@gmail.com', 'oldcustomer@gmail.com', 'x',
            'customer');
  INSERT INTO products (id, name, images, description, expiration_date, price, category, stock,
                        created_at)
    VALUES ('${ids.flour}', 'Old Flour', '/images/categories/flour.svg', 'x',
            '${addDays(today, 200)}', 100, 'flour', 40, '2025-01-01T00:00:00Z'),
           ('${ids.sugar}', 'Old Sugar', '/images/categories/sugar.svg', 'x',
            '${addDays(today, 50)}', 50, 'sugar', 7, '2025-02-01T00:00:00Z');
  ${order(ids.pending, 'pending', 3)}
  ${order(ids.declined, 'declined', 2)}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { database: await legacyDatabase(12, rows) });
});
afterAll(() => t?.close());

const lotRows = z.object({
  rows: z.array(
    z.object({
      product_id: z.string(),
      quantity: z.string(),
      received_quantity: z.string(),
      expiration_date: z.string(),
      kind: z.string(),
      change: z.string(),
    }),
  ),
});

describe(`migration 0012 turns stock into lots on ${dbKind}`, () => {
  it('makes one lot per product of its stock and expiry, with an opening ledger row', async () => {
    const { rows: found } = lotRows.parse(
      await t.database.db.execute(sql`
        select l.product_id, l.quantity::text, l.received_quantity::text,
               to_char(l.expiration_date, 'YYYY-MM-DD') as expiration_date, m.kind, m.change::text
        from lots l join stock_movements m on m.lot_id = l.id order by l.product_id`),
    );
    expect(found).toEqual([
      {
        product_id: ids.flour,
        quantity: '40.000',
        received_quantity: '40.000',
        expiration_date: addDays(today, 200),
        kind: 'opening',
        change: '40.000',
      },
      {
        product_id: ids.sugar,
        quantity: '7.000',
        received_quantity: '7.000',
        expiration_date: addDays(today, 50),
        kind: 'opening',
        change: '7.000',
      },
    ]);
  });

  it('lists the products as before: sizes 1, staff see both, customers only the sellable one', async () => {
    const admin = await t.createUser('admin');
    const staff = (await t.request('getProducts', { token: admin.token })).json().products;
    expect(
      staff.map((p: any) => [p.name, p.stock, p.quantity, p.stockUnit, p.expirationDate]),
    ).toEqual([
      ['Old Sugar', 7, 7, 'unit', addDays(today, 50)],
      ['Old Flour', 40, 40, 'unit', addDays(today, 200)],
    ]);
    const visitors = (await t.request('getProducts', {})).json().products;
    expect(visitors.map((p: any) => [p.name, p.stock, p.available])).toEqual([
      ['Old Flour', 40, { price: 40, halfPrice: 0, retailPrice: 0 }],
    ]);
  });

  it('an open order gives its units back to that lot; a declined one approved again takes them', async () => {
    const cashier = await t.createUser('cashier');
    const move = (id: string, status: string) =>
      t.request('setOrderStatus', { token: cashier.token, params: { id }, body: { status } });
    const lots = async () =>
      (await t.request('listLots', { token: cashier.token, params: { id: ids.flour } })).json()
        .lots as { quantity: number }[];
    expect((await move(ids.pending, 'declined')).statusCode).toBe(200);
    expect((await lots()).map((l) => l.quantity)).toEqual([43]);
    expect((await move(ids.declined, 'approved')).statusCode).toBe(200);
    expect((await lots()).map((l) => l.quantity)).toEqual([41]);
    const sums = z
      .object({ rows: z.array(z.object({ quantity: z.string(), ledger: z.string() })) })
      .parse(
        await t.database.db.execute(sql`
          select p.quantity::text,
            (select sum(change) from stock_movements where product_id = p.id)::numeric(15,3)::text as ledger
          from products p where p.id = ${ids.flour}`),
      );
    expect(sums.rows).toEqual([{ quantity: '41.000', ledger: '41.000' }]);
  });
});
