import { describe, expect, it } from 'vitest';
import { useTestApp, dbKind, postgresUrl } from '../../test/helper.ts';
import {
  addToCart,
  checkout,
  createProduct,
  ensureShift,
  saleBody,
  sell,
} from '../../test/shop.ts';

/*
 * A GCash reference names one payment (issue 27): one already on another order, online or at the
 * counter, is refused with 409 naming that order, in checkout, the customer's later entry and the
 * counter's sale.
 */
const t = useTestApp();

async function customerWithCart(productId: string) {
  const customer = await t.createUser('customer');
  expect((await addToCart(t, customer.token, productId, 1)).statusCode).toBe(200);
  return customer;
}

describe(`GCash references used once on ${dbKind}`, () => {
  it('refuses a reference already used, across checkout, later entry and the counter', async () => {
    const p = await createProduct(t, t.admin.token, { name: 'Reference Flour', stock: 100 });
    const first = await customerWithCart(p._id);
    const placed = await checkout(t, first.token, {
      paymentMethod: 'gcash',
      gcashReference: '5000000000001',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const number = placed.json().order.orderNumber as number;
    const used = `This GCash reference number was already used on Order #${number}.`;

    // Checkout with the same reference (spaces dropped): 409, and the cart is kept.
    const second = await customerWithCart(p._id);
    const again = await checkout(t, second.token, {
      paymentMethod: 'gcash',
      gcashReference: '5000 0000 00001',
    });
    expect([again.statusCode, again.json().message]).toEqual([409, used]);
    expect((await t.request('getCart', { token: second.token })).json().items).toHaveLength(1);

    // The later entry on another order.
    const later = await checkout(t, second.token, { paymentMethod: 'gcash' });
    expect(later.statusCode).toBe(201);
    const laterId = later.json().order._id as string;
    const entry = await t.request('setOrderReference', {
      token: second.token,
      params: { id: laterId },
      body: { gcashReference: '5000000000001' },
    });
    expect([entry.statusCode, entry.json().message]).toEqual([409, used]);
    // Its own reference again is no reuse.
    const own = await t.request('setOrderReference', {
      token: first.token,
      params: { id: placed.json().order._id },
      body: { gcashReference: '5000000000001' },
    });
    expect(own.statusCode).toBe(200);

    // The counter, both ways.
    await ensureShift(t, t.cashier.token);
    const counter = await sell(
      t,
      t.cashier.token,
      saleBody([{ productId: p._id, quantity: 1 }], {
        method: 'gcash',
        gcashReference: '5000000000001',
      }),
    );
    expect([counter.statusCode, counter.json().message]).toEqual([409, used]);
    const counterSale = await sell(
      t,
      t.cashier.token,
      saleBody([{ productId: p._id, quantity: 1 }], {
        method: 'gcash',
        gcashReference: '5000000000002',
      }),
    );
    expect(counterSale.statusCode).toBe(201);
    const third = await customerWithCart(p._id);
    const afterCounter = await checkout(t, third.token, {
      paymentMethod: 'gcash',
      gcashReference: '5000000000002',
    });
    expect(afterCounter.json().message).toBe(
      `This GCash reference number was already used on Order #${counterSale.json().sale.orderNumber}.`,
    );
  });

  it.skipIf(!postgresUrl)(
    'ten checkouts giving one reference at once: exactly one goes through',
    async () => {
      const p = await createProduct(t, t.admin.token, { name: 'Reference Race', stock: 100 });
      const customers = await Promise.all(
        Array.from({ length: 10 }, () => customerWithCart(p._id)),
      );
      const results = await Promise.all(
        customers.map((c) =>
          checkout(t, c.token, { paymentMethod: 'gcash', gcashReference: '5000000000099' }),
        ),
      );
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    },
  );
});
