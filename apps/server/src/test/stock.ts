import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { z } from 'zod';
import type { TestApp, TestShop } from './helper.ts';

/*
 * Stock fixtures shared by the stock, property and counter tests: a product's lots as staff see
 * them, receiving a lot, and the books' invariant (docs/decisions/0080).
 */

export interface LotView {
  _id: string;
  quantity: number;
  expirationDate: string;
  cost: number | null;
}

/** A product's lots (api.listLots) as a cashier: the product as staff see it, and its lots. */
export async function lotsOf(t: TestShop, productId: string) {
  const res = await t.request('listLots', { token: t.cashier.token, params: { id: productId } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { product: Record<string, unknown>; lots: LotView[] };
}

/** Receives a lot (201 expected); answers it. */
export async function receive(t: TestShop, productId: string, body: Record<string, unknown>) {
  const res = await t.request('receiveLot', {
    token: t.cashier.token,
    params: { id: productId },
    body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().lot as { _id: string };
}

const books = z.object({
  rows: z.array(
    z.object({
      id: z.string(),
      quantity: z.string(),
      lots: z.string(),
      ledger: z.string(),
      negative: z.coerce.number(),
    }),
  ),
});

/** For every product: quantity = the sum of its lots = the sum of its ledger; no lot below 0. */
export async function expectBooksBalance(t: TestApp, label = '') {
  const { rows } = books.parse(
    await t.database.db.execute(sql`
      select p.id, p.quantity::text as quantity,
        (select coalesce(sum(quantity), 0) from lots where product_id = p.id)::numeric(15,3)::text as lots,
        (select coalesce(sum(change), 0) from stock_movements where product_id = p.id)::numeric(15,3)::text as ledger,
        (select count(*) from lots where product_id = p.id and quantity < 0) as negative
      from products p`),
  );
  for (const row of rows) {
    expect([row.lots, row.ledger, row.negative], `${label}: ${row.id}`.trim()).toEqual([
      row.quantity,
      row.quantity,
      0,
    ]);
  }
}
