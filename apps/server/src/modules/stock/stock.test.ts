import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, shopToday, type PriceType } from '@shop/contract';
import {
  expectBooksBalance,
  lotsOf as stockLots,
  receive as receiveLot,
} from '../../test/stock.ts';
import { useTestApp, dbKind } from '../../test/helper.ts';
import { exportMovementsCsv } from './stock-csv.ts';
import {
  MISSING_ID,
  addToCart,
  cancelOrder,
  checkout,
  createProduct,
  setStatus,
  updateProduct,
} from '../../test/shop.ts';

/*
 * Stock in lots (issue 26, docs/decisions/0080): pack sizes, first expired first out, the 92-day
 * window per lot, returns to the same lots, the lot calls and their ledger rows, the spec's edit
 * rule, and the ledger's list and CSV. After each test every product's quantity is the sum of
 * its lots and of its ledger (expectBooksBalance).
 */
const t = useTestApp();
const today = shopToday();
const inDays = (days: number) => addDays(today, days);

const lotsOf = (productId: string) => stockLots(t, productId);
const receive = (productId: string, body: Record<string, unknown>) =>
  receiveLot(t, productId, body);

const customerView = async (productId: string) =>
  (
    (await t.request('getProducts', {})).json().products as {
      _id: string;
      stock: number;
      expirationDate: string;
      quantity: number;
      available: Record<PriceType, number>;
    }[]
  ).find((p) => p._id === productId);

const staffView = async (productId: string) => (await lotsOf(productId)).product;

/** A new customer's order of these lines; answers the order. */
async function buy(lines: [string, number, PriceType?][]) {
  const customer = await t.createUser('customer');
  for (const [productId, quantity, priceType] of lines) {
    const res = await addToCart(t, customer.token, productId, quantity, priceType ?? 'price');
    expect(res.statusCode, res.body).toBe(200);
  }
  const res = await checkout(t, customer.token);
  expect(res.statusCode, res.body).toBe(201);
  return { customer, order: res.json().order as { _id: string; items: { _id: string }[] } };
}

const queueLines = async (orderId: string) => {
  const open = await t.request('getCustomerQueue', { token: t.cashier.token });
  const done = await t.request('getCustomerQueue', {
    token: t.cashier.token,
    query: { status: 'done' },
  });
  const entries = [...open.json().customer, ...done.json().customer] as {
    _id: string;
    orderId: { items: { lots: unknown[] }[] };
  }[];
  return entries.find((e) => e._id === orderId)!.orderId.items.map((i) => i.lots);
};

