import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addDays, shopToday } from '@shop/contract';
import { dbKind, freshDatabase, postgresUrl } from '../test/helper.ts';
import { openDatabase } from './client.ts';
import type { Database } from './types.ts';
import {
  FUNCTIONS,
  applyFunctions,
  functionRefusal,
  functionSources,
  functionsFolder,
} from './functions.ts';
import { eq } from 'drizzle-orm';
import { lots, products, stockMovements } from './schema/index.ts';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const rowsOf = <S extends z.ZodType>(row: S) => z.object({ rows: z.array(row) });

describe('db/functions', () => {
  it('creates every file of db/functions, each one CREATE OR REPLACE FUNCTION of its name', () => {
    const files = readdirSync(functionsFolder).filter((f) => f.endsWith('.sql'));
    expect([...files].sort()).toEqual(FUNCTIONS.map((name) => `${name}.sql`).sort());
    functionSources().forEach((source, i) => {
      expect(source).toMatch(new RegExp(`^CREATE OR REPLACE FUNCTION ${FUNCTIONS[i]}\\(`, 'm'));
      expect(source.match(/CREATE (OR REPLACE )?FUNCTION/g)).toHaveLength(1);
    });
  });

  it(`applies again on ${dbKind} without changing anything`, async () => {
    const definitions = rowsOf(z.object({ name: z.string(), definition: z.string() }));
    const read = async () =>
      definitions.parse(
        await database.db.execute(sql`
          select proname as name, pg_get_functiondef(oid) as definition from pg_proc
          where proname like 'shop\\_%' order by proname`),
      ).rows;
    const before = await read();
    // Migration 0009's own: the search key column is built on the first, and the trigger that
    // keeps the search words needs the second, so both exist before db/functions is applied;
    // migration 0010's, which the orders' day index is built on; and migration 0011's, which
    // remembers the search words of each INSERT statement's new products.
    expect(before.map((f) => f.name).sort()).toEqual(
      [
        ...FUNCTIONS,
        'shop_search_key',
        'shop_remember_search_words',
        'shop_remember_new_search_words',
        'shop_product_first_figures',
        'shop_product_first_lots',
        'shop_order_holds_stock',
      ].sort(),
    );
    await applyFunctions(database.db);
    await applyFunctions(database.db);
    expect(await read()).toEqual(before);
  });

  it('shop_sellable: sellable only when expiring more than 92 days after today', async () => {
    const today = shopToday();
    const dates = [-400, -1, 0, 1, 91, 92, 93, 94, 365].map((days) => addDays(today, days));
    const { rows } = rowsOf(z.object({ date: z.string(), sellable: z.boolean() })).parse(
      await database.db.execute(sql`
        select d::text as date, shop_sellable(d, ${today}) as sellable
        from unnest(${`{${dates.join(',')}}`}::date[]) d`),
    );
    expect(rows.filter((r) => r.sellable).map((r) => r.date)).toEqual(dates.slice(6));
  });

  it("shop_tier_price picks the price type's price, null when the product lacks it", async () => {
    const { rows } = rowsOf(z.object({ price: z.string().nullable() })).parse(
      await database.db.execute(sql`
        select shop_tier_price(100.50, 60.25, null, t)::text as price
        from unnest(array['price', 'halfPrice', 'retailPrice', 'other']) t`),
    );
    expect(rows.map((r) => r.price)).toEqual(['100.50', '60.25', null, null]);
  });

  it(`the customers' listing inlines shop_sellable and reads the expiry index on ${dbKind}`, async () => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOf(z.object({ 'QUERY PLAN': z.string() }))
        .parse(
          await tx.execute(sql`
            explain select * from products where archived_at is null and category = 'flour'
              and shop_sellable(expiration_date, ${shopToday()}) order by expiration_date`),
        )
        .rows.map((r) => r['QUERY PLAN'])
        .join('\n');
    });
    expect(plan).not.toContain('shop_sellable');
    expect(plan).toMatch(/Index Cond: .*expiration_date > /);
    expect(plan).toContain('products_category_expiry_idx');
  });

  it('a product inserted straight into the table gets its first lot, ledger row and the figures shop_refresh_product makes', async () => {
    const today = shopToday();
    const insert = (name: string, expirationDate: string) =>
      database.db
        .insert(products)
        .values({
          name,
          images: '/images/categories/flour.svg',
          description: 'x',
          expirationDate,
          price: '10.00',
          category: 'flour',
          stock: 3,
          priceSize: '2.5',
        })
        .returning();
    const figures = (id: string) =>
      database.db
        .select({
          stock: products.stock,
          quantity: products.quantity,
          sellableQuantity: products.sellableQuantity,
          expirationDate: products.expirationDate,
          staffExpirationDate: products.staffExpirationDate,
          sellableFrom: products.sellableFrom,
          sellableThrough: products.sellableThrough,
        })
        .from(products)
        .where(eq(products.id, id));
    for (const [name, expiry] of [
      ['Nearly Expired Flour', addDays(today, 92)],
      ['Fresh Flour', addDays(today, 200)],
    ] as const) {
      const [row] = await insert(name, expiry);
      const inserted = await figures(row!.id);
      const [lot] = await database.db.select().from(lots).where(eq(lots.productId, row!.id));
      expect(lot).toMatchObject({
        quantity: '7.500',
        receivedQuantity: '7.500',
        expirationDate: expiry,
      });
      const [movement] = await database.db
        .select()
        .from(stockMovements)
        .where(eq(stockMovements.productId, row!.id));
      expect(movement).toMatchObject({
        kind: 'received',
        change: '7.500',
        lotQuantityAfter: '7.500',
        userId: null,
      });
      await database.db.execute(sql`select shop_refresh_product(${row!.id}, ${today})`);
      expect(await figures(row!.id)).toEqual(inserted);
      const sellable = name === 'Fresh Flour';
      expect(inserted[0]).toMatchObject({
        stock: sellable ? 3 : 0,
        quantity: '7.500',
        sellableQuantity: sellable ? '7.500' : '0.000',
        sellableThrough: sellable ? addDays(expiry, -93) : null,
      });
    }
  });

  it("reads a refusal with the caller's schema; other errors and unknown refusals are not refusals", () => {
    const refusals = z.discriminatedUnion('reason', [
      z.object({ status: z.literal(409), reason: z.literal('stock'), stock: z.number() }),
    ]);
    const raised = (code: string, message: string) =>
      Object.assign(new Error('Failed query'), {
        cause: Object.assign(new Error(message), { code }),
      });
    expect(functionRefusal(raised('SC409', '{"reason":"stock","stock":2}'), refusals)).toEqual({
      status: 409,
      reason: 'stock',
      stock: 2,
    });
    expect(
      functionRefusal(raised('SC404', '{"reason":"stock","stock":2}'), refusals),
    ).toBeUndefined();
    expect(functionRefusal(raised('SC409', '{"reason":"gone"}'), refusals)).toBeUndefined();
    expect(functionRefusal(raised('SC409', 'not json'), refusals)).toBeUndefined();
    expect(
      functionRefusal(raised('23514', '{"reason":"stock","stock":2}'), refusals),
    ).toBeUndefined();
  });

  it.skipIf(!postgresUrl)(
    'several servers starting at once on one empty PostgreSQL database all start',
    async () => {
      const name = `shop_test_${randomUUID().replace(/-/g, '')}`;
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(postgresUrl!);
      url.pathname = `/${name}`;
      try {
        const opened = await Promise.allSettled(
          Array.from({ length: 4 }, () =>
            openDatabase({ databaseUrl: url.toString(), poolSize: 1 }),
          ),
        );
        for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
        expect(opened.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(
          Array(4).fill('ok'),
        );
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
  );
});
