import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, shopToday, type PriceType } from '@shop/contract';
import { useTestApp, dbKind } from '../../test/helper.ts';
import {
  MISSING_ID,
  addToCart,
  checkout,
  createProduct,
  ensureShift,
  saleBody,
  sell,
  statusEventsOf,
} from '../../test/shop.ts';
import { expectBooksBalance, lotsOf, receive } from '../../test/stock.ts';

/*
 * Counter sales and refunds (issue 27, docs/decisions/0082): a walk-in sale takes its stock first
 * expired first out from the lots not yet expired (near-expiry lots included), is idempotent per
 * cashier and key, refuses short cash, and a refund puts the stock back into the lots it came
 * from. After each test the books balance (quantity = lots = ledger).
 */
const t = useTestApp();
const today = shopToday();
const inDays = (days: number) => addDays(today, days);

interface Sale {
  _id: string;
  orderNumber: number;
  status: string;
  channel: string;
  paid: boolean;
  paymentMethod: string;
  totalAmount: number;
  tendered: number | null;
  change: number | null;
  refundedAmount: number;
  orderId: {
    items: {
      _id: string;
      name: string;
      quantity: number;
      refundedQuantity: number;
      lots: { lotId: string; quantity: number; expirationDate: string }[];
    }[];
  };
}

const quantities = async (productId: string) =>
  (await lotsOf(t, productId)).lots.map((l) => l.quantity);

const ledger = async (productId: string, kind: string) => {
  const res = await t.request('listStockMovements', {
    token: t.admin.token,
    query: { productId, kind },
  });
  return (res.json().movements as { lotId: string; change: number; orderNumber: number }[]).map(
    (m) => [m.lotId, m.change, m.orderNumber],
  );
};

/** Sells as the suite's cashier (shift opened first); 201 expected; answers the sale. */
async function sale(
  lines: { productId: string; priceType?: PriceType; quantity: number }[],
  payment?: Record<string, unknown>,
): Promise<Sale> {
  await ensureShift(t, t.cashier.token);
  const res = await sell(t, t.cashier.token, saleBody(lines, payment));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().sale;
}

const refund = (saleId: string, body: Record<string, unknown>) =>
  t.request('refundCounterSale', { token: t.cashier.token, params: { id: saleId }, body });

