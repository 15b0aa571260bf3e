import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRODUCT_CSV_COLUMNS, addDays, shopToday } from '@shop/contract';
import { useTestApp, dbKind } from '../../test/helper.ts';
import { dbDigest } from '../../test/db-digest.ts';
import { MISSING_ID, addToCart, createProduct } from '../../test/shop.ts';

const today = shopToday();
const later = addDays(today, 200);

const t = useTestApp({ IMAGE_HOSTS: ['cdn.example.ph'] });

const csvForm = (text: string) => {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), 'products.csv');
  return form;
};
const importCsv = (text: string) =>
  t.request('importProducts', { token: t.admin.token, body: csvForm(text) });
const exportCsv = () => t.request('exportProductsCsv', { token: t.admin.token });
const listAll = async () =>
  (await t.request('getProducts', { token: t.admin.token, query: { sort: 'name' } })).json()
    .products as Record<string, unknown>[];
const HEADER = 'name,category,description,price,stock,expirationDate,images';

describe(`products as CSV on ${dbKind}`, () => {
  it('exports every product with a header, and the export imports back without a change', async () => {
    await createProduct(t, t.admin.token, {
      name: 'Bread Flour, "Premium"',
      description: 'Line one\nline two',
      priceUnit: 'sack (25 kg)',
      lowStockLevel: 4,
    });
    await createProduct(t, t.admin.token, {
      name: '=HYPERLINK("http://evil")',
      halfPrice: undefined,
    });
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="products.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    const rows = parse(res.body, { columns: true }) as Record<string, string>[];
    expect(res.body.split('\r\n')[0]).toBe(PRODUCT_CSV_COLUMNS.join(','));
    expect(rows).toHaveLength(2);
    const premium = rows.find((r) => r.name === 'Bread Flour, "Premium"')!;
    expect(premium).toMatchObject({
      category: 'flour',
      description: 'Line one\nline two',
      price: '1280.55',
      priceUnit: 'sack (25 kg)',
      halfPrice: '650.00',
      retailPrice: '12.50',
      stock: '50',
      lowStockLevel: '4',
      images: '/images/categories/flour.svg',
    });
    // A spreadsheet would run it as a formula: written as text.
    expect(rows.find((r) => r.name?.includes('HYPERLINK'))!.name).toBe(
      `'=HYPERLINK("http://evil")`,
    );

    const before = await listAll();
    const again = await importCsv(res.body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({
      message: 'Imported 2 products: 0 created, 2 updated.',
      created: 0,
      updated: 2,
    });
    expect(await listAll()).toEqual(before);
  });

  it('rows with an _id update that product, rows without create one', async () => {
    const [first] = parse((await exportCsv()).body, { columns: true }) as Record<string, string>[];
    const text = [
      '_id,name,price,stock,halfPrice',
      `${first!._id},Renamed Flour,999.5,7,`,
      '',
    ].join('\r\n');
    const res = await importCsv(text);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 0, updated: 1 });
    const renamed = (await listAll()).find((p) => p._id === first!._id)!;
    // Only the given columns change; an empty tier removes it.
    expect(renamed).toMatchObject({
      name: 'Renamed Flour',
      price: 999.5,
      stock: 7,
      halfPrice: null,
    });
    expect(renamed.retailPrice).toBe(12.5);

    const created = await importCsv(
      `${HEADER},lowStockLevel\r\nPotato Starch 1kg,starch,For ube halaya.,85,40,${later},https://cdn.example.ph/potato.webp,\r\n`,
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ created: 1, updated: 0 });
    expect((await listAll()).find((p) => p.name === 'Potato Starch 1kg')).toMatchObject({
      category: 'starch',
      price: 85,
      stock: 40,
      lowStockLevel: 10,
      expirationDate: later,
      images: 'https://cdn.example.ph/potato.webp',
    });
  });

  it('imports 1,100 rows in several batches exactly: each update changes only its own cells', async () => {
    const N = 1100;
    // Counts the statements that write products (a statement trigger, for this test only): a
    // few large ones, not one per row, keep every other request waiting briefly on PGlite.
    const db = t.database.db;
    await db.execute(sql`create table test_product_writes (op text not null)`);
    await db.execute(sql`create function test_count_product_write() returns trigger
      language plpgsql as $$ begin insert into test_product_writes values (TG_OP); return null; end $$`);
    await db.execute(sql`create trigger test_product_writes after insert or update on products
      for each statement execute function test_count_product_write()`);
    const writes = async () => {
      const { rows } = (await db.execute(
        sql`delete from test_product_writes returning op`,
      )) as unknown as { rows: { op: string }[] };
      return rows.map((r) => r.op).sort();
    };
    const others = new Set((await listAll()).map((p) => p._id));
    const created = await importCsv(
      [
        HEADER + ',halfPrice',
        ...Array.from(
          { length: N },
          (_, i) =>
            `Batch Flour ${String(i).padStart(4, '0')},flour,Lot ${i}.,${100 + i}.25,${1 + (i % 50)},${later},/images/categories/flour.svg,${i % 2 === 0 ? '60.50' : ''}`,
        ),
        '',
      ].join('\r\n'),
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toEqual({
      message: 'Imported 1,100 products: 1,100 created, 0 updated.',
      created: N,
      updated: 0,
    });
    // 500 rows to a statement: three inserts.
    expect(await writes()).toEqual(['INSERT', 'INSERT', 'INSERT']);
    const batch = (await listAll()).filter((p) => !others.has(p._id));
    const expected = Array.from({ length: N }, (_, i) => ({
      name: `Batch Flour ${String(i).padStart(4, '0')}`,
      category: 'flour',
      description: `Lot ${i}.`,
      price: 100 + i + 0.25,
      halfPrice: i % 2 === 0 ? 60.5 : null,
      retailPrice: null,
      stock: 1 + (i % 50),
      lowStockLevel: 10,
      expirationDate: later,
    }));
    const shape = ({ name, category, description, price, halfPrice, retailPrice, stock }: any) => ({
      name,
      category,
      description,
      price,
      halfPrice,
      retailPrice,
      stock,
    });
    expect(batch.map(shape)).toEqual(expected.map(shape));
    expect(batch.every((p) => p.lowStockLevel === 10 && p.expirationDate === later)).toBe(true);

    // Two carts hold half-price lines: one of a product whose half price the import removes.
    const [first, second] = [batch[0]!, batch[2]!];
    const customer = await t.createUser('customer');
    for (const p of [first, second]) {
      expect((await addToCart(t, customer.token, p._id as string, 1, 'halfPrice')).statusCode).toBe(
        200,
      );
    }
    // Even rows: a new price and stock, the name cell empty (kept); odd rows: a new name, the
    // price cell empty (kept), the half price empty (removed). Row 0 also loses its half price.
    const updates = batch.map((p, i) =>
      i % 2 === 0
        ? `${p._id},,${i === 0 ? '' : '61.00'},${200 + i}.00,${i + 1}`
        : `${p._id},Renamed ${i},,,${i + 2}`,
    );
    const res = await importCsv(['_id,name,halfPrice,price,stock', ...updates, ''].join('\r\n'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Imported 1,100 products: 0 created, 1,100 updated.',
      created: 0,
      updated: N,
    });
    // Three patches, and the new stock of 1,100 lots redone in one statement (decision 0080).
    expect(await writes()).toEqual(['UPDATE', 'UPDATE', 'UPDATE', 'UPDATE']);
    await db.execute(sql`drop trigger test_product_writes on products`);
    await db.execute(sql`drop function test_count_product_write()`);
    await db.execute(sql`drop table test_product_writes`);
    const after = new Map((await listAll()).map((p) => [p._id, p]));
    expect(after.size).toBe(others.size + N);
    expect(batch.map((p) => shape(after.get(p._id)))).toEqual(
      expected.map((e, i) =>
        i % 2 === 0
          ? { ...shape(e), price: 200 + i, halfPrice: i === 0 ? null : 61, stock: i + 1 }
          : { ...shape(e), name: `Renamed ${i}`, halfPrice: null, stock: i + 2 },
      ),
    );
    // Only the removed half price left the cart.
    const cart = (await t.request('getCart', { token: customer.token })).json();
    expect(cart.items.map((line: any) => [line.product._id, line.priceType])).toEqual([
      [second._id, 'halfPrice'],
    ]);
  });

  it('with any bad row imports nothing and lists every bad row by its line (header = 1)', async () => {
    const before = await dbDigest(t.database.db);
    const text = [
      `${HEADER},_id`,
      `Good Sugar,sugar,Fine.,100,5,${later},/images/categories/sugar.svg,`,
      `No Price,sugar,Fine.,,5,${later},/images/categories/sugar.svg,`,
      `Bad Category,bread,Fine.,10,5,${later},/images/categories/sugar.svg,`,
      `"Quoted, with a`,
      `line break",sugar,Fine.,-3,5,${later},/images/categories/sugar.svg,`,
      `Old Sugar,sugar,Fine.,10,5,2020-01-01,/images/categories/sugar.svg,`,
      `Tracker Sugar,sugar,Fine.,10,5,${later},https://evil.example/pixel.png,`,
      `Ghost,sugar,Fine.,10,5,${later},/images/categories/sugar.svg,${MISSING_ID}`,
      `Half Stock,sugar,Fine.,10,2.5,${later},/images/categories/sugar.svg,`,
      '',
      'Short Row,sugar',
      '',
    ].join('\r\n');
    const res = await importCsv(text);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors).toEqual([
      { line: 3, message: 'price is required' },
      { line: 4, message: 'Unknown category' },
      { line: 5, message: 'Price must be greater than 0' },
      { line: 7, message: 'Expiration date cannot be in the past' },
      { line: 8, message: 'Pictures from evil.example are not allowed: upload the photo instead.' },
      { line: 9, message: 'No product has this _id' },
      { line: 10, message: 'Stock must be a whole number' },
      { line: 12, message: 'Expected 8 cells, found 2' },
    ]);
    expect(body.message).toBe(
      'Nothing was imported. 8 rows have problems: line 3: price is required; line 4: Unknown category; line 5: Price must be greater than 0; and 5 more.',
    );
    expect(await dbDigest(t.database.db)).toEqual(before);
  });

  it('refuses unknown columns, a column named twice, an empty file and a file that is not CSV, changing nothing', async () => {
    const before = await dbDigest(t.database.db);
    const unknown = await importCsv(`name,colour\r\nX,red\r\n`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      {
        line: 1,
        message: `Unknown column "colour"; the columns are ${PRODUCT_CSV_COLUMNS.join(', ')}`,
      },
    ]);
    const twice = await importCsv(`name,price,name\r\nA,10,B\r\n`);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual([{ line: 1, message: 'The column "name" is named twice' }]);
    const empty = await importCsv(`${HEADER}\r\n`);
    expect(empty.json().errors).toEqual([{ line: 2, message: 'The file has no product rows' }]);
    const broken = await importCsv(`${HEADER}\r\n"never closed,flour\r\n`);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors[0].message).toMatch(/^The file is not readable CSV/);
    expect(await dbDigest(t.database.db)).toEqual(before);
  });
});

