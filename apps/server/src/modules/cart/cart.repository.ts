import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CART_LINE_QUANTITY_MAX, REORDER_CHANGES, type PriceType } from '@shop/contract';
import type { Executor } from '../../db/types.ts';
import { functionRefusal } from '../../db/functions.ts';
import { jsonColumn, oneRow } from '../../db/rows.ts';
import { cartItems, products, users } from '../../db/schema/index.ts';

/**
 * Serialises one customer's cart changes and checkouts: the customer's row stands for the
 * cart. Two quick clicks on Avail Item cannot both pass the stock check, and one cart checked
 * out twice at once becomes one order.
 */
export async function lockCart(db: Executor, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/**
 * A cart line with its product's current price for the line's price type (shop_tier_price, as
 * text; null when the product no longer has that tier).
 */
const cartLine = z.object({
  productId: z.string(),
  priceType: z.enum(cartItems.priceType.enumValues),
  quantity: z.number().int(),
  name: z.string(),
  images: z.string(),
  stock: z.number().int(),
  unitPrice: z.string().nullable(),
  unit: z.string().nullable(),
});
export type CartLineRow = z.output<typeof cartLine>;

/** A line's price: its product's price at its price type (shop_tier_price), as text. */
const unitPrice = sql<string | null>`shop_tier_price(${products.price}, ${products.halfPrice},
  ${products.retailPrice}, ${cartItems.priceType})::text`;

/** A line's unit label at its price type (shop_tier_unit). */
const unit = sql<string | null>`shop_tier_unit(${products.priceUnit}, ${products.halfPriceUnit},
  ${products.retailPriceUnit}, ${cartItems.priceType})`;

/** The cart's lines with the products' current prices, oldest line first. */
export async function readCartLines(db: Executor, userId: string): Promise<CartLineRow[]> {
  return db
    .select({
      productId: cartItems.productId,
      priceType: cartItems.priceType,
      quantity: cartItems.quantity,
      name: products.name,
      images: products.images,
      // The line's tier's units the sellable lots hold (as shop_cart_lines says it).
      stock: sql<number>`floor(${products.sellableQuantity} / shop_tier_size(${products.priceSize},
        ${products.halfPriceSize}, ${products.retailPriceSize}, ${cartItems.priceType}))::integer`,
      unitPrice,
      unit,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

/** Both cart functions refuse a quantity beyond the product's stock this way. */
const notEnoughStock = z.object({
  status: z.literal(409),
  reason: z.literal('stock'),
  name: z.string(),
  stock: z.number().int(),
  inCart: z.number().int(),
});

/** What `shop_add_to_cart` refuses (db/functions/shop_add_to_cart.sql), with its reasons. */
const addToCartRefusals = z.discriminatedUnion('reason', [
  z.object({ status: z.literal(404), reason: z.literal('not-found') }),
  z.object({ status: z.literal(404), reason: z.literal('unavailable'), name: z.string() }),
  z.object({ status: z.literal(400), reason: z.literal('tier') }),
  z.object({ status: z.literal(409), reason: z.literal('sold-out'), name: z.string() }),
  notEnoughStock,
  z.object({
    status: z.literal(409),
    reason: z.literal('line-max'),
    name: z.string(),
    inLine: z.number().int(),
  }),
]);
export type AddToCartRefusal = z.output<typeof addToCartRefusals>;

/** The refusal inside a database error raised by `shop_add_to_cart`, if it is one. */
export const addToCartRefusal = (error: unknown): AddToCartRefusal | undefined =>
  functionRefusal(error, addToCartRefusals);

const addToCartAnswer = oneRow(z.object({ lines: jsonColumn(z.array(cartLine)) }));

/**
 * Adds to the line of that product and price type, creating it if needed, in one call
 * (`shop_add_to_cart`, one statement and one round trip): the cart lock, the product's checks
 * (live, sellable on `today`, priced at the type, enough stock for what the cart already
 * holds, at most CART_LINE_QUANTITY_MAX on the line), the line, and the cart's lines as `readCartLines` gives them. Refusals come back as
 * errors that `addToCartRefusal` reads.
 */
export async function addToCartLine(
  db: Executor,
  line: {
    userId: string;
    productId: string;
    priceType: PriceType;
    quantity: number;
    /** the shop's today (shopToday): shop_sellable decides from it */
    today: string;
  },
): Promise<CartLineRow[]> {
  const result = await db.execute(sql`
    select shop_add_to_cart(${line.userId}, ${line.productId}, ${line.priceType}, ${line.quantity},
      ${line.today}, ${CART_LINE_QUANTITY_MAX}) as lines`);
  return addToCartAnswer.parse(result).rows[0].lines;
}

/** What `shop_set_cart_quantity` refuses (db/functions/shop_set_cart_quantity.sql). */
const setQuantityRefusals = z.discriminatedUnion('reason', [
  z.object({ status: z.literal(404), reason: z.literal('no-line') }),
  notEnoughStock,
]);
export type SetQuantityRefusal = z.output<typeof setQuantityRefusals>;
export const setQuantityRefusal = (error: unknown): SetQuantityRefusal | undefined =>
  functionRefusal(error, setQuantityRefusals);

/**
 * Sets one line's quantity in one call (`shop_set_cart_quantity`): the cart lock, the line, the
 * stock bound over all of the product's lines, and the cart's lines as `readCartLines` gives them.
 */
export async function setCartLineQuantity(
  db: Executor,
  line: {
    userId: string;
    productId: string;
    priceType: PriceType;
    quantity: number;
    today: string;
  },
): Promise<CartLineRow[]> {
  const result = await db.execute(sql`
    select shop_set_cart_quantity(${line.userId}, ${line.productId}, ${line.priceType},
      ${line.quantity}, ${line.today}) as lines`);
  return addToCartAnswer.parse(result).rows[0].lines;
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

/** Takes a product, or several at once (or one of their price tiers), out of every cart. */
export async function removeProductFromCarts(
  db: Executor,
  productId: string | readonly string[],
  priceType?: PriceType,
): Promise<void> {
  if (typeof productId !== 'string' && productId.length === 0) return;
  const conditions = [
    typeof productId === 'string'
      ? eq(cartItems.productId, productId)
      : inArray(cartItems.productId, [...productId]),
  ];
  if (priceType) conditions.push(eq(cartItems.priceType, priceType));
  await db.delete(cartItems).where(and(...conditions));
}

/** What `shop_reorder` refuses: an order that is not the customer's (or none). */
const reorderRefusals = z.discriminatedUnion('reason', [
  z.object({ status: z.literal(404), reason: z.literal('not-found') }),
]);
export const reorderRefusal = (error: unknown) => functionRefusal(error, reorderRefusals);

const reorderAnswer = oneRow(
  z.object({
    result: jsonColumn(
      z.object({
        orderNumber: z.number().int(),
        linesAdded: z.number().int(),
        lines: z.array(cartLine),
        changes: z.array(
          z.object({
            kind: z.enum(REORDER_CHANGES),
            productId: z.string(),
            name: z.string(),
            priceType: z.enum(cartItems.priceType.enumValues),
            ordered: z.number().int(),
            added: z.number().int(),
            was: z.string(),
            now: z.string().nullable(),
          }),
        ),
      }),
    ),
  }),
);

/**
 * Order again in one call (`shop_reorder`): the cart lock, each of the order's lines added as far
 * as the cart's rules allow, the cart's lines and what changed. Refusals come back as errors that
 * `reorderRefusal` reads.
 */
export async function reorderLines(
  db: Executor,
  input: { userId: string; orderId: string; today: string },
) {
  const result = await db.execute(sql`
    select shop_reorder(${input.userId}, ${input.orderId}, ${input.today},
      ${CART_LINE_QUANTITY_MAX}) as result`);
  return reorderAnswer.parse(result).rows[0].result;
}