describe(`counter sales on ${dbKind}`, () => {
  it('a sale takes first expired first out across lots, near-expiry ones included, and is completed and paid', async () => {
    const p = await createProduct(t, t.admin.token, {
      name: 'Counter Flour',
      price: 1250,
      stock: 4,
      expirationDate: inDays(300),
    });
    // Inside the 92-day window: customers online never get it, the counter sells it first.
    const near = await receive(t, p._id, { quantity: 2, expirationDate: inDays(20) });
    const later = (await lotsOf(t, p._id)).lots[1]!;
    const yeast = await createProduct(t, t.admin.token, {
      name: 'Counter Yeast',
      category: 'assorted-items',
      price: 300,
      halfPrice: 160,
      stock: 5,
    });
    await ensureShift(t, t.cashier.token);
    const res = await sell(
      t,
      t.cashier.token,
      saleBody(
        [
          { productId: p._id, quantity: 3 },
          { productId: yeast._id, priceType: 'halfPrice', quantity: 2 },
        ],
        { method: 'cash', tendered: 5000 },
        { customerName: 'Walk-in Ana' },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    const s = body.sale as Sale;
    expect(body.message).toBe(`Sale #${s.orderNumber} recorded.`);
    expect(s).toMatchObject({
      status: 'completed',
      channel: 'counter',
      paid: true,
      paymentMethod: 'cash',
      totalAmount: 4070,
      tendered: 5000,
      change: 930,
      refundedAmount: 0,
      customerInfo: { name: 'Walk-in Ana', phoneNumber: null },
    });
    // The sack line spans the near-expiry lot and the later one; staff see the allocation.
    expect(
      s.orderId.items.map((i) => [i.name, i.quantity, i.lots.map((l) => [l.lotId, l.quantity])]),
    ).toEqual([
      [
        'Counter Flour',
        3,
        [
          [near._id, 2],
          [later._id, 1],
        ],
      ],
      ['Counter Yeast', 2, [[(await lotsOf(t, yeast._id)).lots[0]!._id, 2]]],
    ]);
    expect(await quantities(p._id)).toEqual([0, 3]);
    expect(await quantities(yeast._id)).toEqual([3]);
    expect((await ledger(p._id, 'sold')).sort()).toEqual(
      [
        [near._id, -2, s.orderNumber],
        [later._id, -1, s.orderNumber],
      ].sort(),
    );
    // The history: placed and completed at the counter at once.
    const events = await statusEventsOf(t, s._id);
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.detail])).toEqual([
      ['pending', 'completed', 'Sold at the counter.'],
    ]);
    // The queue's Done tab lists it with its channel, exactly as the sale's answer showed it
    // (the answer comes from the sale's own database call, the tab from the queue's reads: one
    // mapping); the customer side never sees it.
    const done = await t.request('getCustomerQueue', {
      token: t.cashier.token,
      query: { status: 'done' },
    });
    const listed = (done.json().customer as Sale[]).filter((o) => o._id === s._id);
    expect(listed.map((o) => o.channel)).toEqual(['counter']);
    expect(listed[0]).toEqual(body.sale);
    await expectBooksBalance(t);
  });

  it('never sells an expired lot: 409 when only expired stock is left', async () => {
    const p = await createProduct(t, t.admin.token, { name: 'Old Sugar', stock: 3 });
    const [lot] = (await lotsOf(t, p._id)).lots;
    await t.database.db.execute(
      sql`update lots set expiration_date = ${inDays(-1)} where id = ${lot!._id}`,
    );
    await t.database.db.execute(sql`select shop_refresh_product(${p._id}, ${today})`);
    await ensureShift(t, t.cashier.token);
    const res = await sell(t, t.cashier.token, saleBody([{ productId: p._id, quantity: 1 }]));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Not enough stock for Old Sugar.');
    expect(await quantities(p._id)).toEqual([3]);
    await expectBooksBalance(t);
  });

  it('a retry with the same Idempotency-Key answers the same sale; the key with other lines is 422', async () => {
    const p = await createProduct(t, t.admin.token, { name: 'Retry Lard', price: 100, stock: 10 });
    await ensureShift(t, t.cashier.token);
    const key = randomUUID();
    const body = saleBody([{ productId: p._id, quantity: 2 }], { method: 'cash', tendered: 200 });
    const first = await sell(t, t.cashier.token, body, key);
    const again = await sell(t, t.cashier.token, body, key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().sale._id).toBe(first.json().sale._id);
    expect(await quantities(p._id)).toEqual([8]);
    const other = await sell(
      t,
      t.cashier.token,
      saleBody([{ productId: p._id, quantity: 3 }], { method: 'cash', tendered: 300 }),
      key,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(
      'This Idempotency-Key was used for a different order. Use a new key for a new order.',
    );
    // The key is the cashier's: another cashier's same key is a sale of its own.
    const otherCashier = await t.createUser('cashier');
    await ensureShift(t, otherCashier.token);
    const theirs = await sell(t, otherCashier.token, body, key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().sale._id).not.toBe(first.json().sale._id);
    expect(await quantities(p._id)).toEqual([6]);
    // Without the header the call is refused before anything happens.
    const bare = await t.request('createCounterSale', { token: t.cashier.token, body });
    expect(bare.statusCode).toBe(400);
    await expectBooksBalance(t);
  });

  it('the same Idempotency-Key sent five times at once makes one sale, and every answer is it', async () => {
    const p = await createProduct(t, t.admin.token, { name: 'Race Lard', price: 100, stock: 10 });
    await ensureShift(t, t.cashier.token);
    const key = randomUUID();
    const body = saleBody([{ productId: p._id, quantity: 2 }], { method: 'cash', tendered: 200 });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => sell(t, t.cashier.token, body, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().sale._id)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
    expect(await quantities(p._id)).toEqual([8]);
    await expectBooksBalance(t);
  });

  it('refuses cash below the total (400), a missing shift (409), unknown products and bad bodies', async () => {
    const p = await createProduct(t, t.admin.token, {
      name: 'Short Oil',
      price: 250,
      retailPrice: null,
      stock: 10,
    });
    await ensureShift(t, t.cashier.token);
    const short = await sell(
      t,
      t.cashier.token,
      saleBody([{ productId: p._id, quantity: 2 }], { method: 'cash', tendered: 499.99 }),
    );
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      message: 'The amount tendered (₱499.99) is less than the total (₱500.00).',
      field: 'payment.tendered',
    });
    const exact = await sell(
      t,
      t.cashier.token,
      saleBody([{ productId: p._id, quantity: 2 }], { method: 'cash', tendered: 500 }),
    );
    expect(exact.statusCode).toBe(201);
    expect(exact.json().sale.change).toBe(0);

    const noShift = await t.createUser('cashier');
    const refused = await sell(t, noShift.token, saleBody([{ productId: p._id, quantity: 1 }]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'You have no open shift: open one with the cash in the drawer first.',
    );

    const unknown = await sell(
      t,
      t.cashier.token,
      saleBody([{ productId: MISSING_ID, quantity: 1 }]),
    );
    expect(unknown.statusCode).toBe(404);
    const noTier = await sell(
      t,
      t.cashier.token,
      saleBody([{ productId: p._id, priceType: 'retailPrice', quantity: 1 }]),
    );
    expect(noTier.statusCode).toBe(409);
    expect(noTier.json().message).toBe('Retail Price is not available for Short Oil.');

    for (const [body, field] of [
      [saleBody([]), 'lines'],
      [saleBody([{ productId: p._id, quantity: 0 }]), 'lines.0.quantity'],
      [saleBody([{ productId: p._id, quantity: 1 }], { method: 'cash' }), 'payment.tendered'],
      [
        saleBody([{ productId: p._id, quantity: 1 }], { method: 'gcash' }),
        'payment.gcashReference',
      ],
      [
        saleBody([{ productId: p._id, quantity: 1 }], { method: 'gcash', gcashReference: '12345' }),
        'payment.gcashReference',
      ],
    ] as const) {
      const res = await sell(t, t.cashier.token, body as ReturnType<typeof saleBody>);
      expect([res.statusCode, res.json().field], res.body).toEqual([400, field]);
    }
    expect(await quantities(p._id)).toEqual([8]);
    await expectBooksBalance(t);
  });

  it('20 sales of the last units at once never oversell', async () => {
    const p = await createProduct(t, t.admin.token, { name: 'Last Sacks', price: 500, stock: 3 });
    await receive(t, p._id, { quantity: 4, expirationDate: inDays(30) });
    await receive(t, p._id, { quantity: 3, expirationDate: inDays(60) });
    const cashiers = await Promise.all(Array.from({ length: 20 }, () => t.createUser('cashier')));
    for (const c of cashiers) await ensureShift(t, c.token, 1000);
    const results = await Promise.all(
      cashiers.map((c) =>
        sell(
          t,
          c.token,
          saleBody([{ productId: p._id, quantity: 1 }], { method: 'cash', tendered: 1000 }),
        ),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    expect(await quantities(p._id)).toEqual([0, 0, 0]);
    // Each selling cashier's shift expects the float and the one sale.
    for (const [i, c] of cashiers.entries()) {
      const shift = (await t.request('currentShift', { token: c.token })).json().shift;
      const sold = results[i]!.statusCode === 201 ? 1 : 0;
      expect([shift.cashSalesCount, shift.expectedCash]).toEqual([sold, 1000 + sold * 500]);
    }
    await expectBooksBalance(t);
  });
});

describe(`counter refunds on ${dbKind}`, () => {
  it('a partial refund, then the rest: the stock goes back into the lots it came from', async () => {
    const p = await createProduct(t, t.admin.token, {
      name: 'Refund Flour',
      price: 1000,
      stock: 2,
      expirationDate: inDays(300),
    });
    const near = await receive(t, p._id, { quantity: 3, expirationDate: inDays(40) });
    const sugar = await createProduct(t, t.admin.token, {
      name: 'Refund Sugar',
      price: 80,
      stock: 10,
    });
    const s = await sale(
      [
        { productId: p._id, quantity: 4 },
        { productId: sugar._id, quantity: 5 },
      ],
      { method: 'cash', tendered: 4400 },
    );
    expect(await quantities(p._id)).toEqual([0, 1]);
    const flourLine = s.orderId.items.find((i) => i.name === 'Refund Flour')!;
    const sugarLine = s.orderId.items.find((i) => i.name === 'Refund Sugar')!;

    // One sack back: it goes to the latest-expiring lot the line took.
    const first = await refund(s._id, {
      lines: [{ lineId: flourLine._id, quantity: 1 }],
      reason: 'Torn sack',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Refunded ₱1,000.00.',
      refund: {
        amount: 1000,
        method: 'cash',
        reason: 'Torn sack',
        lines: [{ lineId: flourLine._id, quantity: 1, amount: 1000 }],
      },
      sale: { refundedAmount: 1000, status: 'completed' },
    });
    expect(await quantities(p._id)).toEqual([0, 2]);

    // More than is left is refused, naming the line.
    const tooMuch = await refund(s._id, {
      lines: [{ lineId: flourLine._id, quantity: 4 }],
      reason: 'Oops',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe('Only 3 of Refund Flour can still be refunded.');

    // The rest, without lines: every line's remainder.
    const rest = await refund(s._id, { reason: 'Customer returned everything' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().refund.amount).toBe(3400);
    expect(rest.json().sale.refundedAmount).toBe(4400);
    expect(
      rest
        .json()
        .sale.orderId.items.map((i: Sale['orderId']['items'][0]) => [
          i.name,
          i.refundedQuantity,
          i.lots,
        ]),
    ).toEqual([
      ['Refund Flour', 4, []],
      ['Refund Sugar', 5, []],
    ]);
    expect(await quantities(p._id)).toEqual([3, 2]);
    expect(await quantities(sugar._id)).toEqual([10]);
    const later = (await lotsOf(t, p._id)).lots[1]!;
    expect((await ledger(p._id, 'returned')).map(([lot, change]) => [lot, change]).sort()).toEqual(
      [
        [later._id, 1],
        [near._id, 3],
      ].sort(),
    );
    expect((await refund(s._id, { reason: 'Again' })).json().message).toBe(
      'Everything in this sale was already refunded.',
    );
    // The history records each refund with its reason, for staff.
    const details = (await statusEventsOf(t, s._id)).map((e) => e.detail);
    expect(details).toEqual([
      'Sold at the counter.',
      'Refunded ₱1,000.00 (1 × Refund Flour): Torn sack',
      'Refunded ₱3,400.00 (3 × Refund Flour, 5 × Refund Sugar): Customer returned everything',
    ]);
    expect(sugarLine.quantity).toBe(5);
    await expectBooksBalance(t);
  });

  it('the sales totals drop by what was refunded, and analytics count counter sales', async () => {
    const p = await createProduct(t, t.admin.token, {
      name: 'Analytics Margarine',
      category: 'margarine',
      price: 90,
      stock: 20,
    });
    const s = await sale([{ productId: p._id, quantity: 6 }], { method: 'cash', tendered: 540 });
    const sold = async () => {
      const { data } = (await t.request('getCategorySales', { token: t.admin.token })).json() as {
        data: {
          category: string;
          items: { name: string; quantitySold: number; revenue: number }[];
        }[];
      };
      return data
        .find((c) => c.category === 'margarine')
        ?.items.find((i) => i.name === 'Analytics Margarine');
    };
    expect(await sold()).toMatchObject({ quantitySold: 6, revenue: 540 });
    const line = s.orderId.items[0]!;
    await refund(s._id, { lines: [{ lineId: line._id, quantity: 2 }], reason: 'Dented' });
    expect(await sold()).toMatchObject({ quantitySold: 4, revenue: 360 });
  });

  it('refuses an online order, an unknown sale, a line of another sale, and a refund without a shift', async () => {
    const p = await createProduct(t, t.admin.token, { name: 'Refund Rules', stock: 20 });
    const customer = await t.createUser('customer');
    await addToCart(t, customer.token, p._id, 1);
    const online = (await checkout(t, customer.token)).json().order;
    expect((await refund(online._id, { reason: 'No' })).json()).toEqual({
      message: 'Only counter sales can be refunded at the counter.',
    });
    expect((await refund(MISSING_ID, { reason: 'No' })).statusCode).toBe(404);
    const a = await sale([{ productId: p._id, quantity: 1 }]);
    const b = await sale([{ productId: p._id, quantity: 1 }]);
    const wrong = await refund(a._id, {
      lines: [{ lineId: b.orderId.items[0]!._id, quantity: 1 }],
      reason: 'Mixed up',
    });
    expect([wrong.statusCode, wrong.json().field]).toEqual([400, 'lines']);
    expect((await refund(a._id, {})).json()).toEqual({
      message: 'Reason is required',
      field: 'reason',
    });
    const noShift = await t.createUser('cashier');
    const refused = await t.request('refundCounterSale', {
      token: noShift.token,
      params: { id: a._id },
      body: { reason: 'Late' },
    });
    expect(refused.statusCode).toBe(409);
    await expectBooksBalance(t);
  });

  it('a refund that would raise a lot above the most it holds is 409 with the stock message, and changes nothing', async () => {
    const p = await createProduct(t, t.admin.token, { name: 'Full Lot Flour', stock: 10 });
    const s = await sale([{ productId: p._id, quantity: 10 }]);
    // Sold out, then its lot counted up near the most a lot holds (1,000,000,000).
    const lot = (await lotsOf(t, p._id)).lots[0]!;
    const counted = await t.request('countLot', {
      token: t.admin.token,
      params: { id: lot._id },
      body: { quantity: 999_999_995 },
    });
    expect(counted.statusCode, counted.body).toBe(200);
    const res = await refund(s._id, { reason: 'Wet sacks' });
    expect([res.statusCode, res.json()]).toEqual([
      409,
      {
        message:
          'Giving back 10 of Full Lot Flour would raise a lot above 1,000,000,000, the most a lot can hold. Count or write off that lot first.',
      },
    ]);
    expect(await quantities(p._id)).toEqual([999_999_995]);
    await expectBooksBalance(t);
  });
});