describe('an import racing a delete (PostgreSQL: PGlite runs one transaction at a time)', () => {
  it.skipIf(dbKind !== 'postgres')(
    'a product deleted while the import waits for it is a bad line, and nothing is written',
    async () => {
      const doomed = await createProduct(t, t.admin.token, { name: 'Doomed Flour' });
      const kept = await createProduct(t, t.admin.token, { name: 'Kept Flour' });
      const text = `_id,name\r\n${doomed._id},Renamed Doomed\r\n${kept._id},Renamed Kept\r\n`;
      let importing: ReturnType<typeof importCsv> | undefined;
      // The admin's other tab holds the product while the import starts, then archives it.
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM products WHERE id = ${doomed._id} FOR UPDATE`);
        importing = importCsv(text);
        await waitForLockWaiter();
        await tx.execute(sql`UPDATE products SET archived_at = now() WHERE id = ${doomed._id}`);
      });
      const res = await importing!;
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ line: 2, message: 'No product has this _id' }]);
      expect((await listAll()).find((p) => p._id === kept._id)!.name).toBe('Kept Flour');
    },
  );
});

/** Until a statement of this database waits for a row lock (the import, blocked by the test). */
async function waitForLockWaiter() {
  for (let tries = 0; tries < 500; tries++) {
    const waiting = (await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    )) as unknown as { rows: { n: number }[] };
    if (waiting.rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the import never waited for the locked product');
}

describe(`bulk edit on ${dbKind}`, () => {
  it('sets price, stock and expiry of every selected product in one go', async () => {
    const a = await createProduct(t, t.admin.token, { name: 'Bulk A', stock: 3 });
    const b = await createProduct(t, t.admin.token, { name: 'Bulk B', stock: 80 });
    const res = await t.request('bulkUpdateProducts', {
      token: t.admin.token,
      body: { ids: [a._id, b._id], stock: 25, price: 300, expirationDate: later },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .products.map((p: Record<string, unknown>) => [p.name, p.stock, p.price, p.expirationDate]),
    ).toEqual([
      ['Bulk A', 25, 300, later],
      ['Bulk B', 25, 300, later],
    ]);
  });

  it('an unknown id changes nothing (404); nothing to set is 400', async () => {
    const a = await createProduct(t, t.admin.token, { name: 'Bulk C', stock: 3 });
    const before = await dbDigest(t.database.db);
    const res = await t.request('bulkUpdateProducts', {
      token: t.admin.token,
      body: { ids: [a._id, MISSING_ID], stock: 99 },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Product not found.' });
    const nothing = await t.request('bulkUpdateProducts', {
      token: t.admin.token,
      body: { ids: [a._id] },
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe('Nothing to update');
    expect(await dbDigest(t.database.db)).toEqual(before);
  });
});

describe(`pictures a product may show on ${dbKind}`, () => {
  const create = (images: string) =>
    t.request('createProduct', {
      token: t.admin.token,
      body: {
        name: 'Picture Test',
        images,
        description: 'x',
        price: 1,
        category: 'flour',
        stock: 1,
        expirationDate: later,
      },
    });

  it('takes its own uploads, shipped pictures and https on IMAGE_HOSTS only', async () => {
    for (const ok of [
      '/uploads/0123456789abcdef0123456789abcdef.webp',
      '/images/categories/flour.svg',
      'https://cdn.example.ph/flour.webp',
      'https://CDN.example.ph/a/b.png?w=640',
    ]) {
      expect((await create(ok)).statusCode, ok).toBe(201);
    }
    for (const [bad, message] of [
      [
        'https://evil.example/x.png',
        'Pictures from evil.example are not allowed: upload the photo instead.',
      ],
      [
        'https://cdn.example.ph.evil.example/x.png',
        'Pictures from cdn.example.ph.evil.example are not allowed: upload the photo instead.',
      ],
      [
        '//evil.example/x.png',
        'Image must be a photo uploaded to the shop (/uploads/...) or an https:// address',
      ],
      [
        '/\\evil.example/x.png',
        'Image must be a photo uploaded to the shop (/uploads/...) or an https:// address',
      ],
      [
        'http://cdn.example.ph/x.png',
        'Image must be a photo uploaded to the shop (/uploads/...) or an https:// address',
      ],
      [
        '/uploads/../../etc/passwd',
        'Image must be a photo uploaded to the shop (/uploads/...) or an https:// address',
      ],
      [
        'https://user:pw@cdn.example.ph/x.png',
        'Image must be a photo uploaded to the shop (/uploads/...) or an https:// address',
      ],
      [
        'javascript:alert(1)',
        'Image must be a photo uploaded to the shop (/uploads/...) or an https:// address',
      ],
    ]) {
      const res = await create(bad!);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json(), bad).toEqual({ message, field: 'images' });
    }
  });

  it('the Content-Security-Policy lets pictures come only from the shop and IMAGE_HOSTS', async () => {
    const res = await t.request('health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob: https://cdn.example.ph;");
    expect(csp).not.toMatch(/img-src[^;]* https:(;| )/);
  });
});
