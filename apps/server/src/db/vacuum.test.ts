import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, shopToday } from '@shop/contract';
import { useTestApp, dbKind } from '../test/helper.ts';
import { products } from './schema/index.ts';

const t = useTestApp();

describe(`npm run vacuum on ${dbKind}`, () => {
  it('vacuums and analyzes every table and keeps every live row', async () => {
    const rows = Array.from({ length: 50 }, (_, i) => ({
      name: `Vacuum Flour ${i}`,
      images: '/images/categories/flour.svg',
      description: 'x',
      expirationDate: addDays(shopToday(), 365),
      price: '10.00',
      category: 'flour' as const,
      stock: i,
    }));
    await t.database.db.insert(products).values(rows);
    await t.database.db.delete(products).where(sql`${products.stock} % 2 = 1`);
    await t.database.vacuum();
    const [left] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(sql`${products.name} like 'Vacuum Flour %'`);
    expect(left!.n).toBe(25);
    const [kept] = await t.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.name, 'Vacuum Flour 48'));
    expect(kept!.stock).toBe(48);
    // Statistics are flushed lazily; ask for this session's to be written first.
    await t.database.db.execute(sql`select pg_stat_force_next_flush()`);
    const stats = (await t.database.db.execute(
      sql`select vacuum_count::int as vacuums, last_analyze is not null as analyzed
          from pg_stat_user_tables where relname = 'products'`,
    )) as unknown as { rows: { vacuums: number; analyzed: boolean }[] };
    expect(stats.rows[0]).toEqual({ vacuums: 1, analyzed: true });
  });
});
