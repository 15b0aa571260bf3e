import { and, asc, eq, sql } from 'drizzle-orm';
import type { PriceType } from '@shop/contract';
import type { Executor } from '../../db/client.ts';
import { functionRefusal } from '../../db/transaction.ts';
import { cartItems, products, users } from '../../db/schema/index.ts';

/**
 * Serialises one customer's cart changes and checkouts: the customer's row stands for the
 * cart. Two quick clicks on Avail Item cannot both pass the stock check, and one cart checked
 * out twice at once becomes one order.
 */
export async function lockCart(db: Executor, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** The cart's lines with the product's current prices, oldest line first. */
export async function readCartLines(db: Executor, userId: string) {
  return db
    .select({
      productId: cartItems.productId,
      priceType: cartItems.priceType,
      quantity: cartItems.quantity,
      name: products.name,
      images: products.images,
      stock: products.stock,
      price: products.price,
      halfPrice: products.halfPrice,
      retailPrice: products.retailPrice,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}
export type CartLineRow = Awaited<ReturnType<typeof readCartLines>>[number];

/** What `shop_add_to_cart` refused, with the reason it gave (migration 0003). */
export type AddToCartRefusal =
  | { status: 404; reason: 'not-found' }
  | { status: 404; reason: 'unavailable'; name: string }
  | { status: 400; reason: 'tier' }
  | { status: 409; reason: 'sold-out'; name: string }
  | { status: 409; reason: 'stock'; name: string; stock: number; inCart: number };

/** The refusal inside a database error raised by `shop_add_to_cart`, if it is one. */
export function addToCartRefusal(error: unknown): AddToCartRefusal | undefined {
  const refusal = functionRefusal(error);
  return refusal && [400, 404, 409].includes(refusal.status)
    ? (refusal as unknown as AddToCartRefusal)
    : undefined;
}

/**
 * Adds to the line of that product and price type, creating it if needed, in one call
 * (`shop_add_to_cart`, one statement and one round trip): the cart lock, the product's checks
 * (live, sellable after `sellableAfter`, priced at the type, enough stock for what the cart
 * already holds), the line, and the cart's lines as `readCartLines` gives them. Refusals come
 * back as errors that `addToCartRefusal` reads.
 */
export async function addToCartLine(
  db: Executor,
  line: {
    userId: string;
    productId: string;
    priceType: PriceType;
    quantity: number;
    sellableAfter: string;
  },
): Promise<CartLineRow[]> {
  // Both drivers answer with { rows }; Drizzle's shared type leaves it unknown.
  const result = (await db.execute(sql`
    select shop_add_to_cart(${line.userId}, ${line.productId}, ${line.priceType}, ${line.quantity},
      ${line.sellableAfter}) as lines`)) as unknown as {
    rows: { lines: CartLineRow[] | string }[];
  };
  const lines = result.rows[0]!.lines;
  return typeof lines === 'string' ? (JSON.parse(lines) as CartLineRow[]) : lines;
}

/** Removes the product's line of that price type, or all its lines; returns how many. */
export async function removeCartLines(
  db: Executor,
  userId: string,
  productId: string,
  priceType?: PriceType,
): Promise<number> {
  const conditions = [eq(cartItems.userId, userId), eq(cartItems.productId, productId)];
  if (priceType) conditions.push(eq(cartItems.priceType, priceType));
  const rows = await db
    .delete(cartItems)
    .where(and(...conditions))
    .returning({ id: cartItems.id });
  return rows.length;
}

/** Takes a product (or one of its price tiers) out of every cart. */
export async function removeProductFromCarts(
  db: Executor,
  productId: string,
  priceType?: PriceType,
): Promise<void> {
  const conditions = [eq(cartItems.productId, productId)];
  if (priceType) conditions.push(eq(cartItems.priceType, priceType));
  await db.delete(cartItems).where(and(...conditions));
}
