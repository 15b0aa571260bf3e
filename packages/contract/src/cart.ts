import { z } from 'zod';
import { CART_LINE_QUANTITY_MAX, PRICE_TYPES } from './constants.ts';
import { id } from './common.ts';
import { formatCount, formatPeso } from './format.ts';
import { orderLabel } from './order-texts.ts';

export const priceType = z.enum(PRICE_TYPES, { message: 'Unknown price type' });

const quantity = z
  .number({ message: 'Quantity must be a number' })
  .int({ message: 'Quantity must be a whole number' })
  .min(1, { message: 'Quantity must be at least 1' })
  .max(CART_LINE_QUANTITY_MAX, {
    message: `Quantity must be at most ${formatCount(CART_LINE_QUANTITY_MAX)}`,
  });

export const addToCartBody = z.strictObject({ productId: id, quantity, priceType });
export type AddToCartBody = z.infer<typeof addToCartBody>;

/** POST /product/update-cart: sets the quantity of the product's line of that price type. */
export const updateCartBody = z.strictObject({ productId: id, priceType, quantity });
export type UpdateCartBody = z.infer<typeof updateCartBody>;

/** Removes the product's line of that price type, or every line of the product. */
export const removeFromCartBody = z.strictObject({
  productId: id,
  priceType: priceType.optional(),
});
export type RemoveFromCartBody = z.infer<typeof removeFromCartBody>;

/** A cart line as read back, always at the product's current price. */
export const cartItem = z.object({
  product: z.object({ _id: id, name: z.string(), images: z.string(), stock: z.number().int() }),
  price: z.number(),
  priceType,
  /** What the price is for ("sack (25 kg)"), null when the product does not say. */
  unit: z.string().nullable(),
  quantity: z.number().int(),
});
export type CartItem = z.infer<typeof cartItem>;

export const cart = z.object({ items: z.array(cartItem), totalAmount: z.number() });
export type Cart = z.infer<typeof cart>;

export const cartResponse = z.object({ cart });

/*
 * Order again (issue 29): POST /product/reorder/{id} puts one of the customer's orders back in the
 * cart at today's prices, as far as the cart's rules allow, and says what changed.
 */
export const REORDER_CHANGES = ['gone', 'less', 'price-up', 'price-down'] as const;
export const reorderChange = z.object({
  kind: z.enum(REORDER_CHANGES),
  productId: id,
  name: z.string(),
  priceType,
  /** How many the order had. */
  ordered: z.number().int(),
  /** How many went into the cart now (0 when gone). */
  added: z.number().int(),
  /** The unit price the order paid. */
  was: z.number(),
  /** Today's unit price at that tier; null when the product or the tier is gone. */
  now: z.number().nullable(),
});
export type ReorderChange = z.infer<typeof reorderChange>;
export const reorderResponse = z.object({
  message: z.string(),
  /** How many of the order's lines went into the cart (0: nothing could). */
  linesAdded: z.number().int(),
  cart,
  changes: z.array(reorderChange),
});
export type ReorderResponse = z.infer<typeof reorderResponse>;

/** The answer's message: what went into the cart from which order. */
export const reorderMessage = (orderNumber: number, added: boolean): string =>
  added
    ? `${orderLabel(orderNumber)} is in your cart at today's prices.`
    : `Nothing from ${orderLabel(orderNumber)} can be ordered now.`;

/** One change in words, as the cart shows it after Order again. */
export function reorderChangeText(change: ReorderChange): string {
  switch (change.kind) {
    case 'gone':
      return `${change.name} is no longer available.`;
    case 'less':
      return `Only ${formatCount(change.added)} of ${change.name} could be added (the order had ${formatCount(change.ordered)}).`;
    case 'price-up':
    case 'price-down':
      return `${change.name} is now ${formatPeso(change.now ?? 0)} (was ${formatPeso(change.was)}).`;
  }
}
