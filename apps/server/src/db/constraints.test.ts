import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { QUANTITY_MAX, addDays, shopToday } from '@shop/contract';
import { useTestApp, dbKind } from '../test/helper.ts';
import { dbDigest } from '../test/db-digest.ts';
import { addToCartLine } from '../modules/cart/cart.repository.ts';
import { pgError } from './transaction.ts';
import { cartItems, lots, orderItems, orders, products } from './schema/index.ts';

/*
 * The services never write a negative stock, a zero quantity or a negative price; these tests
 * play the bug that would, straight through the repositories and raw SQL, and expect the
 * database itself to refuse (SQLSTATE 23514, check_violation, naming the constraint).
 */
let productId: string;
let userId: string;
let orderId: string;

const t = useTestApp();
beforeAll(async () => {
  const [row] = await t.database.db
    .insert(products)
    .values({
      name: 'Constraint Flour',
      images: '/images/categories/flour.svg',
      description: 'x',
      expirationDate: addDays(shopToday(), 365),
      price: '10.00',
      category: 'flour',
      stock: 5,
    })
    .returning();
  productId = row!.id;
  userId = (await t.createUser('customer')).id;
  const [order] = await t.database.db
    .insert(orders)
    .values({
      userId,
      customerName: 'A',
      phoneNumber: '+639123456789',
      address: 'B',
      pickupDate: shopToday(),
      deliveryMode: 'pickup',
      subtotal: '10.00',
      totalAmount: '10.00',
      idempotencyKey: null,
    })
    .returning();
  orderId = order!.id;
});

async function expectCheckViolation(constraint: string, write: () => Promise<unknown>) {
  const before = await dbDigest(t.database.db);
  const error = await write().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, `${constraint} let the write through`).toBeDefined();
  expect(pgError(error)?.code).toBe('23514');
  expect(String((error as { cause?: unknown }).cause ?? error)).toContain(constraint);
  expect(await dbDigest(t.database.db)).toEqual(before);
}

/** One line of the test order, valid but for what `fields` changes. */
const insertOrderLine = (fields: { quantity?: number; unitPrice?: string }) =>
  t.database.db.insert(orderItems).values({
    orderId,
    productId,
    name: 'x',
    description: 'x',
    category: 'flour',
    priceType: 'price',
    unitPrice: '10.00',
    quantity: 1,
    ...fields,
  });

const cases: [string, string, () => Promise<unknown>][] = [
  [
    'stock set to -1 by raw SQL',
    'products_stock_non_negative',
    () => t.database.db.execute(sql`update products set stock = -1 where id = ${productId}`),
  ],
  [
    'a lot set to -0.001 by raw SQL',
    'lots_quantity_non_negative',
    () =>
      t.database.db.execute(sql`update lots set quantity = -0.001 where product_id = ${productId}`),
  ],
  [
    'a lot set to 1,000,000,001 by raw SQL',
    'lots_quantity_max',
    () =>
      t.database.db.execute(
        sql`update lots set quantity = 1000000001 where product_id = ${productId}`,
      ),
  ],
  [
    'a tier size of 0',
    'products_sizes_positive',
    () =>
      t.database.db.update(products).set({ halfPriceSize: '0' }).where(eq(products.id, productId)),
  ],
  [
    'an empty stock unit',
    'products_stock_unit_length',
    () => t.database.db.update(products).set({ stockUnit: '' }).where(eq(products.id, productId)),
  ],
  [
    'a cart line of 10,001 written straight into cart_items',
    'cart_items_quantity_max',
    () =>
      t.database.db
        .insert(cartItems)
        .values({ userId, productId, priceType: 'price', quantity: 10_001 }),
  ],
  [
    'a price of -0.01',
    'products_price_non_negative',
    () => t.database.db.update(products).set({ price: '-0.01' }).where(eq(products.id, productId)),
  ],
  [
    'a half price of -1',
    'products_half_price_non_negative',
    () => t.database.db.update(products).set({ halfPrice: '-1' }).where(eq(products.id, productId)),
  ],
  [
    'a retail price of -1',
    'products_retail_price_non_negative',
    () =>
      t.database.db.update(products).set({ retailPrice: '-1' }).where(eq(products.id, productId)),
  ],
  [
    'a cart line of quantity 0 through the repository',
    'cart_items_quantity_positive',
    () =>
      addToCartLine(t.database.db, {
        userId,
        productId,
        priceType: 'price',
        quantity: 0,
        today: '2000-01-01',
      }),
  ],
  [
    'an order line of quantity 0',
    'order_items_quantity_positive',
    () => insertOrderLine({ quantity: 0 }),
  ],
  [
    'an order line at a negative unit price',
    'order_items_unit_price_non_negative',
    () => insertOrderLine({ unitPrice: '-10.00' }),
  ],
  [
    'an order with a negative total',
    'orders_total_non_negative',
    () =>
      t.database.db.insert(orders).values({
        userId,
        customerName: 'A',
        phoneNumber: '1',
        address: 'B',
        pickupDate: shopToday(),
        deliveryMode: 'pickup',
        subtotal: '-1.00',
        totalAmount: '-1.00',
        idempotencyKey: null,
      }),
  ],
];

describe(`database CHECK constraints on ${dbKind}`, () => {
  it.each(cases)('refuses %s (%s)', async (label, constraint, write) => {
    await expectCheckViolation(constraint, write);
    console.log(`[constraints] ${dbKind}: ${label} -> 23514 ${constraint}, tables unchanged`);
  });

  it('the lots take never goes below zero either: asking for 6 of 5 takes nothing', async () => {
    const [line] = await insertOrderLine({}).returning();
    const take = async (units: number) =>
      (
        (await t.database.db.execute(sql`select shop_take_lots(${productId}, ${units},
          ${shopToday()}, true, ${line!.id}, ${orderId}, null) as taken`)) as unknown as {
          rows: { taken: boolean }[];
        }
      ).rows[0]!.taken;
    const lotNow = async () => {
      const [lot] = await t.database.db.select().from(lots).where(eq(lots.productId, productId));
      return lot!.quantity;
    };
    expect(await take(6)).toBe(false);
    expect(await lotNow()).toBe('5.000');
    expect(await take(5)).toBe(true);
    expect(await lotNow()).toBe('0.000');
    // The figures follow the lots once refreshed (shop_take_order does it for its lines).
    await t.database.db.execute(sql`select shop_refresh_product(${productId}, ${shopToday()})`);
    const [row] = await t.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    expect(row?.stock).toBe(0);
    console.log(
      `[constraints] ${dbKind}: ${cases.length + 1} buggy writes refused by CHECK constraints, tables unchanged`,
    );
  });

  it('a return never passes 1,000,000,000 in a lot: it is refused (SC409 full) and nothing changes', async () => {
    const returning = () =>
      t.database.db.execute(
        sql`select shop_return_order(${orderId}, ${shopToday()}, null, ${QUANTITY_MAX})`,
      );
    await t.database.db.execute(
      sql`update lots set quantity = 999999996 where product_id = ${productId}`,
    );
    const error = await returning().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(pgError(error)?.code).toBe('SC409');
    await t.database.db.execute(
      sql`update lots set quantity = 999999995 where product_id = ${productId}`,
    );
    await returning();
    const [lot] = await t.database.db.select().from(lots).where(eq(lots.productId, productId));
    expect(lot!.quantity).toBe('1000000000.000');
  });
});