const movements = async (query: Record<string, string | number | undefined> = {}) => {
  const res = await t.request('listStockMovements', { token: t.admin.token, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    movements: {
      kind: string;
      change: number;
      lotQuantityAfter: number;
      lotId: string;
      by: string | null;
      reason: string | null;
      note: string | null;
      cost: number | null;
      orderNumber: number | null;
    }[];
    total: number;
    page: number;
    limit: number;
    writeOffs: { count: number; loss: number; withoutCost: number };
  };
};

describe(`stock in lots on ${dbKind}`, () => {
  it('pack sizes: a sack takes 25 kg and a retail kilo 1 kg; each tier says what it can sell', async () => {
    const flour = await createProduct(t, t.admin.token, {
      name: 'Sized Flour',
      stockUnit: 'kg',
      priceSize: 25,
      halfPriceSize: 12.5,
      retailPriceSize: 1,
      stock: 40,
    });
    expect(flour).toMatchObject({
      stock: 40,
      stockUnit: 'kg',
      priceSize: 25,
      halfPriceSize: 12.5,
      retailPriceSize: 1,
      quantity: 1000,
      available: { price: 40, halfPrice: 80, retailPrice: 1000 },
    });
    await buy([
      [flour._id, 1, 'price'],
      [flour._id, 1, 'retailPrice'],
    ]);
    expect(await customerView(flour._id)).toMatchObject({
      stock: 38,
      quantity: 974,
      available: { price: 38, halfPrice: 77, retailPrice: 974 },
    });
    expect((await lotsOf(flour._id)).lots.map((l) => l.quantity)).toEqual([974]);
    // A tier the product does not offer can sell nothing.
    const plain = await createProduct(t, t.admin.token, {
      name: 'Plain Sugar',
      retailPrice: undefined,
      stock: 3,
    });
    expect(plain).toMatchObject({
      stockUnit: 'unit',
      priceSize: 1,
      quantity: 3,
      available: { price: 3, halfPrice: 3, retailPrice: 0 },
    });
    // The cart never holds more than the tier's availability: 38 sacks + 13 kg is too much.
    const customer = await t.createUser('customer');
    expect((await addToCart(t, customer.token, flour._id, 38)).statusCode).toBe(200);
    const more = await addToCart(t, customer.token, flour._id, 25, 'retailPrice');
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(
      'Only 974 of Sized Flour in stock, and your cart already has 950.',
    );
    expect((await addToCart(t, customer.token, flour._id, 24, 'retailPrice')).statusCode).toBe(200);
    await expectBooksBalance(t);
  });

  it('refuses bad sizes and stock units with 400 naming the field', async () => {
    for (const [body, field, message] of [
      [{ priceSize: 0 }, 'priceSize', 'Full price size must be greater than 0'],
      [{ halfPriceSize: 1.0001 }, 'halfPriceSize', 'Half price size can have at most 3 decimals'],
      [{ retailPriceSize: 10_001 }, 'retailPriceSize', 'Retail price size must be at most 10,000'],
      [{ stockUnit: '   ' }, 'stockUnit', 'Stock unit is required'],
      [{ stockUnit: 'x'.repeat(21) }, 'stockUnit', 'Stock unit must be at most 20 characters'],
    ] as const) {
      const res = await t.request('updateProduct', {
        token: t.admin.token,
        params: { id: (await createProduct(t, t.admin.token, { name: 'Bad Size' }))._id },
        body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, field });
    }
  });

  it('first expired, first out: a line spans two of three lots, and staff see its allocation', async () => {
    const p = await createProduct(t, t.admin.token, {
      name: 'Three Lot Flour',
      stock: 10,
      expirationDate: inDays(400),
    });
    const [first] = (await lotsOf(p._id)).lots;
    const soonest = await receive(p._id, { quantity: 5, expirationDate: inDays(200) });
    const middle = await receive(p._id, { quantity: 5, expirationDate: inDays(300) });
    expect((await customerView(p._id))?.expirationDate).toBe(inDays(200));
    const { order } = await buy([[p._id, 8]]);
    expect((await lotsOf(p._id)).lots.map((l) => [l._id, l.quantity])).toEqual([
      [soonest._id, 0],
      [middle._id, 2],
      [first!._id, 10],
    ]);
    expect(await queueLines(order._id)).toEqual([
      [
        { lotId: soonest._id, quantity: 5, expirationDate: inDays(200), stockUnit: 'unit' },
        { lotId: middle._id, quantity: 3, expirationDate: inDays(300), stockUnit: 'unit' },
      ],
    ]);
    // The card now shows the lot a buyer gets next.
    expect(await customerView(p._id)).toMatchObject({ stock: 12, expirationDate: inDays(300) });
    const sold = (await movements({ productId: p._id, kind: 'sold' })).movements;
    expect(sold.map((m) => [m.lotId, m.change, m.lotQuantityAfter])).toEqual(
      expect.arrayContaining([
        [soonest._id, -5, 0],
        [middle._id, -3, 2],
      ]),
    );
    expect(sold).toHaveLength(2);

    // Declining puts each part back into its own lot; approving again takes first-expired-first-out.
    expect((await setStatus(t, t.cashier.token, order._id, 'declined')).statusCode).toBe(200);
    expect((await lotsOf(p._id)).lots.map((l) => l.quantity)).toEqual([5, 5, 10]);
    expect(await queueLines(order._id)).toEqual([[]]);
    const returned = (await movements({ productId: p._id, kind: 'returned' })).movements;
    expect(returned.map((m) => [m.lotId, m.change]).sort()).toEqual(
      [
        [soonest._id, 5],
        [middle._id, 3],
      ].sort(),
    );
    expect((await setStatus(t, t.cashier.token, order._id, 'approved')).statusCode).toBe(200);
    expect((await lotsOf(p._id)).lots.map((l) => l.quantity)).toEqual([0, 2, 10]);

    // A customer's cancel returns to the same lots too.
    const again = await buy([[p._id, 3]]);
    expect((await lotsOf(p._id)).lots.map((l) => l.quantity)).toEqual([0, 0, 9]);
    expect((await cancelOrder(t, again.customer.token, again.order._id)).statusCode).toBe(200);
    expect((await lotsOf(p._id)).lots.map((l) => l.quantity)).toEqual([0, 2, 10]);
    await expectBooksBalance(t);
  });

  it('the 92-day window per lot: when the only sellable lot runs out the product disappears for customers, staff still see the near-expiry lot', async () => {
    const p = await createProduct(t, t.admin.token, {
      name: 'Window Flour',
      stock: 2,
      expirationDate: inDays(200),
    });
    await receive(p._id, { quantity: 10, expirationDate: inDays(50) });
    expect(await customerView(p._id)).toMatchObject({
      stock: 2,
      quantity: 2,
      expirationDate: inDays(200),
    });
    expect(await staffView(p._id)).toMatchObject({
      stock: 12,
      quantity: 12,
      expirationDate: inDays(50),
    });
    // A customer cannot buy into the near-expiry lot.
    const greedy = await t.createUser('customer');
    expect((await addToCart(t, greedy.token, p._id, 3)).statusCode).toBe(409);
    await buy([[p._id, 2]]);
    expect(await customerView(p._id)).toBeUndefined();
    expect(await staffView(p._id)).toMatchObject({ stock: 10, expirationDate: inDays(50) });
    expect((await addToCart(t, greedy.token, p._id, 1)).statusCode).toBe(404);
    await expectBooksBalance(t);
  });

  it('a lot crossing the 92-day line as days pass: the kept figures are redone before the listing', async () => {
    const p = await createProduct(t, t.admin.token, {
      name: 'Ageing Flour',
      stock: 4,
      expirationDate: inDays(300),
    });
    await receive(p._id, { quantity: 6, expirationDate: inDays(120) });
    expect(await customerView(p._id)).toMatchObject({ stock: 10, expirationDate: inDays(120) });
    // As if 40 days had passed since the figures were made: the 120-day lot is inside the window.
    await t.database.db.execute(sql`
      update products set sellable_from = ${inDays(-40)}, sellable_through = ${inDays(-40)}
      where id = ${p._id}`);
    await t.database.db.execute(sql`update lots set expiration_date = expiration_date - 40
      where product_id = ${p._id}`);
    await t.app.cache.invalidate();
    expect(await customerView(p._id)).toMatchObject({ stock: 4, expirationDate: inDays(260) });
  });

  it('receive, count and write off: ledger rows, the cost of what left, and bounds', async () => {
    const p = await createProduct(t, t.admin.token, { name: 'Counted Flour', stock: 0 });
    const res = await t.request('receiveLot', {
      token: t.cashier.token,
      params: { id: p._id },
      body: { quantity: 10, expirationDate: inDays(365), cost: 50, note: '  Supplier X, inv 12 ' },
    });
    expect(res.statusCode).toBe(201);
    const received = res.json();
    expect(received).toMatchObject({
      message: 'Lot received',
      lot: { quantity: 10, receivedQuantity: 10, cost: 50, note: 'Supplier X, inv 12' },
      product: { _id: p._id, stock: 10, quantity: 10 },
    });
    const lotId = received.lot._id as string;
    const count = await t.request('countLot', {
      token: t.cashier.token,
      params: { id: lotId },
      body: { quantity: 7, note: 'Shelf count' },
    });
    expect(count.statusCode).toBe(200);
    expect(count.json()).toMatchObject({
      message: 'Lot counted',
      lot: { quantity: 7, receivedQuantity: 10 },
      product: { stock: 7 },
    });
    const writeOff = await t.request('writeOffLot', {
      token: t.admin.token,
      params: { id: lotId },
      body: { quantity: 2, reason: 'damaged', note: 'Torn sack' },
    });
    expect(writeOff.statusCode).toBe(200);
    expect(writeOff.json()).toMatchObject({ message: 'Lot written off', lot: { quantity: 5 } });
    const tooMuch = await t.request('writeOffLot', {
      token: t.admin.token,
      params: { id: lotId },
      body: { quantity: 5.001, reason: 'lost' },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({
      message: 'Quantity cannot be more than the lot holds (5)',
      field: 'quantity',
    });
    const all = await t.request('writeOffLot', {
      token: t.admin.token,
      params: { id: lotId },
      body: { reason: 'expired' },
    });
    expect(all.json()).toMatchObject({ lot: { quantity: 0 }, product: { stock: 0 } });
    const rows = (await movements({ productId: p._id })).movements;
    expect(
      rows.map((m) => [m.kind, m.change, m.lotQuantityAfter, m.reason, m.note, m.cost]),
    ).toEqual([
      ['written_off', -5, 0, 'expired', null, 250],
      ['written_off', -2, 5, 'damaged', 'Torn sack', 100],
      ['counted', -3, 7, null, 'Shelf count', 150],
      ['received', 10, 10, null, 'Supplier X, inv 12', null],
      ['received', 0, 0, null, null, null],
    ]);
    expect(rows.slice(0, 4).every((m) => m.by !== null)).toBe(true);
    // Every page carries the product's write-offs, whatever kind it lists: 7 units, ₱350.
    expect((await movements({ productId: p._id, kind: 'received' })).writeOffs).toEqual({
      count: 2,
      loss: 350,
      withoutCost: 0,
    });

    for (const [call, id, body, status, expected] of [
      [
        'countLot',
        lotId,
        { quantity: -1 },
        400,
        { message: 'Quantity cannot be negative', field: 'quantity' },
      ],
      [
        'countLot',
        lotId,
        { quantity: 1.0001 },
        400,
        { message: 'Quantity can have at most 3 decimals', field: 'quantity' },
      ],
      [
        'writeOffLot',
        lotId,
        { reason: 'stolen' },
        400,
        { message: 'Reason must be one of expired, damaged, lost, other', field: 'reason' },
      ],
      [
        'writeOffLot',
        lotId,
        { quantity: 0, reason: 'lost' },
        400,
        { message: 'Quantity must be greater than 0', field: 'quantity' },
      ],
      ['countLot', MISSING_ID, { quantity: 1 }, 404, { message: 'Lot not found.' }],
      ['writeOffLot', MISSING_ID, { reason: 'lost' }, 404, { message: 'Lot not found.' }],
      [
        'receiveLot',
        MISSING_ID,
        { quantity: 1, expirationDate: inDays(100) },
        404,
        { message: 'Product not found.' },
      ],
      [
        'receiveLot',
        p._id,
        { quantity: 1, expirationDate: inDays(-1) },
        400,
        { message: 'Expiration date cannot be in the past', field: 'expirationDate' },
      ],
      [
        'receiveLot',
        p._id,
        { quantity: 1, expirationDate: inDays(100), cost: -1 },
        400,
        { message: 'Cost cannot be negative', field: 'cost' },
      ],
      [
        'receiveLot',
        p._id,
        { quantity: 1, expirationDate: inDays(100), note: 'x'.repeat(201) },
        400,
        { message: 'Note must be at most 200 characters', field: 'note' },
      ],
    ] as const) {
      const answer = await t.request(call, { token: t.admin.token, params: { id }, body });
      expect(answer.statusCode, `${call} ${JSON.stringify(body)}`).toBe(status);
      expect(answer.json()).toEqual(expected);
    }
    expect(
      (await t.request('listLots', { token: t.admin.token, params: { id: MISSING_ID } }))
        .statusCode,
    ).toBe(404);
    await expectBooksBalance(t);
  });

  it("the spec's edit: stock and expiry change the one lot holding stock (corrected); with several it is 409", async () => {
    const p = await createProduct(t, t.admin.token, {
      name: 'Edited Flour',
      stock: 10,
      priceSize: 25,
      stockUnit: 'kg',
    });
    const edited = await updateProduct(t, t.admin.token, p._id, {
      stock: 12,
      expirationDate: inDays(250),
    });
    expect(edited).toMatchObject({ stock: 12, quantity: 300, expirationDate: inDays(250) });
    const [lot] = (await lotsOf(p._id)).lots;
    expect(lot).toMatchObject({ quantity: 300, expirationDate: inDays(250) });
    expect(
      (await movements({ productId: p._id, kind: 'corrected' })).movements.map((m) => m.change),
    ).toEqual([50]);
    // The same values again (the dialog sends every field) change nothing.
    await updateProduct(t, t.admin.token, p._id, {
      stock: 12,
      expirationDate: inDays(250),
      name: 'Edited Flour',
    });
    expect((await movements({ productId: p._id, kind: 'corrected' })).total).toBe(1);

    await receive(p._id, { quantity: 100, expirationDate: inDays(300) });
    for (const body of [{ stock: 5 }, { expirationDate: inDays(200) }]) {
      const res = await t.request('updateProduct', {
        token: t.admin.token,
        params: { id: p._id },
        body,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'This product has 2 lots: use Receive, Count or Write off.',
      });
    }
    const bulk = await t.request('bulkUpdateProducts', {
      token: t.admin.token,
      body: { ids: [p._id], stock: 3 },
    });
    expect(bulk.statusCode).toBe(409);
    // Other fields still change.
    expect(await updateProduct(t, t.admin.token, p._id, { price: 999 })).toMatchObject({
      price: 999,
      stock: 16,
    });

    // No lot holding stock: the newest lot is corrected.
    for (const l of (await lotsOf(p._id)).lots) {
      await t.request('writeOffLot', {
        token: t.admin.token,
        params: { id: l._id },
        body: { reason: 'lost' },
      });
    }
    expect(await updateProduct(t, t.admin.token, p._id, { stock: 2 })).toMatchObject({
      stock: 2,
      quantity: 50,
    });
    expect((await lotsOf(p._id)).lots.map((l) => [l.expirationDate, l.quantity])).toEqual([
      [inDays(250), 0],
      [inDays(300), 50],
    ]);
    await expectBooksBalance(t);
  });

  it('a new full-price size with a new stock counts the stock in that size', async () => {
    const p = await createProduct(t, t.admin.token, { name: 'Resized Flour', stock: 10 });
    expect(
      await updateProduct(t, t.admin.token, p._id, { stockUnit: 'kg', priceSize: 25, stock: 4 }),
    ).toMatchObject({ stockUnit: 'kg', stock: 4, quantity: 100, available: { price: 4 } });
    // A size alone keeps the kilos: the sacks follow.
    expect(await updateProduct(t, t.admin.token, p._id, { priceSize: 50 })).toMatchObject({
      stock: 2,
      quantity: 100,
    });
    await expectBooksBalance(t);
  });

  it('the ledger: filters, pages newest first, and the CSV with formula-looking cells made text', async () => {
    const p = await createProduct(t, t.admin.token, { name: '=HYPERLINK("x") Flour', stock: 4 });
    const [lot] = (await lotsOf(p._id)).lots;
    await t.request('countLot', {
      token: t.admin.token,
      params: { id: lot!._id },
      body: { quantity: 3, note: '+1 lost' },
    });
    const mine = await movements({ productId: p._id });
    expect(mine.total).toBe(2);
    expect(mine.movements.map((m) => m.kind)).toEqual(['counted', 'received']);
    const paged = await movements({ productId: p._id, limit: 1, page: 2 });
    expect(paged).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(paged.movements.map((m) => m.kind)).toEqual(['received']);
    expect((await movements({ productId: p._id, from: today, to: today })).total).toBe(2);
    expect((await movements({ productId: p._id, from: inDays(1) })).total).toBe(0);
    expect((await movements({ productId: p._id, to: inDays(-1) })).total).toBe(0);
    const bad = await t.request('listStockMovements', {
      token: t.admin.token,
      query: { from: inDays(1), to: today },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'To cannot be before From', field: 'to' });
    const kind = await t.request('listStockMovements', {
      token: t.admin.token,
      query: { kind: 'stolen' },
    });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().field).toBe('kind');

    const csv = await t.request('exportStockMovements', {
      token: t.admin.token,
      query: { productId: p._id },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    // UTF-8 with the byte order mark: a spreadsheet reads it as UTF-8 (trim() takes it off).
    expect(csv.body.startsWith('\uFEFFat,')).toBe(true);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'at,productId,productName,lotId,kind,change,lotQuantityAfter,by,orderNumber,reason,note,cost',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,"'=HYPERLINK(""x"") Flour",${lot!._id},counted,-1,3,`);
    expect(lines[1]).toContain(",'+1 lost,");
    expect(lines[2]).toContain(',received,4,4,');

    // Read a row at a time, the export is the same file: rows written in one transaction share
    // their instant, and the pages go on by (at, id).
    const text = async (stream: Readable) => {
      let all = '';
      for await (const chunk of stream) all += String(chunk);
      return all;
    };
    const whole = await text(exportMovementsCsv(t.database.db, {}));
    expect(whole.trim().split('\r\n').length).toBeGreaterThan(3);
    expect(await text(exportMovementsCsv(t.database.db, {}, 1))).toBe(whole);
  });
});
