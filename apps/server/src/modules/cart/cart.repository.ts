import { and, asc, eq, sql } from 'drizzle-orm';
import type { PriceType } from '@shop/contract';
import type { Executor } from '../../db/client.ts';
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

/** Units of the product in the cart, over all its price types. */
export async function quantityInCart(
  db: Executor,
  userId: string,
  productId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<string | number | null>`sum(${cartItems.quantity})` })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
  return Number(row?.n ?? 0);
}

/** Adds to the line of that product and price type, creating it if needed (race-safe). */
export async function addToCartLine(
  db: Executor,
  line: { userId: string; productId: string; priceType: PriceType; quantity: number },
): Promise<void> {
  await db
    .insert(cartItems)
    .values(line)
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId, cartItems.priceType],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
    });
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
